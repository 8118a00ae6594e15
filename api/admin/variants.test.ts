import { beforeAll, describe, expect, it } from 'vitest'
import { constraintViolationList } from '../../contract/hydra'
import { refreshSearchIndex } from '../db/search'
import { drainWatchdog } from '../domain/watchdog'
import { addProduct } from '../test/fixtures'
import { testEnv } from '../test/env'
import { row } from '../test/sql'
import { admin } from '../test/admin-client'
import { watching } from '../test/watchdog-fixtures'

async function alertsTo(email: string): Promise<string[]> {
  const { results } = await row(
    testEnv.DB,
    "SELECT subject FROM mail_outbox WHERE to_address = ? AND template = 'watchdog-alert'",
    email,
  ).all<{ subject: string }>()
  return results.map((r) => r.subject)
}

async function priceHistory(code: string) {
  const { results } = await row(
    testEnv.DB,
    'SELECT price, original_price FROM variant_price_history WHERE variant_id = (SELECT id FROM product_variants WHERE code = ?) ORDER BY id',
    code,
  ).all<{ price: number; original_price: number | null }>()
  return results
}

const patch = (code: string, body: unknown, contentType?: string) =>
  admin('PATCH', `/product-variants/${code}`, { body, contentType })

beforeAll(async () => {
  await addProduct(testEnv.DB, {
    code: 'P_RUM',
    cs: { name: 'Rum Admin', slug: 'rum-admin' },
    variants: [{ code: 'RUM_07', price: 100_000, onHand: 5 }],
  })
  await addProduct(testEnv.DB, {
    code: 'P_GIN',
    cs: { name: 'Gin Admin', slug: 'gin-admin' },
    variants: [{ code: 'GIN_07', price: 50_000, onHand: 0 }],
  })
  await addProduct(testEnv.DB, {
    code: 'P_HELD',
    cs: { name: 'Držený', slug: 'drzeny' },
    variants: [{ code: 'HELD_07', price: 50_000, onHand: 5, onHold: 3 }],
  })
  await addProduct(testEnv.DB, {
    code: 'P_BOXED',
    cs: { name: 'Vermut v krabici', slug: 'vermut-v-krabici' },
    variants: [{ code: 'BOXED_07', name: '0,7 l v dárkovém balení', price: 40_000, onHand: 2 }],
  })
})

describe('GET /product-variants/{code}', () => {
  it('names the product and the variant, so staff read what bottle it is, not only its code', async () => {
    const response = await admin('GET', '/product-variants/BOXED_07')

    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      code: 'BOXED_07',
      name: 'Vermut v krabici',
      variantName: '0,7 l v dárkovém balení',
    })
    expect(await (await admin('GET', '/product-variants/RUM_07')).json()).toMatchObject({
      name: 'Rum Admin',
      variantName: null,
    })
  })
})

