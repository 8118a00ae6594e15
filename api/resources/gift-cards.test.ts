import { beforeAll, describe, expect, it, vi } from 'vitest'
import { giftCardMessages } from '../../contract/gift-cards'
import { customer } from '../test/claim-fixtures'
import {
  address,
  addItem,
  chooseShipping,
  complete,
  newCart,
  orderOf,
  readyCart,
  send,
  violationsOf,
} from '../test/checkout-fixtures'
import {
  addGiftCard,
  addVoucherCatalogue,
  addVoucherLine,
  applyCode,
  balanceOf,
  cartOf,
  JUICE,
  removeCode,
  VOUCHER_500,
  VOUCHER_CUSTOM,
} from '../test/gift-card-fixtures'
import { step } from '../test/fulfilment-fixtures'
import { testEnv } from '../test/env'
import { row } from '../test/sql'
import { sweepPaymentDeadlines } from '../domain/payment-deadline'
import { checkoutHooks } from './checkout'

// every test places orders through the shop API, several seconds on a busy machine
vi.setConfig({ testTimeout: 20_000 })

beforeAll(async () => {
  await addVoucherCatalogue()
})

/** Two juices (160 Kč) by courier (129 Kč), bank transfer: 289 Kč to pay. */
const juiceCart = () => readyCart([[JUICE, 2]], 'courier', 'bank_transfer')

describe('the voucher product', () => {
  it('marks its variants as vouchers, the free amount with its limits', async () => {
    const response = await send('GET', '/product-variants?product=GIFT_CARD')
    const members = (await response.json<{ 'hydra:member': Array<Record<string, unknown>> }>())['hydra:member']
    expect(members.map((variant) => [variant.code, variant.giftCard, variant.giftCardAmount, variant.price])).toEqual([
      ['GIFT_CARD_500', true, null, 50_000],
      ['GIFT_CARD_1000', true, null, 100_000],
      ['GIFT_CARD_2000', true, null, 200_000],
      ['GIFT_CARD_CUSTOM', true, { min: 20_000, max: 2_000_000 }, 20_000],
    ])
    const product = await (await send('GET', '/products/GIFT_CARD')).json<Record<string, unknown>>()
    expect(product).toMatchObject({ name: 'Dárkový poukaz', defaultVariantData: { giftCard: true } })
    const juice = await (await send('GET', `/product-variants/${JUICE}`)).json<Record<string, unknown>>()
    expect(juice).not.toHaveProperty('giftCard')
  })
})

