import { describe, expect, it } from 'vitest'
import { renderPage as render } from '../../../lib/test-fixtures'
import { orderFixture, paymentMethods } from '../order-fixture'
import { ThankYouPage } from './ThankYouPage'

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')

describe('the thank-you page', () => {
  it('lists what was ordered with the engraving to check, the volume the name says once, and the total', async () => {
    const [line] = orderFixture().items
    const order = orderFixture({
      number: '2026000123',
      state: 'new',
      checkoutState: 'completed',
      paymentState: 'awaiting_payment',
      shippingState: 'ready',
      items: [
        {
          ...line!,
          id: 1,
          productName: 'Diplomático Reserva Exclusiva 0,7 l',
          variantName: '0,7 l',
          engraving: 'Pro Pavla',
        },
        {
          ...line!,
          id: 2,
          productName: 'Absolut Vanilia 0,7 l',
          variantName: '0,7 l v dárkovém balení',
          engraving: null,
        },
      ],
    })
    const html = await render(
      <ThankYouPage
        order={order}
        paymentMethods={paymentMethods}
        documents={[]}
        delivery={Promise.resolve(null)}
        paymentReturn={{ status: undefined, checking: false }}
      />,
    )
    const items = /<section[^>]*aria-labelledby="thank-you-items-title"[^>]*>(.*?)<\/section>/s.exec(html)?.[1] ?? ''
    expect(text(items)).toContain('Objednané zboží')
    expect(text(items)).toContain('Diplomático Reserva Exclusiva 0,7 l Gravírování: „Pro Pavla“')
    expect(text(items)).toContain('Absolut Vanilia 0,7 l 0,7 l v dárkovém balení')
    expect(items).not.toContain('>0,7 l<')
    expect(text(items)).toContain('Celkem vč. DPH')
  })

  it("gives a transfer's variable symbol as banks show it and its deadline in Prague time", async () => {
    const order = orderFixture({
      number: '000000007',
      state: 'new',
      checkoutState: 'completed',
      paymentState: 'awaiting_payment',
      shippingState: 'ready',
      payments: [
        {
          id: 7,
          method: { '@id': '/api/v2/shop/payment-methods/bank_transfer', code: 'bank_transfer', name: 'Převodem' },
        },
      ],
      // 23:30 UTC in winter is half past midnight in Prague, the next day
      paymentDueAt: '2026-12-04 23:30:00',
    })
    const html = await render(
      <ThankYouPage
        order={order}
        paymentMethods={paymentMethods}
        documents={[]}
        delivery={Promise.resolve(null)}
        paymentReturn={{ status: undefined, checking: false }}
      />,
    )
    expect(text(html)).toContain('Variabilní symbol: 7 ')
    expect(html).not.toContain('000000007</dd>')
    expect(text(html)).toContain('Platbu očekáváme do 5. 12. 2026 0:30.')
  })
})
