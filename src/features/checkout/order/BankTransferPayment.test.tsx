import { describe, expect, it } from 'vitest'
import type { PaymentQr } from '../../../../contract/order'
import { renderPage as render } from '../../../lib/test-fixtures'
import { orderFixture, paymentMethods } from '../order-fixture'
import { OrderDetail } from './OrderDetail'
import { ThankYouPage } from './ThankYouPage'

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')

const QR: PaymentQr = {
  account: '2001234588/2010',
  iban: 'CZ62 2010 0000 0020 0123 4588',
  bic: 'FIOBCZPP',
  variableSymbol: '123',
  amount: 123_450,
  currencyCode: 'CZK',
  dueDate: '2026-12-03',
  spd: 'SPD*1.0*ACC:CZ6220100000002001234588+FIOBCZPP*AM:1234.50*CC:CZK*X-VS:123',
  svg: '<svg role="img" viewBox="0 0 8 8"><path d="M0,0l4,0 0,4 -4,0 0,-4z"/></svg>',
}

const transferOrder = (overrides: Parameters<typeof orderFixture>[0] = {}) =>
  orderFixture({
    number: '000000123',
    state: 'new',
    checkoutState: 'completed',
    paymentState: 'awaiting_payment',
    shippingState: 'ready',
    paymentDueAt: '2026-12-03T10:00:00+00:00',
    payments: [
      {
        id: 7,
        method: { '@id': '/api/v2/shop/payment-methods/bank_transfer', code: 'bank_transfer', name: 'Převodem' },
      },
    ],
    ...overrides,
  })

const thankYou = (order: ReturnType<typeof orderFixture>, paymentQr: PaymentQr | null) =>
  render(
    <ThankYouPage
      order={order}
      paymentMethods={paymentMethods}
      documents={[]}
      delivery={Promise.resolve(null)}
      paymentReturn={{ status: undefined, checking: false }}
      paymentQr={paymentQr}
    />,
  )

describe('the QR Platba of an unpaid bank-transfer order', () => {
  it('the thank-you page writes out account, IBAN, amount and symbol, each with a copy button, beside the QR', async () => {
    const html = await thankYou(transferOrder(), QR)
    const shown = text(html)
    expect(shown).toContain('Číslo účtu: 2001234588/2010')
    expect(shown).toContain('IBAN: CZ62 2010 0000 0020 0123 4588')
    expect(shown).toContain('Částka: 1 234,50 Kč')
    expect(shown).toContain('Variabilní symbol: 123')
    for (const label of ['Kopírovat číslo účtu', 'Kopírovat IBAN', 'Kopírovat částku', 'Kopírovat variabilní symbol'])
      expect(html).toContain(`aria-label="${label}"`)
    const img = /<img[^>]*src="data:image\/svg\+xml;charset=utf-8,([^"]+)"[^>]*>/.exec(html)
    expect(decodeURIComponent(img![1]!.replace(/&amp;/g, '&'))).toBe(QR.svg)
    expect(img![0]).toMatch(/alt="QR kód pro platbu 1.234,50.Kč na účet 2001234588\/2010 s variabilním symbolem 123"/)
    // the configured account replaces the method's own text, which must not name a second account
    expect(shown).not.toContain('Účet 123456789/0100')
  })

  it('the order page shows the same', async () => {
    const html = await render(
      <OrderDetail order={transferOrder()} paymentMethods={paymentMethods} documents={[]} paymentQr={QR} />,
    )
    expect(text(html)).toContain('Zaplaťte převodem')
    expect(text(html)).toContain('Číslo účtu: 2001234588/2010')
    expect(html).toContain('data:image/svg+xml')
  })

  it('is gone once the order is paid or cancelled, even from a stale answer', async () => {
    for (const order of [
      transferOrder({ paymentState: 'paid' }),
      transferOrder({ state: 'cancelled', paymentState: 'cancelled' }),
    ]) {
      expect(await thankYou(order, QR)).not.toContain('data:image/svg+xml')
      const detail = await render(
        <OrderDetail order={order} paymentMethods={paymentMethods} documents={[]} paymentQr={QR} />,
      )
      expect(detail).not.toContain('data:image/svg+xml')
      expect(text(detail)).not.toContain('2001234588/2010')
    }
  })

  it('without the API answer (no account configured) the page keeps the method instructions, amount and symbol', async () => {
    const shown = text(await thankYou(transferOrder(), null))
    expect(shown).toContain('Účet 123456789/0100')
    expect(shown).toContain('Variabilní symbol: 123')
  })
})
