import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createI18n } from '../../../lib/i18n'
import { type AppServices, ServicesProvider } from '../../../lib/services'
import { orderFixture, paymentMethods } from '../order-fixture'
import { OrderDetail } from './OrderDetail'
import { ThankYouPage } from './ThankYouPage'

async function render(page: ReactNode): Promise<string> {
  const services = { i18n: createI18n('cs') } as AppServices
  const rootRoute = createRootRoute({
    component: () => <ServicesProvider services={services}>{page}</ServicesProvider>,
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  await router.load()
  return renderToString(<RouterProvider router={router} />)
}

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

const cancelled = (paymentState: string) =>
  orderFixture({
    state: 'cancelled',
    checkoutState: 'completed',
    paymentState,
    shippingState: 'cancelled',
    number: '000000051',
    cancelReason: 'Zboží se rozbilo při balení.',
  })

const thankYou = (order: ReturnType<typeof orderFixture>) =>
  render(
    <ThankYouPage
      order={order}
      paymentMethods={paymentMethods}
      documents={[]}
      delivery={Promise.resolve(null)}
      paymentReturn={{ status: undefined, checking: false }}
    />,
  )

describe('a cancelled order for its shopper', () => {
  it('says why on the order page and the thank-you page', async () => {
    const order = cancelled('cancelled')
    expect(text(await render(<OrderDetail order={order} paymentMethods={[]} documents={[]} />))).toContain(
      'Důvod zrušení: Zboží se rozbilo při balení.',
    )
    const page = text(await thankYou(order))
    expect(page).toContain('Důvod zrušení: Zboží se rozbilo při balení.')
    expect(page).toContain('Objednávka i její platba jsou zrušené.')
  })

  it('tells a shopper who had paid that the money goes back, not that the payment was cancelled', async () => {
    const page = text(await thankYou(cancelled('refunded')))
    expect(page).toContain('Objednávka je zrušená. Zaplacenou částku vám vracíme')
    expect(page).not.toContain('platba jsou zrušené')
  })
})
