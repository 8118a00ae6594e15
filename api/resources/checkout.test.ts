import { beforeAll, describe, expect, it } from 'vitest'
import {
  addCoupon,
  addItem,
  addPromotion,
  address,
  chooseShipping,
  choosePayment,
  complete,
  LOCKER_POINT,
  newCart,
  orderOf,
  readyCart,
  send,
  setStock,
  stockOf,
  violationsOf,
} from '../test/checkout-fixtures'
import { addDrinksCatalogue } from '../test/fixtures'
import { testEnv } from '../test/env'
import { checkoutHooks } from './checkout'

beforeAll(async () => {
  await addDrinksCatalogue(testEnv.DB)
  await setStock(testEnv.DB, 'RUM_B_700', 1000)
})

/** The pairs the shop allows (docs/decisions/010-checkout.md). */
const ALLOWED: Array<[string, string]> = [
  ['packeta', 'comgate'],
  ['packeta', 'bank_transfer'],
  ['packeta', 'cod'],
  ['courier', 'comgate'],
  ['courier', 'bank_transfer'],
  ['courier', 'cod'],
  ['shop_pickup', 'comgate'],
  ['shop_pickup', 'bank_transfer'],
]

describe('completing an order', () => {
  it.each(ALLOWED)(
    'places an order shipped by %s and paid by %s, with its number, fees and stock on hold',
    async (shipping, payment) => {
      const before = await stockOf(testEnv.DB, 'RUM_B_700')
      const token = await readyCart([['RUM_B_700', 2]], shipping, payment)
      const response = await complete(token, crypto.randomUUID(), 'Prosím zabalit jako dárek')
      expect(response.status).toBe(200)
      const order = await orderOf(response)
      expect(order).toMatchObject({
        state: 'new',
        checkoutState: 'completed',
        paymentState: 'awaiting_payment',
        shippingState: 'ready',
        notes: 'Prosím zabalit jako dárek',
      })
      expect(order.number).toMatch(/^\d{9}$/)
      const shippingFee = { packeta: 7900, courier: 12900, shop_pickup: 0 }[shipping]!
      const paymentFee = payment === 'cod' ? 3900 : 0
      expect(order).toMatchObject({
        itemsTotal: 60000,
        shippingTotal: shippingFee,
        paymentFeeTotal: paymentFee,
        total: 60000 + shippingFee + paymentFee,
      })
      expect(order.payments.at(-1)).toMatchObject({
        state: 'new',
        amount: order.total,
        method: expect.objectContaining({ code: payment }),
      })
      expect(order.shipments[0]).toMatchObject({ state: 'ready', method: expect.objectContaining({ code: shipping }) })
      if (shipping === 'packeta') expect(order.shipments[0]?.branchName).toContain('Vodičkova 31')
      // online: 30 minutes, bank transfer: 7 days, cash on delivery: no deadline (decision 014)
      expect(order.paymentDueAt === null).toBe(payment === 'cod')
      const mail = await testEnv.DB.prepare(
        "SELECT to_address, text FROM mail_outbox WHERE template = 'order-confirmation' ORDER BY id DESC LIMIT 1",
      ).first<{ to_address: string; text: string }>()
      expect(mail?.to_address).toBe('jana@example.cz')
      expect(mail?.text).toContain(order.number!)
      expect(await stockOf(testEnv.DB, 'RUM_B_700')).toEqual({ on_hand: before.on_hand, on_hold: before.on_hold + 2 })
      // the placed order is no longer a cart
      expect((await send('POST', `/orders/${token}/items`, { productVariant: 'RUM_B_700', quantity: 1 })).status).toBe(
        404,
      )
    },
  )

  it('refuses payment methods that do not go with the shipping', async () => {
    const token = await newCart()
    await addItem(token, 'RUM_B_700')
    await address(token)
    await orderOf(await chooseShipping(token, 'shop_pickup'))
    const response = await choosePayment(token, 'cod')
    expect(response.status).toBe(422)
    expect(await violationsOf(response)).toEqual([
      expect.objectContaining({
        propertyPath: 'paymentMethod',
        message: 'Způsob platby Dobírka není s vybranou dopravou dostupný. Zvolte prosím jiný.',
      }),
    ])
  })

  it('answers 400 {code, message} as Sylius does for a method choice without the method, 422 for a bad one', async () => {
    const token = await newCart()
    const cart = await addItem(token, 'RUM_B_700')
    await address(token)
    const missing = 'Request does not have the following required fields specified:'
    const shipment = await send('PATCH', `/orders/${token}/shipments/${cart.shipments[0]!.id}`, { branchId: null })
    expect(shipment.status).toBe(400)
    // Sylius 2.0's select_shipping_method_with_missing_fields.json and select_payment_method_with_missing_fields.json
    expect(await shipment.json()).toEqual({ code: 400, message: `${missing} shippingMethod.` })
    const payment = await send('PATCH', `/orders/${token}/payments/${cart.payments.at(-1)!.id}`, {})
    expect(payment.status).toBe(400)
    expect(await payment.json()).toEqual({ code: 400, message: `${missing} paymentMethod.` })
    expect(
      (await send('PATCH', `/orders/${token}/payments/${cart.payments.at(-1)!.id}`, { paymentMethod: 7 })).status,
    ).toBe(422)
  })

  it('needs the checkout steps in order, with the state in the message', async () => {
    const token = await newCart()
    await addItem(token, 'RUM_B_700')
    expect(await violationsOf(await chooseShipping(token, 'courier'))).toEqual([
      expect.objectContaining({ message: 'Nejprve vyplňte kontaktní údaje a adresu.' }),
    ])
    await address(token)
    const early = await complete(token)
    expect(early.status).toBe(422)
    expect((await violationsOf(early))[0]?.message).toBe(
      'Objednávku nelze dokončit, protože je ve špatném stavu. Aktuální: addressed. Možné přechody: address, select_shipping.',
    )
  })

  it('checks the Packeta pickup point on the server: required, existing, and staffed for alcohol', async () => {
    const token = await newCart()
    await addItem(token, 'RUM_A_700')
    await address(token)
    expect(await violationsOf(await chooseShipping(token, 'packeta', null))).toEqual([
      expect.objectContaining({ propertyPath: 'branchId', message: 'Vyberte výdejní místo.' }),
    ])
    expect(await violationsOf(await chooseShipping(token, 'packeta', '999999999'))).toEqual([
      expect.objectContaining({
        propertyPath: 'branchId',
        message: 'Vybrané výdejní místo neexistuje. Vyberte prosím jiné.',
      }),
    ])
    expect(await violationsOf(await chooseShipping(token, 'packeta', LOCKER_POINT))).toEqual([
      expect.objectContaining({
        propertyPath: 'branchId',
        message: 'Zásilky s alkoholem lze vyzvednout jen na výdejním místě s obsluhou.',
      }),
    ])
    const staffed = await orderOf(await chooseShipping(token, 'packeta'))
    expect(staffed.shipments[0]).toMatchObject({ branchId: '4123' })
    // a non-alcoholic cart may use a Z-BOX
    const soft = await newCart()
    await addItem(soft, 'RUM_B_700')
    await address(soft)
    expect((await chooseShipping(soft, 'packeta', LOCKER_POINT)).status).toBe(200)
  })

  it('ignores prices sent by the client', async () => {
    const token = await newCart()
    await send('POST', `/orders/${token}/items`, { productVariant: 'RUM_B_700', quantity: 1, unitPrice: 1, price: 1 })
    await send('PUT', `/orders/${token}`, {
      email: 'jana@example.cz',
      billingAddress: (await import('../test/checkout-fixtures')).ADDRESS,
      total: 1,
    })
    await chooseShipping(token, 'courier')
    await choosePayment(token, 'bank_transfer')
    const order = await orderOf(
      await send('PATCH', `/orders/${token}/complete`, { notes: null, total: 1, itemsTotal: 1 }),
    )
    expect(order).toMatchObject({ itemsTotal: 30000, total: 42900 })
  })

  it('answers a repeated completion with the same Idempotency-Key with the same order, and holds stock once', async () => {
    const token = await readyCart([['RUM_B_700', 1]])
    const before = await stockOf(testEnv.DB, 'RUM_B_700')
    const key = crypto.randomUUID()
    const results = await Promise.all([complete(token, key), complete(token, key), complete(token, key)])
    const orders = await Promise.all(results.map(orderOf))
    expect(new Set(orders.map((order) => order.number)).size).toBe(1)
    expect((await complete(token, key)).status).toBe(200)
    expect((await complete(token, 'another-key')).status).toBe(404)
    expect((await stockOf(testEnv.DB, 'RUM_B_700')).on_hold).toBe(before.on_hold + 1)
  })

  it('sends the customer back to the cart (409) when a price moved after they saw it', async () => {
    const token = await readyCart([['RUM_B_700', 1]])
    await testEnv.DB.prepare('UPDATE product_variants SET price = 31000 WHERE code = ?').bind('RUM_B_700').run()
    try {
      const response = await complete(token, crypto.randomUUID())
      expect(response.status).toBe(409)
      const cart = await orderOf(await send('GET', `/orders/${token}`))
      expect(cart.changes?.order?.items).toEqual([
        expect.objectContaining({ previousUnitPrice: 30000, unitPrice: 31000 }),
      ])
      expect((await orderOf(await complete(token, crypto.randomUUID()))).total).toBe(31000 + 12900)
    } finally {
      await testEnv.DB.prepare('UPDATE product_variants SET price = 30000 WHERE code = ?').bind('RUM_B_700').run()
    }
  })
})

