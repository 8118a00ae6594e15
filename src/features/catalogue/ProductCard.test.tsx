import { describe, expect, it } from 'vitest'
import type { ListedProduct } from '../../../contract/listed-product'
import { fakeApi } from '../../lib/api/fake-api'
import { createI18n } from '../../lib/i18n'
import type { AppServices } from '../../lib/services'
import { createUiStore } from '../../lib/stores/ui.store'
import { renderPage } from '../../lib/test-fixtures'
import { createWatchdogStore } from '../watchdog/watchdog.store'
import { ProductCard } from './ProductCard'

const onOffer: ListedProduct = {
  code: 'ARDBEG_10_700',
  name: 'Ardbeg 10 Year Old 0,7 l',
  slug: 'ardbeg-10-year-old-0-7-l',
  images: [],
  defaultVariantData: {
    code: 'ARDBEG_10_700_V',
    inStock: true,
    price: 109_000,
    originalPrice: 124_900,
    lowestPriceBeforeDiscount: 112_000,
  },
  brand: { code: 'ardbeg', name: 'Ardbeg' },
  volume: 0.7,
  alcohol: 46,
} as ListedProduct

/** A guest's services: the card's watch button reads the watch list and the session. */
function guestServices(): AppServices {
  const i18n = createI18n('cs')
  const watchdog = createWatchdogStore({ api: fakeApi({}).api, t: i18n.t, showError: () => undefined })
  const auth = { getState: () => ({ isAuthenticated: false }), subscribe: () => () => undefined }
  return { i18n, watchdog, ui: createUiStore(), auth } as unknown as AppServices
}

describe('a discounted card', () => {
  it('says "original price" in hidden text inside <del>, with no name on the <del> (ARIA forbids it there)', async () => {
    const html = await renderPage(<ProductCard product={onOffer} />, guestServices())
    const del = /<del[^>]*>(.*?)<\/del>/s.exec(html.replaceAll('<!-- -->', ''))
    expect(del?.[0]).not.toContain('aria-label')
    expect(del?.[1]).toMatch(/^<span class="visually-hidden">Původní cena: <\/span>/)
    expect(del?.[1]?.replace(/<[^>]+>/g, '')).toMatch(/^Původní cena: 1\s249\sKč$/)
  })
})
