import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { adminOrder, JUICE, placed, send, step } from '../test/fulfilment-fixtures'
import { testEnv } from '../test/env'
import { row } from '../test/sql'
import { variableSymbolOf } from '../../contract/variable-symbol'

type PaymentQr = {
  account: string
  iban: string
  bic: string | null
  variableSymbol: string
  amount: number
  currencyCode: string
  dueDate: string | null
  spd: string
  svg: string
}

const qrOf = (token: string, headers: Record<string, string> = {}, env = testEnv) =>
  send('GET', `/orders/${token}/payment-qr`, undefined, headers, env)

/** The SVG's dark modules painted into pixels (one per unit), for a decoder that is not the generator. */
function decode(svg: string): string | undefined {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)![1])
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255)
  for (const [, x, y] of svg.matchAll(/M(\d+),(\d+)l4,0/g))
    for (let dy = 0; dy < 4; dy++)
      for (let dx = 0; dx < 4; dx++) {
        const at = ((Number(y) + dy) * size + Number(x) + dx) * 4
        pixels.fill(0, at, at + 3)
      }
  return jsQR(pixels, size, size)?.data
}

// each test places orders through the shop API: seconds on a busy machine
describe('GET /orders/{token}/payment-qr', { timeout: 30_000 }, () => {
  it('gives an unpaid bank-transfer order the configured account, its symbol, amount, due day and the QR', async () => {
    const order = await placed([[JUICE, 2]], 'courier', 'bank_transfer')
    const response = await qrOf(order.tokenValue)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const qr = await response.json<PaymentQr>()
    expect(qr).toMatchObject({
      account: '2001234588/2010',
      iban: 'CZ62 2010 0000 0020 0123 4588',
      bic: 'FIOBCZPP',
      variableSymbol: variableSymbolOf(order.number),
      amount: order.total,
      currencyCode: 'CZK',
    })
    expect(qr.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const amount = `${Math.floor(order.total / 100)}.${String(order.total % 100).padStart(2, '0')}`
    expect(qr.spd).toBe(
      `SPD*1.0*ACC:CZ6220100000002001234588+FIOBCZPP*AM:${amount}*CC:CZK*X-VS:${Number(order.number)}` +
        `*MSG:DRINKARNA OBJEDNAVKA ${order.number}*DT:${qr.dueDate!.replaceAll('-', '')}`,
    )
    expect(decode(qr.svg)).toBe(qr.spd)
  })

  it('is gone once the order is paid', async () => {
    const order = await placed([[JUICE, 1]], 'courier', 'bank_transfer')
    expect((await qrOf(order.tokenValue)).status).toBe(200)
    expect((await step('PATCH', `/payments/${order.payments[0]!.id}/complete`)).status).toBe(200)
    expect((await qrOf(order.tokenValue)).status).toBe(404)
  })

  it('is gone once the order is cancelled', async () => {
    const order = await placed([[JUICE, 1]], 'courier', 'bank_transfer')
    expect((await step('PATCH', `/orders/${order.tokenValue}/cancel`, { reason: 'Na přání zákazníka.' })).status).toBe(
      200,
    )
    expect((await qrOf(order.tokenValue)).status).toBe(404)
  })

  it('is none for cash on delivery and for an unknown token', async () => {
    const cod = await placed([[JUICE, 1]], 'courier', 'cod')
    expect((await qrOf(cod.tokenValue)).status).toBe(404)
    expect((await qrOf('no-such-order')).status).toBe(404)
  })

  it("keeps a customer's order to that customer, as the order itself: another gets 404", async () => {
    const order = await placed([[JUICE, 1]], 'courier', 'bank_transfer')
    const email = `qr-${crypto.randomUUID().slice(0, 8)}@example.cz`
    await send('POST', '/customers', { firstName: 'Jana', lastName: 'Nováková', email, password: 'tajne-heslo-1' })
    const { token: bearer } = await (
      await send('POST', '/authentication-token', { email, password: 'tajne-heslo-1' })
    ).json<{ token: string }>()
    // the order becomes the customer's, as one placed while signed in is
    await row(
      testEnv.DB,
      'UPDATE orders SET created_by_guest = 0, customer_id = (SELECT id FROM customers WHERE email = ?) WHERE token = ?',
      email,
      order.tokenValue,
    ).run()
    expect((await qrOf(order.tokenValue)).status).toBe(404)
    expect((await qrOf(order.tokenValue, { authorization: `Bearer ${bearer}` })).status).toBe(200)
  })

  it('shows no account and no QR while the account is not configured', async () => {
    const order = await placed([[JUICE, 1]], 'courier', 'bank_transfer')
    const response = await qrOf(order.tokenValue, {}, { ...testEnv, SHOP_IBAN: '', SHOP_BANK_ACCOUNT: '' })
    expect(response.status).toBe(404)
  })
})

describe("the admin API's order detail, for staff taking a phone call", { timeout: 30_000 }, () => {
  type WithTransfer = { bankTransfer: { account: string; variableSymbol: string; spd: string; svg: string } | null }

  it('carries the same transfer and QR as the shopper sees while the money is awaited, and none once paid', async () => {
    const order = await placed([[JUICE, 1]], 'courier', 'bank_transfer')
    const shopper = await (await qrOf(order.tokenValue)).json<PaymentQr>()
    const staff = ((await adminOrder(order.tokenValue)) as unknown as WithTransfer).bankTransfer
    expect(staff).toMatchObject({
      account: '2001234588/2010',
      variableSymbol: variableSymbolOf(order.number),
      spd: shopper.spd,
    })
    expect(decode(staff!.svg)).toBe(shopper.spd)
    await step('PATCH', `/payments/${order.payments[0]!.id}/complete`)
    expect(((await adminOrder(order.tokenValue)) as unknown as WithTransfer).bankTransfer).toBeNull()
  })

  it('has none for cash on delivery', async () => {
    const order = await placed([[JUICE, 1]], 'courier', 'cod')
    expect(((await adminOrder(order.tokenValue)) as unknown as WithTransfer).bankTransfer).toBeNull()
  })
})
