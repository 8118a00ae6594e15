import { beforeAll, describe, expect, it } from 'vitest'
import { watchdogEntry } from '../../contract/watchdog'
import { send, violationsOf } from '../test/checkout-fixtures'
import { addDrinksCatalogue, addProduct } from '../test/fixtures'
import { testEnv } from '../test/env'
import { row } from '../test/sql'
import { customer, entryOf, NBSP } from '../test/watchdog-customers'

beforeAll(async () => {
  await addDrinksCatalogue(testEnv.DB)
})

describe('the watch list without login', () => {
  it('answers 401 to guests on every call, before looking at the input', async () => {
    for (const [method, path, body] of [
      ['GET', '/watchdog', undefined],
      ['POST', '/watchdog', { productVariantCode: 'RUM_A_700', events: [{ type: 'back_in_stock' }] }],
      ['POST', '/watchdog', { nonsense: true }],
      ['GET', '/watchdog/RUM_A_700', undefined],
      ['PUT', '/watchdog/RUM_A_700', { events: [] }],
      ['DELETE', '/watchdog/RUM_A_700', undefined],
    ] as const) {
      const response = await send(method, path, body)
      expect(response.status, `${method} ${path}`).toBe(401)
      expect(await response.json()).toEqual({ code: 401, message: 'JWT Token not found' })
    }
  })
})