describe('voucher lines in the cart', () => {
  it('adds a fixed voucher at its value, without VAT, and offers only the e-mail shipping', async () => {
    const token = await newCart()
    const cart = await orderOf(await addVoucherLine(token, VOUCHER_500, 2))
    expect(cart.items[0]).toMatchObject({ giftCard: true, unitPrice: 50_000, total: 100_000, giftCardCodes: [] })
    expect(cart).toMatchObject({ itemsTotal: 100_000, taxTotal: 0, total: 100_000, giftCardsTotal: 0 })
    expect(cart.shipments[0]?.method).toMatchObject({ code: 'gift_card_email' })
    const methods = await send('GET', `/orders/${token}/shipments/${cart.shipments[0]!.id}/methods`)
    const codes = (await methods.json<{ 'hydra:member': Array<{ code: string }> }>())['hydra:member'].map((m) => m.code)
    expect(codes).toEqual(['gift_card_email'])
    // goods join: the e-mail shipping gives way, and is refused for the mixed cart
    const mixed = await addItem(token, JUICE, 1)
    expect(mixed.shipments[0]?.method).not.toMatchObject({ code: 'gift_card_email' })
    expect(mixed.taxTotal).toBe(Math.round(((8_000 + 7_900) * 21) / 121))
    await address(token)
    const refused = await chooseShipping(token, 'gift_card_email')
    expect(refused.status).toBe(422)
  })

  it('takes a free amount in whole crowns within the limits, with Czech violations otherwise', async () => {
    const token = await newCart()
    const cart = await orderOf(await addVoucherLine(token, VOUCHER_CUSTOM, 1, 75_000))
    expect(cart.items[0]).toMatchObject({ unitPrice: 75_000, total: 75_000, giftCard: true })

    const tooLow = await addVoucherLine(token, VOUCHER_CUSTOM, 1, 10_000)
    expect(tooLow.status).toBe(422)
    expect(await violationsOf(tooLow)).toEqual([
      expect.objectContaining({
        propertyPath: 'giftCardAmount',
        message: 'Částka poukazu musí být mezi 200 a 20 000 Kč.',
      }),
    ])
    const tooHigh = await addVoucherLine(token, VOUCHER_CUSTOM, 1, 2_000_100)
    expect(tooHigh.status).toBe(422)
    const halere = await addVoucherLine(token, VOUCHER_CUSTOM, 1, 75_050)
    expect(await violationsOf(halere)).toEqual([
      expect.objectContaining({ propertyPath: 'giftCardAmount', message: 'Zadejte částku v celých korunách.' }),
    ])
    const missing = await addVoucherLine(token, VOUCHER_CUSTOM, 1)
    expect(await violationsOf(missing)).toEqual([expect.objectContaining({ message: giftCardMessages.amountRequired })])
    const onBottle = await addVoucherLine(token, JUICE, 1, 50_000)
    expect(await violationsOf(onBottle)).toEqual([expect.objectContaining({ message: giftCardMessages.notFreeAmount })])
    // the stored amount is what the cart keeps pricing
    expect((await cartOf(token)).items[0]).toMatchObject({ unitPrice: 75_000, quantity: 1 })
  })

  it('never lets a voucher buy a voucher', async () => {
    const code = await addGiftCard(100_000)
    const vouchers = await newCart()
    await orderOf(await addVoucherLine(vouchers, VOUCHER_500))
    const refused = await applyCode(vouchers, code)
    expect(refused.status).toBe(422)
    expect(await violationsOf(refused)).toEqual([
      expect.objectContaining({ propertyPath: 'code', message: giftCardMessages.voucherInCart }),
    ])

    const goods = await newCart()
    await addItem(goods, JUICE, 1)
    await orderOf(await applyCode(goods, code))
    const added = await addVoucherLine(goods, VOUCHER_500)
    expect(added.status).toBe(422)
    expect(await violationsOf(added)).toEqual([expect.objectContaining({ message: giftCardMessages.voucherInCart })])
  })
})

