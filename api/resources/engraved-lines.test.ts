import { beforeAll, describe, expect, it } from 'vitest'
import type { WireOrder } from '../../contract/order'
import {
  address,
  choosePayment,
  chooseShipping,
  complete,
  newCart,
  orderOf,
  send,
  setStock,
  stockOf,
  verifiedAdult,
  violationsOf,
} from '../test/checkout-fixtures'
import { setEngraving } from '../test/discovery-fixtures'
import { gatedDb } from '../test/gated-db'
import { testEnv } from '../test/env'
import { addDrinksCatalogue } from '../test/fixtures'
import { row } from '../test/sql'

/** Engraved order lines (docs/decisions/032-engraved-order-lines.md): the text travels from the cart to the mail. */

const engrave = (token: string, productVariant: string, quantity: number, engraving?: string | null) =>
  send('POST', `/orders/${token}/items`, {
    productVariant,
    quantity,
    ...(engraving === undefined ? {} : { engraving }),
  })

const lines = (order: WireOrder) => order.items.map((item) => [item.variantCode, item.engraving, item.quantity])

beforeAll(async () => {
  await addDrinksCatalogue(testEnv.DB)
  await setEngraving(testEnv.DB, 'RUM_A', 20)
  await setStock(testEnv.DB, 'RUM_A_700', 10)
  await setStock(testEnv.DB, 'RUM_B_700', 10)
})

describe('POST /orders/{token}/items with an engraving', () => {
  it('keeps each text on its own line, merges the same text (however it was spaced) and the plain bottles', async () => {
    const token = await newCart()
    await orderOf(await engrave(token, 'RUM_A_700', 1, 'Pro Pavla'))
    await orderOf(await engrave(token, 'RUM_A_700', 1, '  Pro   Pavla '))
    await orderOf(await engrave(token, 'RUM_A_700', 1, 'Pro Janu'))
    await orderOf(await engrave(token, 'RUM_A_700', 1))
    const cart = await orderOf(await engrave(token, 'RUM_A_700', 1, ''))

    expect(lines(cart)).toEqual([
      ['RUM_A_700', 'Pro Pavla', 2],
      ['RUM_A_700', 'Pro Janu', 1],
      ['RUM_A_700', null, 2],
    ])
    // a lookup from a fresh read says the same: the text is stored, not only echoed
    expect(lines(await orderOf(await send('GET', `/orders/${token}`)))).toEqual(lines(cart))
  })

  it('refuses a text longer than the product allows, counted in characters, with the shop’s message', async () => {
    const token = await newCart()
    const exact = await engrave(token, 'RUM_A_700', 1, 'Žluťoučký kůň úpí ďá')
    expect(exact.status).toBe(201)
    const over = await engrave(token, 'RUM_A_700', 1, 'Žluťoučký kůň úpí ďáb')
    expect(over.status).toBe(422)
    expect(await violationsOf(over)).toEqual([
      expect.objectContaining({ propertyPath: 'engraving', message: 'Text je příliš dlouhý' }),
    ])
  })

  it('refuses a text for a product that cannot be engraved, and characters an engraver cannot cut', async () => {
    const token = await newCart()
    const plain = await engrave(token, 'RUM_B_700', 1, 'Pro Pavla')
    expect(plain.status).toBe(422)
    expect((await violationsOf(plain))[0]).toMatchObject({
      propertyPath: 'engraving',
      message: 'Tento produkt gravírování nenabízí.',
    })
    const emoji = await engrave(token, 'RUM_A_700', 1, 'Na zdraví 🥃')
    expect(emoji.status).toBe(422)
    expect((await violationsOf(emoji))[0]?.propertyPath).toBe('engraving')
    const control = await engrave(token, 'RUM_A_700', 1, 'A\u0000B')
    expect(control.status).toBe(422)
    const huge = await engrave(token, 'RUM_A_700', 1, 'x'.repeat(5000))
    expect(huge.status).toBe(422)
    expect((await orderOf(await send('GET', `/orders/${token}`))).items).toEqual([])
  })
})

