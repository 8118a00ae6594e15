import { beforeAll, describe, expect, it } from 'vitest'
import {
  addCoupon,
  addItem,
  addPromotion,
  address,
  ADDRESS,
  newCart,
  orderOf,
  send,
  setStock,
  violationsOf,
} from '../test/checkout-fixtures'
import { addDrinksCatalogue } from '../test/fixtures'
import { testEnv } from '../test/env'
import { row } from '../test/sql'

beforeAll(async () => {
  await addDrinksCatalogue(testEnv.DB)
  await setStock(testEnv.DB, 'RUM_A_700', 20)
  await setStock(testEnv.DB, 'RUM_B_700', 20)
  // 10 % off rum, and free shipping from 1 500 Kč
  await addPromotion(testEnv.DB, {
    code: 'RUM_10',
    rules: [],
    actions: [{ type: 'taxon_percentage_discount', taxons: ['rum'], percentage: 10 }],
  })
  await addPromotion(testEnv.DB, {
    code: 'FREE_SHIPPING',
    rules: [{ type: 'item_total', amount: 150000 }],
    actions: [{ type: 'shipping_percentage_discount', percentage: 100 }],
  })
  const coupon = await addPromotion(testEnv.DB, {
    code: 'COUPON_100',
    couponBased: true,
    rules: [],
    actions: [{ type: 'order_fixed_discount', amount: 10000 }],
  })
  await addCoupon(testEnv.DB, coupon, 'STOVKA', 5)
})

