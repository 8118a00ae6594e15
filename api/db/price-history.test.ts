import { beforeAll, describe, expect, it } from 'vitest'
import { addProduct } from '../test/fixtures'
import { addPriceHistory } from '../test/discovery-fixtures'
import { testEnv } from '../test/env'
import { lowestPriceBeforeDiscount } from './price-history'
import { prepare, sql } from './sql'

type History = Parameters<typeof addPriceHistory>[2]

let next = 0
/** A product with one variant at this price and was-price, and the given history; returns the variant code. */
async function variantWith(price: number, originalPrice: number | null, history: History): Promise<string> {
  const code = `P${++next}`
  await addProduct(testEnv.DB, { code, variants: [{ code: `${code}_V`, price, originalPrice }] })
  if (history.length > 0) await addPriceHistory(testEnv.DB, `${code}_V`, history)
  return `${code}_V`
}

async function lowest(variantCode: string): Promise<number | null> {
  const row = await prepare(
    testEnv.DB,
    sql`SELECT ${lowestPriceBeforeDiscount('v')} AS lowest FROM product_variants v WHERE v.code = ${variantCode}`,
  ).first<{ lowest: number | null }>()
  return row!.lowest
}

beforeAll(async () => {
  await testEnv.DB.prepare("INSERT INTO taxons (code) VALUES ('menu_category')").run()
})

describe('lowestPriceBeforeDiscount', () => {
  it('is null for a variant that is not on offer, whatever its history', async () => {
    const regular = await variantWith(10000, null, [
      { price: 8000, from: '2026-09-01 00:00:00' },
      { price: 10000, from: '2026-10-01 00:00:00' },
    ])
    const originalAtPrice = await variantWith(10000, 10000, [{ price: 12000, from: '2026-09-01 00:00:00' }])

    expect(await lowest(regular)).toBeNull()
    expect(await lowest(originalAtPrice)).toBeNull()
  })

  it('is the regular price that was in force before the discount started', async () => {
    const code = await variantWith(8000, 10000, [
      { price: 10000, from: '2026-07-01 00:00:00' },
      { price: 8000, originalPrice: 10000, from: '2026-10-20 09:30:00' },
    ])

    expect(await lowest(code)).toBe(10000)
  })

  it('counts a dip inside the 30 days before the discount', async () => {
    const code = await variantWith(8000, 10000, [
      { price: 10000, from: '2026-07-01 00:00:00' },
      { price: 8500, originalPrice: 10000, from: '2026-10-01 00:00:00' },
      { price: 10000, from: '2026-10-05 00:00:00' },
      { price: 8000, originalPrice: 10000, from: '2026-10-20 00:00:00' },
    ])

    expect(await lowest(code)).toBe(8500)
  })

  it('ignores a dip that ended before the window began, but counts the price in force when it began', async () => {
    const code = await variantWith(8000, 10000, [
      { price: 7000, from: '2026-06-01 00:00:00' },
      { price: 9000, from: '2026-08-01 00:00:00' },
      { price: 10000, from: '2026-10-10 00:00:00' },
      { price: 8000, originalPrice: 10000, from: '2026-10-20 00:00:00' },
    ])

    // the window is 2026-09-20 … 2026-10-20: 9 000 was in force at its start, 7 000 long before
    expect(await lowest(code)).toBe(9000)
  })

  it('is null without any history, and when the history has no row before the discount', async () => {
    const none = await variantWith(8000, 10000, [])
    const onlyTheDiscount = await variantWith(8000, 10000, [
      { price: 8000, originalPrice: 10000, from: '2026-10-20 00:00:00' },
    ])

    expect(await lowest(none)).toBeNull()
    expect(await lowest(onlyTheDiscount)).toBeNull()
  })

  it('looks at the 30 days before a discount that has lasted 90 days, not at the last 30 days', async () => {
    const unchanged = await variantWith(8000, 10000, [
      { price: 8000, originalPrice: 10000, from: '2026-08-01 00:00:00' },
    ])
    const withEarlierPrice = await variantWith(8000, 10000, [
      { price: 12000, from: '2026-03-01 00:00:00' },
      { price: 8000, originalPrice: 10000, from: '2026-08-01 00:00:00' },
    ])

    expect(await lowest(unchanged)).toBeNull()
    expect(await lowest(withEarlierPrice)).toBe(12000)
  })

  it('handles a discount that started today, on the very second', async () => {
    const today = new Date().toISOString().slice(0, 19).replace('T', ' ')
    const code = await variantWith(8000, 10000, [
      { price: 9500, from: '2026-01-01 00:00:00' },
      { price: 10000, from: '2026-02-01 00:00:00' },
      { price: 8000, originalPrice: 10000, from: today },
    ])

    expect(await lowest(code)).toBe(10000)
  })

  it('starts the discount at the latest run of rows at the current price, however many rows the run has', async () => {
    const code = await variantWith(8000, 12000, [
      { price: 9000, from: '2026-05-01 00:00:00' },
      { price: 10000, from: '2026-06-01 00:00:00' },
      // an earlier offer at the same price: its window (May) would give 9 000
      { price: 8000, originalPrice: 10000, from: '2026-06-10 00:00:00' },
      { price: 12000, from: '2026-07-01 00:00:00' },
      { price: 8000, originalPrice: 12000, from: '2026-10-20 00:00:00' },
      // only the was-price changed: still the same discount
      { price: 8000, originalPrice: 12500, from: '2026-10-25 00:00:00' },
    ])

    expect(await lowest(code)).toBe(12000)
  })

  it('reads the rows the price-change trigger writes', async () => {
    const code = await variantWith(10000, null, [{ price: 10000, from: '2026-01-01 00:00:00' }])
    await testEnv.DB.prepare('UPDATE product_variants SET price = 7900, original_price = 10000 WHERE code = ?')
      .bind(code)
      .run()

    expect(await lowest(code)).toBe(10000)
  })
})