describe('PATCH /product-variants/{code}', () => {
  it('changes the price, records it in the 30-day history and sends the watcher one alert', async () => {
    const { email } = await watching('RUM_07', [{ type: 'price_lower_than', price: 95_000 }])
    const historyBefore = await priceHistory('RUM_07')

    const response = await patch('RUM_07', { channelPricings: { WEB_CZ: { price: 89_900, originalPrice: 100_000 } } })

    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      '@id': '/api/v2/admin/product-variants/RUM_07',
      '@type': 'ProductVariant',
      code: 'RUM_07',
      onHand: 5,
      channelPricings: { WEB_CZ: { channelCode: 'WEB_CZ', price: 89_900, originalPrice: 100_000 } },
    })
    expect((await priceHistory('RUM_07')).slice(historyBefore.length)).toEqual([
      { price: 89_900, original_price: 100_000 },
    ])
    // the shop shows the new price at once
    const shop = await (await import('../test/fixtures')).get('/api/v2/shop/product-variants/RUM_07')
    expect(await shop.json()).toMatchObject({ price: 89_900, originalPrice: 100_000 })

    await drainWatchdog(testEnv)
    await drainWatchdog(testEnv)
    expect(await alertsTo(email)).toEqual(['Rum Admin je nyní levněji – Drinkárna'])
  })

  it('returns stock and sends the back-in-stock alert', async () => {
    const { email } = await watching('GIN_07', [{ type: 'back_in_stock' }])

    const response = await patch('GIN_07', { onHand: 12 })

    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      onHand: 12,
      channelPricings: { WEB_CZ: { price: 50_000, originalPrice: null } },
    })
    // stock alone leaves the price history alone
    expect(await priceHistory('GIN_07')).toEqual([])
    await drainWatchdog(testEnv)
    expect(await alertsTo(email)).toEqual(['Gin Admin je opět skladem – Drinkárna'])
  })

  it('writes an audit row with who, what and the values before and after', async () => {
    await patch('HELD_07', { onHand: 8 })
    const log = await (
      await admin('GET', '/audit-log-entries?resource=/api/v2/admin/product-variants/HELD_07')
    ).json<{ 'hydra:member': unknown[] }>()
    expect(log['hydra:member']).toEqual([
      expect.objectContaining({
        actor: 'ops',
        action: 'update',
        before: { price: 50_000, originalPrice: null, onHand: 5, onHold: 3 },
        after: { price: 50_000, originalPrice: null, onHand: 8, onHold: 3 },
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
      }),
    ])
  })

  it('refuses stock below what orders hold, an unknown channel and bad numbers with Czech violations', async () => {
    const below = await patch('HELD_07', { onHand: 2 })
    expect(below.status).toBe(422)
    expect(constraintViolationList.parse(await below.json()).violations).toEqual([
      {
        propertyPath: 'onHand',
        message: 'Skladem nemůže být méně kusů, než kolik drží nezaplacené objednávky (3).',
        code: 'onHandBelowOnHold',
      },
    ])
    const channel = await patch('HELD_07', { channelPricings: { WEB_SK: { price: 1 } } })
    expect(
      constraintViolationList.parse(await channel.json()).violations.map((v) => [v.propertyPath, v.message]),
    ).toEqual([['channelPricings.WEB_SK', 'Prodejní kanál WEB_SK neexistuje.']])
    const numbers = await patch('HELD_07', { onHand: -1, channelPricings: { WEB_CZ: { price: 10.5 } } })
    expect(numbers.status).toBe(422)
    expect(
      constraintViolationList.parse(await numbers.json()).violations.map((v) => [v.propertyPath, v.message]),
    ).toEqual([
      ['channelPricings.WEB_CZ.price', 'Zadejte celé číslo.'],
      ['onHand', 'Hodnota musí být alespoň 0.'],
    ])
    const unchanged = await (await admin('GET', '/product-variants/HELD_07')).json()
    expect(unchanged).toMatchObject({ onHand: 8, channelPricings: { WEB_CZ: { price: 50_000 } } })
  })

  it('wants a merge patch, and a variant that exists', async () => {
    expect((await patch('HELD_07', { onHand: 9 }, 'application/json')).status).toBe(415)
    expect((await patch('NO_SUCH', { onHand: 9 })).status).toBe(404)
  })
})

describe('GET /product-variants (finding what to reprice)', () => {
  type Listed = { code: string; name: string; onHand: number; channelPricings: { WEB_CZ: { price: number } } }
  const list = async (query: string) => {
    const response = await admin('GET', `/product-variants${query}`)
    const body = (await response.json()) as { 'hydra:member': Listed[]; 'hydra:totalItems': number }
    return { status: response.status, body, codes: body['hydra:member']?.map((m) => m.code) }
  }

  it('finds variants by a part of the product name or of the code, any case, sorted by name', async () => {
    const byName = await list('?search=admin')
    expect(byName.status).toBe(200)
    expect(byName.codes).toEqual(['GIN_07', 'RUM_07'])
    expect(byName.body['hydra:member'][0]).toMatchObject({
      '@id': '/api/v2/admin/product-variants/GIN_07',
      name: 'Gin Admin',
      onHand: expect.any(Number),
      channelPricings: { WEB_CZ: { price: 50_000 } },
    })
    expect((await list('?search=held_0')).codes).toEqual(['HELD_07'])
    expect((await list('?search=%20Držený%20')).codes).toEqual(['HELD_07'])
  })

  it('finds a name typed without its diacritics or in capitals, through the search index', async () => {
    expect((await list('?search=drzeny')).codes).toEqual([])
    await refreshSearchIndex(testEnv.DB)
    expect((await list('?search=DRZENY')).codes).toEqual(['HELD_07'])
    // any characters are words, never FTS syntax
    expect((await list('?search=%22drz%22%20OR%20*')).status).toBe(200)
  })

  it('takes % and _ as the characters they are, not as wildcards', async () => {
    expect((await list('?search=%25')).body['hydra:totalItems']).toBe(0)
    expect((await list('?search=R_M')).body['hydra:totalItems']).toBe(0)
  })

  it('pages the whole catalogue without a search, and counts what matches', async () => {
    const first = await list('?itemsPerPage=2')
    expect(first.codes).toHaveLength(2)
    expect(first.body['hydra:totalItems']).toBeGreaterThanOrEqual(3)
    const second = await list('?itemsPerPage=2&page=2')
    expect(second.codes).not.toContain(first.codes![0])
  })

  it('refuses more than 50 a page and a search over 100 characters, and wants the staff token', async () => {
    expect((await list('?itemsPerPage=51')).status).toBe(422)
    expect((await list(`?search=${'a'.repeat(101)}`)).status).toBe(422)
    expect((await admin('GET', '/product-variants?search=rum', { token: null })).status).toBe(401)
  })
})