describe('the last unit', () => {
  async function race(carts: number, pauseMs: number) {
    await setStock(testEnv.DB, 'WHISKY_C_700', 1)
    const tokens = await Promise.all(Array.from({ length: carts }, () => readyCart([['WHISKY_C_700', 1]])))
    checkoutHooks.beforePlacement = () => new Promise((resolve) => setTimeout(resolve, Math.random() * pauseMs))
    try {
      const responses = await Promise.all(tokens.map((token) => complete(token, crypto.randomUUID())))
      return {
        statuses: responses.map((response) => response.status),
        stock: await stockOf(testEnv.DB, 'WHISKY_C_700'),
      }
    } finally {
      checkoutHooks.beforePlacement = async () => {}
    }
  }

  it.each([
    ['at once', 0],
    ['again', 0],
    ['with latency between the checks and the write', 25],
    ['with more latency, again', 50],
  ])(
    'goes to exactly one of 50 customers completing %s',
    async (_label, pauseMs) => {
      const { statuses, stock } = await race(50, pauseMs)
      expect(statuses.filter((status) => status === 200)).toHaveLength(1)
      expect(statuses.filter((status) => status !== 200).every((status) => status === 422)).toBe(true)
      expect(stock).toEqual({ on_hand: 1, on_hold: 1 })
    },
    60_000,
  )
})

