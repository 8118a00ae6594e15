import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import type { WatchdogEntry } from '../../../contract/watchdog'
import { fakeApi } from '../../lib/api/fake-api'
import { createI18n } from '../../lib/i18n'
import type { AppServices } from '../../lib/services'
import { renderPage } from '../../lib/test-fixtures'
import { createUiStore } from '../../lib/stores/ui.store'
import { CardWatch } from './CardWatch'
import CardWatchLive from './CardWatchLive'
import { ProductWatch } from './ProductWatch'
import { WatchdogList } from './WatchdogList'
import { createWatchdogStore } from './watchdog.store'

/** Services whose watch list already holds RUM with both events, as a logged-in browser's would. */
function servicesWithWatchedRum(): AppServices {
  const i18n = createI18n('cs')
  const watchdog = createWatchdogStore({ api: fakeApi({}).api, t: i18n.t, showError: () => undefined })
  const entry = {
    productVariant: { code: 'RUM', price: 59900, name: null, inStock: false, available: true },
    product: { name: 'Rum', slug: 'rum', image: null },
    events: [{ type: 'back_in_stock' }, { type: 'price_lower_than', price: 59900 }],
  } as unknown as WatchdogEntry
  watchdog.setState({ entries: { RUM: entry }, codes: ['RUM'], status: 'ready' })
  const auth = { getState: () => ({ isAuthenticated: true }), subscribe: () => () => undefined }
  return { i18n, watchdog, ui: createUiStore(), auth } as unknown as AppServices
}

const render = (services: AppServices, page: ReactNode) => renderPage(page, services)

/**
 * The server's HTML (and the first browser render, which React checks against it) is the guest's, whatever the
 * store holds: anonymous pages may be cached at the edge, so no personal state may be in them (decision 025).
 */
describe('watch list in the server render', () => {
  it('the product page shows the buttons, not the watched state', async () => {
    const html = await render(servicesWithWatchedRum(), <ProductWatch variantCode="RUM" inStock={false} />)
    expect(html).toContain('Hlídat dostupnost')
    expect(html).toContain('Hlídat cenu')
    expect(html).not.toContain('Hlídáme')
  })

  it('offers "Hlídat dostupnost" only for a sold-out variant', async () => {
    const html = await render(servicesWithWatchedRum(), <ProductWatch variantCode="RUM" inStock />)
    expect(html).not.toContain('Hlídat dostupnost')
    expect(html).toContain('Hlídat cenu')
  })

  it('a product card\'s button is unpressed: "Hlídat dostupnost" when sold out, "Hlídat cenu" otherwise', async () => {
    const soldOut = await render(
      servicesWithWatchedRum(),
      <CardWatch code="RUM" inStock={false} describedBy="rum-name" />,
    )
    expect(soldOut).toContain('>Hlídat dostupnost</button>')
    expect(soldOut).toContain('aria-pressed="false"')
    expect(soldOut).toContain('aria-describedby="rum-name"')
    expect(soldOut).not.toContain('aria-pressed="true"')
    const available = await render(servicesWithWatchedRum(), <CardWatch code="RUM" inStock describedBy="rum-name" />)
    expect(available).toContain('>Hlídat cenu</button>')
    expect(available).not.toContain('aria-pressed="true"')
  })

  it("a product card's loaded button is unpressed too, whatever the store holds", async () => {
    const html = await render(
      servicesWithWatchedRum(),
      <CardWatchLive code="RUM" type="back_in_stock" describedBy="rum-name" asked={false} />,
    )
    expect(html).toContain('>Hlídat dostupnost</button>')
    expect(html).toContain('aria-pressed="false"')
  })

  it('the account screen shows its loading state, not the entries', async () => {
    const html = await render(servicesWithWatchedRum(), <WatchdogList />)
    expect(html).toContain('Načítáme hlídané produkty…')
    expect(html).not.toContain('Odebrat')
  })
})