describe('stock of a variant on several engraved lines', () => {
  it('counts every line of the variant when adding and when changing a quantity', async () => {
    await setStock(testEnv.DB, 'RUM_A_700', 4)
    const token = await newCart()
    await orderOf(await engrave(token, 'RUM_A_700', 2, 'Pro Pavla'))
    const cart = await orderOf(await engrave(token, 'RUM_A_700', 2, 'Pro Janu'))
    // a fifth bottle under yet another text would oversell the shelf
    expect((await engrave(token, 'RUM_A_700', 1, 'Pro Evu')).status).toBe(422)
    const janu = cart.items.find((item) => item.engraving === 'Pro Janu')!
    expect((await send('PATCH', `/orders/${token}/items/${janu.id}`, { quantity: 3 })).status).toBe(422)
    expect((await send('PATCH', `/orders/${token}/items/${janu.id}`, { quantity: 1 })).status).toBe(200)
    await setStock(testEnv.DB, 'RUM_A_700', 10)
  })

  it('puts the sum of the lines on hold when the order is placed, and refuses it when the sum is not in stock', async () => {
    await setStock(testEnv.DB, 'RUM_A_700', 3)
    const token = await newCart()
    await orderOf(await engrave(token, 'RUM_A_700', 2, 'Pro Pavla'))
    await orderOf(await engrave(token, 'RUM_A_700', 1, 'Pro Janu'))
    await address(token)
    await orderOf(await chooseShipping(token, 'courier'))
    await orderOf(await choosePayment(token, 'bank_transfer'))
    await verifiedAdult(token)
    // someone else buys a bottle between this cart's last look and its completion
    await setStock(testEnv.DB, 'RUM_A_700', 3, 1)
    const refused = await complete(token)
    expect(refused.status).toBe(422)
    expect(await stockOf(testEnv.DB, 'RUM_A_700')).toEqual({ on_hand: 3, on_hold: 1 })

    await setStock(testEnv.DB, 'RUM_A_700', 3)
    // the same, but the other purchase lands between the completion's stock check and its placement: the
    // placement's own guard must sum the lines too (each line alone, 2 and 1, fits the 2 left)
    const slow = gatedDb(/SET state = 'new'/, 'before')
    const racing = send('PATCH', `/orders/${token}/complete`, {}, {}, slow.env)
    await slow.reached
    await setStock(testEnv.DB, 'RUM_A_700', 3, 1)
    slow.release()
    const refusedLate = await racing
    expect(refusedLate.status).toBe(422)
    expect((await violationsOf(refusedLate))[0]?.message).toBe('Produkt Rum A není skladem v požadovaném množství.')
    expect(await stockOf(testEnv.DB, 'RUM_A_700')).toEqual({ on_hand: 3, on_hold: 1 })

    await setStock(testEnv.DB, 'RUM_A_700', 3)
    const placed = await orderOf(await complete(token))
    expect(placed.state).toBe('new')
    expect(await stockOf(testEnv.DB, 'RUM_A_700')).toEqual({ on_hand: 3, on_hold: 3 })
    await setStock(testEnv.DB, 'RUM_A_700', 10)
  })
})

describe('a placed order with an engraved line', () => {
  async function placeEngraved(email: string, text: string) {
    const token = await newCart()
    await orderOf(await engrave(token, 'RUM_A_700', 1, text))
    await orderOf(await engrave(token, 'RUM_B_700', 1))
    await address(token, { email })
    await orderOf(await chooseShipping(token, 'courier'))
    await orderOf(await choosePayment(token, 'bank_transfer'))
    await verifiedAdult(token)
    return orderOf(await complete(token))
  }

  it('shows the text in the confirmation mail, escaped in its HTML', async () => {
    const email = 'gravirovani@example.cz'
    await placeEngraved(email, 'Pro <b>Pavla</b>')
    const mail = await row(
      testEnv.DB,
      `SELECT html, text FROM mail_outbox WHERE to_address = ? AND template = 'order-confirmation'`,
      email,
    ).first<{
      html: string
      text: string
    }>()
    expect(mail?.text).toMatch(/\n1× Rum A \(0,7 l\): [^\n]+\n {3}Gravírování: „Pro <b>Pavla<\/b>“\n/)
    expect(mail?.html).toContain('Gravírování: „Pro &lt;b&gt;Pavla&lt;/b&gt;“')
  })

  it('cannot be returned within the 14 days: the engraved line is neither offered nor accepted', async () => {
    const email = 'vraceni-gravirovani@example.cz'
    const placed = await placeEngraved(email, 'Pro Janu')
    const engraved = placed.items.find((item) => item.engraving === 'Pro Janu')!
    const plain = placed.items.find((item) => item.engraving === null)!
    const listed = (await (
      await send('POST', '/claim-requests/returnable-items', { orderNumber: placed.number, email })
    ).json()) as {
      'hydra:member': Array<{ id: number }>
    }
    expect(listed['hydra:member'].map((item) => item.id)).toEqual([plain.id])

    const form = new FormData()
    for (const [name, value] of Object.entries({
      type: 'return',
      orderNumber: placed.number!,
      email,
      bankAccount: '19-2000145399/0800',
    }))
      form.append(name, value)
    form.append('items', String(engraved.id))
    const { default: app } = await import('../index')
    const refused = await app.request(
      '/api/v2/shop/claim-requests',
      { method: 'POST', headers: { accept: 'application/ld+json' }, body: form },
      testEnv,
    )
    expect(refused.status).toBe(422)
    expect((await violationsOf(refused)).map((v) => v.propertyPath)).toEqual(['items'])
  })
})