describe('paying with vouchers', () => {
  it('pays part of an order with a voucher as a payment: the goods and their VAT stay whole, the rest is kept', async () => {
    const code = await addGiftCard(100_000)
    const token = await juiceCart()
    const before = await cartOf(token)
    const cart = await orderOf(await applyCode(token, code.toLowerCase().replace(/(.{4})/g, '$1-')))
    expect(cart).toMatchObject({
      itemsTotal: before.itemsTotal,
      taxTotal: before.taxTotal,
      shippingTotal: before.shippingTotal,
      giftCardsTotal: 28_900,
      total: 0,
    })
    expect(cart.giftCards).toEqual([{ code: code.replace(/(.{4})(?!$)/g, '$1-'), amount: 28_900 }])
    // nothing left to pay: no payment to choose, placed as paid
    const placed = await orderOf(await complete(token))
    expect(placed).toMatchObject({ state: 'progressing', paymentState: 'paid', total: 0, giftCardsTotal: 28_900 })
    expect(await balanceOf(code)).toMatchObject({ amount: 100_000 - 28_900, initialAmount: 100_000, state: 'active' })
    // paid from its placement: invoiced at once, the voucher as its payment, nothing due
    const invoice = await row(
      testEnv.DB,
      `SELECT i.document FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.token = ? AND i.kind = 'invoice'`,
      token,
    ).first<{ document: string }>()
    expect(JSON.parse(invoice!.document)).toMatchObject({
      total: 28_900,
      amountDue: 0,
      giftCards: [{ amount: 28_900 }],
    })
  })

  it('spends several vouchers in the order they were added, and a removed one is no longer used', async () => {
    const first = await addGiftCard(10_000)
    const second = await addGiftCard(50_000)
    const third = await addGiftCard(5_000)
    const token = await juiceCart()
    await orderOf(await applyCode(token, first))
    await orderOf(await applyCode(token, third))
    await orderOf(await removeCode(token, third))
    const cart = await orderOf(await applyCode(token, second))
    expect(cart.giftCards?.map((card) => card.amount)).toEqual([10_000, 18_900])
    expect(cart).toMatchObject({ giftCardsTotal: 28_900, total: 0 })
    const again = await applyCode(token, first)
    expect(await violationsOf(again)).toEqual([expect.objectContaining({ message: giftCardMessages.alreadyApplied })])
    const nothing = await applyCode(token, third)
    expect(await violationsOf(nothing)).toEqual([expect.objectContaining({ message: giftCardMessages.nothingToPay })])
    await orderOf(await complete(token))
    expect((await balanceOf(first)).state).toBe('spent')
    expect((await balanceOf(second)).amount).toBe(50_000 - 18_900)
    expect((await balanceOf(third)).amount).toBe(5_000)
  })

  it('leaves the rest to pay in money when the voucher is smaller', async () => {
    const code = await addGiftCard(20_000)
    const token = await juiceCart()
    const cart = await orderOf(await applyCode(token, code))
    expect(cart).toMatchObject({ giftCardsTotal: 20_000, total: 8_900 })
    expect(cart.payments.at(-1)).toMatchObject({ amount: 8_900 })
    const placed = await orderOf(await complete(token))
    expect(placed).toMatchObject({ paymentState: 'awaiting_payment', total: 8_900 })
    expect(await balanceOf(code)).toMatchObject({ amount: 0, state: 'spent' })
  })

  it('refuses unknown, voided and expired codes with Czech violations', async () => {
    const token = await juiceCart()
    const unknown = await applyCode(token, 'AAAA-BBBB-CCCC-DDDD')
    expect(unknown.status).toBe(422)
    expect(await violationsOf(unknown)).toEqual([expect.objectContaining({ message: giftCardMessages.unknown })])
    const voided = await applyCode(token, await addGiftCard(10_000, { voided: true }))
    expect(await violationsOf(voided)).toEqual([expect.objectContaining({ message: giftCardMessages.void })])
    const expired = await applyCode(token, await addGiftCard(10_000, { expiresAt: '2020-01-01 00:00:00' }))
    expect(await violationsOf(expired)).toEqual([expect.objectContaining({ message: giftCardMessages.expired })])
  })

  it('places only one of two carts spending the same voucher at once; the other gets the Czech 422 and loses the voucher', async () => {
    const code = await addGiftCard(30_000)
    const [one, two] = await Promise.all([juiceCart(), juiceCart()])
    await orderOf(await applyCode(one, code))
    await orderOf(await applyCode(two, code))
    // both completions pass every check before either places: only the placing batch can tell them apart
    let arrived = 0
    let release = () => {}
    const bothChecked = new Promise<void>((resolve) => (release = resolve))
    const hook = vi.spyOn(checkoutHooks, 'beforePlacement').mockImplementation(async () => {
      if (++arrived === 2) release()
      await bothChecked
    })

    const results = await Promise.all([complete(one), complete(two)])
    hook.mockRestore()
    expect(arrived).toBe(2)

    expect(results.map((r) => r.status).sort()).toEqual([200, 422])
    const loser = results[0]!.status === 422 ? one : two
    const refused = results.find((r) => r.status === 422)!
    expect(await violationsOf(refused)).toEqual([
      expect.objectContaining({ propertyPath: 'code', message: giftCardMessages.usedMeanwhile }),
    ])
    const cart = await cartOf(loser)
    expect(cart).toMatchObject({ state: 'cart', giftCards: [], giftCardsTotal: 0, total: 28_900 })
    expect(await balanceOf(code)).toMatchObject({ amount: 1_100 })
  })

  it('gives the used value back when the order is cancelled, the expiry unchanged', async () => {
    const code = await addGiftCard(20_000)
    const before = await balanceOf(code)
    const token = await juiceCart()
    await orderOf(await applyCode(token, code))
    await orderOf(await complete(token))
    expect((await balanceOf(code)).amount).toBe(0)

    const cancelled = await step('PATCH', `/orders/${token}/cancel`, { reason: 'Zákazník si to rozmyslel.' })
    expect(cancelled.status).toBe(200)

    expect(await balanceOf(code)).toEqual(before)
    const admin = await send('GET', `/orders/${token}`)
    expect((await orderOf(admin)).giftCards).toEqual([expect.objectContaining({ amount: 20_000 })])
  })
})