describe('the cart', () => {
  it('is created empty with a 64-character token and found by it', async () => {
    const created = await send('POST', '/orders', {})
    expect(created.status).toBe(201)
    const cart = await orderOf(created)
    expect(cart.tokenValue).toMatch(/^[A-Za-z0-9_-]{64}$/)
    expect(cart).toMatchObject({
      state: 'cart',
      checkoutState: 'cart',
      items: [],
      payments: [],
      shipments: [],
      total: 0,
      number: null,
    })
    const again = await orderOf(await send('GET', `/orders/${cart.tokenValue}`))
    expect(again.tokenValue).toBe(cart.tokenValue)
  })

  it('is picked up by its token, and a new one is made for an unknown token', async () => {
    const token = await newCart()
    const picked = await send('POST', '/orders', { replacementTokenValue: token })
    expect(picked.status).toBe(200)
    expect((await orderOf(picked)).tokenValue).toBe(token)
    const fresh = await send('POST', '/orders', { replacementTokenValue: 'no-such-cart' })
    expect(fresh.status).toBe(201)
    expect((await orderOf(fresh)).tokenValue).not.toBe(token)
  })

  it('prices items on the server: the catalogue price, the category promotion, shipping and the default methods', async () => {
    const token = await newCart()
    const response = await send('POST', `/orders/${token}/items`, {
      productVariant: '/api/v2/shop/product-variants/RUM_A_700',
      quantity: 2,
      unitPrice: 1,
      total: 1,
    })
    expect(response.status).toBe(201)
    const cart = await orderOf(response)
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0]).toMatchObject({
      variantCode: 'RUM_A_700',
      productName: 'Rum A',
      quantity: 2,
      unitPrice: 50000,
      discountedUnitPrice: 45000,
      subtotal: 90000,
      total: 90000,
    })
    expect(cart.shipments[0]?.method).toMatchObject({ code: 'packeta' })
    expect(cart.payments[0]?.method).toMatchObject({ code: 'comgate' })
    expect(cart).toMatchObject({
      itemsTotal: 90000,
      orderPromotionTotal: -10000,
      shippingTotal: 7900,
      total: 97900,
      containsAlcohol: true,
    })
    expect(cart.freeShipping).toEqual({ threshold: 150000, remaining: 60000 })
  })

  it('adds to the same line, changes and removes quantities', async () => {
    const token = await newCart()
    await addItem(token, 'RUM_B_700', 1)
    const twice = await addItem(token, 'RUM_B_700', 2)
    expect(twice.items).toHaveLength(1)
    const line = twice.items[0]!
    expect(line.quantity).toBe(3)
    const changed = await orderOf(await send('PATCH', `/orders/${token}/items/${line.id}`, { quantity: 5 }))
    expect(changed.items[0]).toMatchObject({ quantity: 5, total: 135000 })
    // free shipping from 1 500 Kč of goods
    const more = await orderOf(await send('PATCH', `/orders/${token}/items/${line.id}`, { quantity: 6 }))
    expect(more).toMatchObject({ itemsTotal: 162000, shippingTotal: 0, shippingPromotionTotal: -7900, total: 162000 })
    expect((await send('DELETE', `/orders/${token}/items/${line.id}`)).status).toBe(204)
    const empty = await orderOf(await send('GET', `/orders/${token}`))
    expect(empty).toMatchObject({ items: [], total: 0, shippingTotal: 0 })
  })

  it('refuses unknown or disabled variants, quantities out of range and more than is in stock, in Czech', async () => {
    const token = await newCart()
    const unknown = await send('POST', `/orders/${token}/items`, { productVariant: 'NOPE', quantity: 1 })
    expect(unknown.status).toBe(422)
    expect(await violationsOf(unknown)).toEqual([
      expect.objectContaining({ propertyPath: 'productVariant', message: 'Varianta produktu NOPE neexistuje.' }),
    ])
    const disabled = await send('POST', `/orders/${token}/items`, { productVariant: 'HIDDEN_D_700', quantity: 1 })
    expect(disabled.status).toBe(422)
    const tooMany = await send('POST', `/orders/${token}/items`, { productVariant: 'RUM_A_700', quantity: 21 })
    expect(await violationsOf(tooMany)).toEqual([
      expect.objectContaining({
        propertyPath: 'quantity',
        message: 'Produkt Rum A není skladem v požadovaném množství.',
      }),
    ])
    const zero = await send('POST', `/orders/${token}/items`, { productVariant: 'RUM_A_700', quantity: 0 })
    expect(await violationsOf(zero)).toEqual([
      expect.objectContaining({ propertyPath: 'quantity', message: 'Množství musí být mezi 1 a 9999.' }),
    ])
    const english = await send(
      'POST',
      `/orders/${token}/items`,
      { productVariant: 'NOPE', quantity: 1 },
      { 'accept-language': 'en' },
    )
    expect((await violationsOf(english))[0]?.message).toBe('The product variant NOPE does not exist.')
    expect((await orderOf(await send('GET', `/orders/${token}`))).items).toEqual([])
  })

  it('answers 400 {code, message} as Sylius does for a body without a field the command needs, 422 for a bad value', async () => {
    const token = await newCart()
    const noVariant = await send('POST', `/orders/${token}/items`, { quantity: 1 })
    expect(noVariant.status).toBe(400)
    const missing = 'Request does not have the following required fields specified:'
    expect(await noVariant.json()).toEqual({ code: 400, message: `${missing} productVariant.` })
    const empty = await send('POST', `/orders/${token}/items`, {})
    expect(empty.status).toBe(400)
    // Sylius 2.0's own expected answer (tests/Api/Responses/shop/checkout/cart/add_item_with_missing_fields.json)
    expect(await empty.json()).toEqual({ code: 400, message: `${missing} productVariant, quantity.` })
    // and a quantity change without the quantity (update_item_quantity_with_missing_fields.json)
    const line = (await addItem(token, 'RUM_B_700')).items[0]!
    const noQuantity = await send('PATCH', `/orders/${token}/items/${line.id}`, {})
    expect(noQuantity.status).toBe(400)
    expect(await noQuantity.json()).toEqual({ code: 400, message: `${missing} quantity.` })
    expect((await send('PATCH', `/orders/${token}/items/${line.id}`, { quantity: 'two' })).status).toBe(422)
    await send('DELETE', `/orders/${token}/items/${line.id}`)
    expect(
      (await send('POST', `/orders/${token}/items`, { productVariant: 'RUM_A_700', quantity: 'two' })).status,
    ).toBe(422)
    expect((await orderOf(await send('GET', `/orders/${token}`))).items).toEqual([])
  })

  it('answers 404 for a token that is not a cart of ours, on every call', async () => {
    const foreign = 'x'.repeat(64)
    expect((await send('GET', `/orders/${foreign}`)).status).toBe(404)
    expect((await send('POST', `/orders/${foreign}/items`, { productVariant: 'RUM_A_700', quantity: 1 })).status).toBe(
      404,
    )
    expect((await send('PUT', `/orders/${foreign}`, { email: 'a@b.cz' })).status).toBe(404)
    expect((await send('PATCH', `/orders/${foreign}/complete`, {})).status).toBe(404)
    expect((await send('GET', `/orders/${foreign}/pay`)).status).toBe(404)
  })

  it('reports a price that changed since the customer last saw the cart, once', async () => {
    const token = await newCart()
    await addItem(token, 'RUM_B_700', 1)
    await row(testEnv.DB, 'UPDATE product_variants SET price = 32000 WHERE code = ?', 'RUM_B_700').run()
    try {
      const seen = await orderOf(await send('GET', `/orders/${token}`))
      expect(seen.changes?.order?.items).toEqual([
        expect.objectContaining({ variantCode: 'RUM_B_700', previousUnitPrice: 30000, unitPrice: 32000 }),
      ])
      expect(seen.items[0]).toMatchObject({ unitPrice: 32000 })
      const again = await orderOf(await send('GET', `/orders/${token}`))
      expect(again.changes).toBeNull()
    } finally {
      await row(testEnv.DB, 'UPDATE product_variants SET price = 30000 WHERE code = ?', 'RUM_B_700').run()
    }
  })
})