describe('the watch list of a customer', () => {
  it('adds, lists, shows, re-arms and removes an entry', async () => {
    const auth = await customer('hlidac@example.cz')
    const created = await send(
      'POST',
      '/watchdog',
      { productVariantCode: 'RUM_A_700', events: [{ type: 'back_in_stock' }, { type: 'price_lower_than' }] },
      auth,
    )
    expect(created.status).toBe(201)
    const entry = await entryOf(created)
    expect(entry).toMatchObject({
      '@id': '/api/v2/shop/watchdog/RUM_A_700',
      '@type': 'WatchdogEntry',
      productVariant: {
        '@id': '/api/v2/shop/product-variants/RUM_A_700',
        code: 'RUM_A_700',
        name: '0,7 l',
        price: 50000,
        inStock: true,
        available: true,
      },
      product: {
        '@id': '/api/v2/shop/products/RUM_A',
        code: 'RUM_A',
        name: 'Rum A',
        slug: 'rum-a',
        image: '/media/products/rum-a.jpg',
      },
      events: [
        { type: 'back_in_stock', price: null, state: 'armed', firedAt: null },
        // no price given: the price the customer saw
        { type: 'price_lower_than', price: 50000, state: 'armed', firedAt: null },
      ],
      state: 'armed',
      firedAt: null,
    })

    // the same variant again: the entry is updated, not doubled
    const again = await send(
      'POST',
      '/watchdog',
      {
        productVariantCode: '/api/v2/shop/product-variants/RUM_A_700',
        events: [{ type: 'price_lower_than', price: 45000 }],
      },
      auth,
    )
    expect(again.status).toBe(200)
    expect((await entryOf(again)).events).toEqual([
      expect.objectContaining({ type: 'price_lower_than', price: 45000, state: 'armed' }),
    ])
    await send('POST', '/watchdog', { productVariantCode: 'RUM_B_700', events: [] }, auth)

    const list = (await (await send('GET', '/watchdog', undefined, auth)).json()) as {
      '@type': string
      'hydra:totalItems': number
      'hydra:member': unknown[]
    }
    expect(list).toMatchObject({ '@id': '/api/v2/shop/watchdog', '@type': 'hydra:Collection', 'hydra:totalItems': 2 })
    const members = list['hydra:member'].map((member) => watchdogEntry.parse(member))
    expect(members.map((member) => [member.productVariant.code, member.state])).toEqual([
      ['RUM_B_700', 'idle'],
      ['RUM_A_700', 'armed'],
    ])

    const shown = await entryOf(await send('GET', '/watchdog/RUM_A_700', undefined, auth))
    expect(shown.events).toHaveLength(1)
    const replaced = await entryOf(
      await send(
        'PUT',
        '/watchdog/RUM_A_700',
        { productVariantCode: 'RUM_A_700', events: [{ type: 'back_in_stock' }] },
        auth,
      ),
    )
    expect(replaced.events).toEqual([expect.objectContaining({ type: 'back_in_stock', price: null, state: 'armed' })])

    expect((await send('DELETE', '/watchdog/RUM_A_700', undefined, auth)).status).toBe(204)
    expect((await send('GET', '/watchdog/RUM_A_700', undefined, auth)).status).toBe(404)
    expect((await send('DELETE', '/watchdog/RUM_A_700', undefined, auth)).status).toBe(404)
    expect((await send('PUT', '/watchdog/RUM_A_700', { events: [] }, auth)).status).toBe(404)
  })

  it('shows nobody else an entry, and lets nobody else change or remove it', async () => {
    const alice = await customer('alice@example.cz')
    const bob = await customer('bob@example.cz')
    await entryOf(
      await send(
        'POST',
        '/watchdog',
        { productVariantCode: 'WHISKY_C_700', events: [{ type: 'back_in_stock' }] },
        alice,
      ),
    )
    const before = await (await send('GET', '/watchdog/WHISKY_C_700', undefined, alice)).text()

    const bobsList = (await (await send('GET', '/watchdog', undefined, bob)).json()) as { 'hydra:totalItems': number }
    expect(bobsList['hydra:totalItems']).toBe(0)
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { events: [{ type: 'price_lower_than' }] }],
      ['DELETE', undefined],
    ] as const) {
      const response = await send(method, '/watchdog/WHISKY_C_700', body, bob)
      expect(response.status, method).toBe(404)
      expect(await response.text()).not.toContain('alice')
    }
    expect(await (await send('GET', '/watchdog/WHISKY_C_700', undefined, alice)).text()).toBe(before)

    // Bob watching the same variant makes his own entry
    expect((await send('POST', '/watchdog', { productVariantCode: 'WHISKY_C_700', events: [] }, bob)).status).toBe(201)
    expect((await entryOf(await send('GET', '/watchdog/WHISKY_C_700', undefined, alice))).events).toHaveLength(1)
  })

  it('refuses unknown and disabled variants and bad events with Czech messages', async () => {
    const auth = await customer('chyby@example.cz')
    const post = (body: unknown) => send('POST', '/watchdog', body, auth)
    for (const code of ['NEEXISTUJE', 'WHISKY_C_50', 'HIDDEN_D_700']) {
      const response = await post({ productVariantCode: code, events: [{ type: 'back_in_stock' }] })
      expect(response.status, code).toBe(422)
      expect(await violationsOf(response)).toEqual([
        expect.objectContaining({
          propertyPath: 'productVariantCode',
          message: `Varianta produktu ${code} neexistuje.`,
        }),
      ])
    }
    const cases: Array<[unknown, Record<string, string>]> = [
      [{ events: [] }, { productVariantCode: 'Toto pole je povinné.' }],
      [{ productVariantCode: 'RUM_B_700' }, { events: 'Toto pole je povinné.' }],
      [
        { productVariantCode: 'RUM_B_700', events: [{ type: 'cheaper' }] },
        { 'events[0].type': 'Zadaná hodnota není platná.' },
      ],
      [
        { productVariantCode: 'RUM_B_700', events: [{ type: 'back_in_stock' }, { type: 'back_in_stock' }] },
        { events: 'Každou událost zadejte jen jednou.' },
      ],
      [
        { productVariantCode: 'RUM_B_700', events: [{ type: 'price_lower_than', price: 12.5 }] },
        { 'events[0].price': 'Zadejte celé číslo.' },
      ],
      [
        { productVariantCode: 'RUM_B_700', events: [{ type: 'price_lower_than', price: 30000 }] },
        { 'events[0].price': `Cílová cena musí být nižší než současná cena 300${NBSP}Kč.` },
      ],
      [{ productVariantCode: 'RUM_B_700', events: 'back_in_stock' }, { events: 'Zadaná hodnota není platná.' }],
    ]
    for (const [body, expected] of cases) {
      const response = await post(body)
      expect(response.status, JSON.stringify(body)).toBe(422)
      const violations = await violationsOf(response)
      expect(Object.fromEntries(violations.map((v) => [v.propertyPath, v.message])), JSON.stringify(body)).toEqual(
        expected,
      )
    }
    const english = await send(
      'POST',
      '/watchdog',
      { productVariantCode: 'NOPE', events: [] },
      { ...auth, 'accept-language': 'en-US' },
    )
    expect((await violationsOf(english))[0]?.message).toBe('The product variant NOPE does not exist.')

    await entryOf(await post({ productVariantCode: 'RUM_B_700', events: [] }))
    const wrongVariant = await send('PUT', '/watchdog/RUM_B_700', { productVariantCode: 'RUM_A_700', events: [] }, auth)
    expect(await violationsOf(wrongVariant)).toEqual([
      expect.objectContaining({ propertyPath: 'productVariantCode', message: 'Zadaná hodnota není platná.' }),
    ])
    const list = (await (await send('GET', '/watchdog', undefined, auth)).json()) as { 'hydra:totalItems': number }
    expect(list['hydra:totalItems']).toBe(1)
  })

  it('keeps a list to 200 entries, and still updates one on it', async () => {
    const auth = await customer('plny@example.cz')
    await entryOf(await send('POST', '/watchdog', { productVariantCode: 'RUM_B_700', events: [] }, auth))
    for (let i = 0; i < 199; i++) {
      await addProduct(testEnv.DB, { code: `MANY_${i}`, variants: [{ code: `MANY_${i}_V`, price: 1000 }] })
    }
    await row(
      testEnv.DB,
      `INSERT INTO watchdog_entries (customer_id, variant_id, storefront_origin)
       SELECT c.id, v.id, 'http://localhost' FROM customers c, product_variants v WHERE c.email = 'plny@example.cz' AND v.code LIKE 'MANY\\_%' ESCAPE '\\'`,
    ).run()
    const full = await send('POST', '/watchdog', { productVariantCode: 'RUM_A_700', events: [] }, auth)
    expect(full.status).toBe(422)
    expect(await violationsOf(full)).toEqual([
      expect.objectContaining({ propertyPath: '', message: 'Hlídat můžete nejvýše 200 produktů.' }),
    ])
    expect(
      (await send('POST', '/watchdog', { productVariantCode: 'RUM_B_700', events: [{ type: 'back_in_stock' }] }, auth))
        .status,
    ).toBe(200)
  })
})