describe('the payment deadline', () => {
  it('gives the voucher its value back when the unpaid rest cancels the order', async () => {
    const code = await addGiftCard(20_000)
    const token = await juiceCart()
    await orderOf(await applyCode(token, code))
    await orderOf(await complete(token))
    expect((await balanceOf(code)).amount).toBe(0)
    await row(
      testEnv.DB,
      "UPDATE orders SET payment_due_at = datetime('now', '-1 minute') WHERE token = ?",
      token,
    ).run()

    expect(await sweepPaymentDeadlines(testEnv)).toBeGreaterThanOrEqual(1)

    expect((await cartOf(token)).state).toBe('cancelled')
    expect(await balanceOf(code)).toMatchObject({ amount: 20_000, state: 'active' })
  })
})

describe('GET /gift-cards/{code}', () => {
  it('shows the balance for any spelling of the code, and 404 in Czech for an unknown one', async () => {
    const code = await addGiftCard(50_000)
    const card = await balanceOf(` ${code.slice(0, 8).toLowerCase()} - ${code.slice(8)} `.replace(/ /g, ''))
    expect(card).toMatchObject({ amount: 50_000, initialAmount: 50_000, currencyCode: 'CZK', state: 'active' })
    expect(card.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
    expect(card.expiresAt).toMatch(/Z$/)
    const unknown = await send('GET', '/gift-cards/AAAA-BBBB-CCCC-DDDD')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ 'hydra:description': giftCardMessages.unknown })
  })

  it('limits how many codes one client may try', async () => {
    const client = { 'cf-connecting-ip': '203.0.113.56' }
    const statuses: number[] = []
    for (let i = 0; i < 21; i++)
      statuses.push((await send('GET', '/gift-cards/AAAA-BBBB-CCCC-DDDD', undefined, client)).status)
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true)
    expect(statuses[20]).toBe(429)
    // the limit counts applying a code to a cart too
    const token = await newCart()
    expect((await applyCode(token, 'AAAA-BBBB-CCCC-DDDD', client)).status).toBe(429)
  })
})

describe('ownership of the cart', () => {
  it('applies a voucher only to a cart the caller may change', async () => {
    const code = await addGiftCard(10_000)
    const auth = await customer(`voucher-${crypto.randomUUID().slice(0, 8)}@example.cz`)
    const token = (await orderOf(await send('POST', '/orders', {}, auth))).tokenValue
    await orderOf(await send('POST', `/orders/${token}/items`, { productVariant: JUICE, quantity: 1 }, auth))
    // without the customer's token, or with a token made up
    expect((await applyCode(token, code)).status).toBe(404)
    expect((await applyCode(`${token.slice(0, -4)}XXXX`, code)).status).toBe(404)
    expect((await removeCode(token, code)).status).toBe(404)
    // the owner may
    const cart = await orderOf(await applyCode(token, code, auth))
    expect(cart.giftCardsTotal).toBe(10_000)
    expect(await balanceOf(code)).toMatchObject({ amount: 10_000 })
  })
})