describe('coupon usage limits', () => {
  it('counts a use at completion and refuses the coupon once it is used up, also under concurrency', async () => {
    const promotion = await addPromotion(testEnv.DB, {
      code: 'ONCE',
      couponBased: true,
      rules: [],
      actions: [{ type: 'order_percentage_discount', percentage: 10 }],
    })
    await addCoupon(testEnv.DB, promotion, 'JEDNOU', 1)
    const tokens = await Promise.all(
      Array.from({ length: 10 }, () =>
        readyCart([['RUM_B_700', 1]], 'courier', 'bank_transfer', { couponCode: 'JEDNOU' }),
      ),
    )
    const responses = await Promise.all(tokens.map((token) => complete(token, crypto.randomUUID())))
    const placed = responses.filter((response) => response.status === 200)
    expect(placed).toHaveLength(1)
    expect((await orderOf(placed[0]!)).orderPromotionTotal).toBe(-3000)
    const refused = responses.find((response) => response.status === 422)!
    expect(await violationsOf(refused)).toEqual([
      expect.objectContaining({ propertyPath: 'couponCode', message: 'Kód kupónu je neplatný.' }),
    ])
    const used = await testEnv.DB.prepare('SELECT used FROM promotion_coupons WHERE code = ?')
      .bind('JEDNOU')
      .first<{ used: number }>()
    expect(used?.used).toBe(1)
    // a new cart cannot take it any more
    const late = await newCart()
    await addItem(late, 'RUM_B_700')
    expect((await send('PUT', `/orders/${late}`, { couponCode: 'JEDNOU' })).status).toBe(422)
  }, 60_000)
})