describe('PUT /orders/{token}', () => {
  it('stores the e-mail and the address, copying it to shipping, and moves the checkout to addressed', async () => {
    const token = await newCart()
    await addItem(token, 'RUM_B_700', 1)
    const cart = await address(token)
    expect(cart.checkoutState).toBe('addressed')
    expect(cart.customer).toMatchObject({ email: 'jana@example.cz' })
    expect(cart.billingAddress).toMatchObject({ firstName: 'Jana', postcode: '110 00', phoneNumber: '+420111222333' })
    expect(cart.shippingAddress).toMatchObject({ firstName: 'Jana', street: 'Vodičkova 31' })
  })

  it('keeps someone else as the receiver of the parcel', async () => {
    const token = await newCart()
    await addItem(token, 'RUM_B_700', 1)
    const cart = await address(token, { shippingAddress: { ...ADDRESS, firstName: 'Petr', lastName: 'Novák' } })
    expect(cart.billingAddress).toMatchObject({ firstName: 'Jana' })
    expect(cart.shippingAddress).toMatchObject({ firstName: 'Petr', lastName: 'Novák' })
  })

  it('validates names, phone, ZIP, IČO and DIČ with the Czech messages of docs/product.md#validation', async () => {
    const token = await newCart()
    await addItem(token, 'RUM_B_700', 1)
    const response = await send('PUT', `/orders/${token}`, {
      email: 'not-an-email',
      billingAddress: {
        ...ADDRESS,
        firstName: 'J4na',
        postcode: '810 00',
        phoneNumber: '',
        company: 'Firma s.r.o.',
        companyId: '12345678',
        vatId: 'cz123',
      },
    })
    expect(response.status).toBe(422)
    const messages = Object.fromEntries((await violationsOf(response)).map((v) => [v.propertyPath, v.message]))
    expect(messages).toMatchObject({
      email: 'Zadejte platnou e-mailovou adresu.',
      'billingAddress.firstName': 'Zadejte jen písmena.',
      'billingAddress.postcode': 'Zadejte PSČ jako 5 číslic, např. 110 00.',
      'billingAddress.phoneNumber': 'Bez telefonního čísla se bohužel neobejdeme.',
      'billingAddress.companyId': 'Zadejte platné IČO.',
      'billingAddress.vatId': 'DIČ může obsahovat jen číslice a velká písmena (4 až 20 znaků).',
    })
    const valid = await send('PUT', `/orders/${token}`, {
      billingAddress: { ...ADDRESS, company: 'Firma s.r.o.', companyId: '25596641', vatId: 'CZ25596641' },
    })
    expect(valid.status).toBe(200)
  })

  it('says an empty name is required, not that it is too short (docs/product.md#validation)', async () => {
    const token = await newCart()
    await addItem(token, 'RUM_B_700', 1)
    const response = await send('PUT', `/orders/${token}`, {
      billingAddress: { ...ADDRESS, firstName: '', lastName: 'J' },
    })
    expect(response.status).toBe(422)
    const names = (await violationsOf(response)).filter((v) => v.propertyPath.endsWith('Name'))
    expect(names.map((v) => [v.propertyPath, v.message])).toEqual([
      ['billingAddress.firstName', 'Toto pole je povinné.'],
      ['billingAddress.lastName', 'Zadejte alespoň 2 znaky.'],
    ])
  })

  it('applies a coupon, refuses an unknown one, and drops it when the next update leaves it out', async () => {
    const token = await newCart()
    await addItem(token, 'RUM_B_700', 1)
    const applied = await orderOf(await send('PUT', `/orders/${token}`, { couponCode: 'stovka' }))
    expect(applied).toMatchObject({ couponCode: 'stovka', orderPromotionTotal: -13000, itemsTotal: 17000 })
    const unknown = await send('PUT', `/orders/${token}`, { couponCode: 'NEEXISTUJE' })
    expect(await violationsOf(unknown)).toEqual([
      expect.objectContaining({ propertyPath: 'couponCode', message: 'Kód kupónu je neplatný.' }),
    ])
    expect((await orderOf(await send('GET', `/orders/${token}`))).couponCode).toBe('stovka')
    const dropped = await orderOf(await send('PUT', `/orders/${token}`, { note: 'Zazvonit dvakrát' }))
    expect(dropped).toMatchObject({ couponCode: null, orderPromotionTotal: -3000, notes: 'Zazvonit dvakrát' })
  })

  it('refuses to address an empty cart', async () => {
    const token = await newCart()
    const response = await send('PUT', `/orders/${token}`, { email: 'jana@example.cz' })
    expect(await violationsOf(response)).toEqual([
      expect.objectContaining({ message: 'Prázdnou objednávku nelze zpracovat.' }),
    ])
  })
})
