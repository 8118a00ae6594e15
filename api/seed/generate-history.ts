import { shopPrice } from './pricing.ts'
import { type Rng, rngFor } from './prng.ts'
import { sqlDateTime } from './text.ts'
import type { PriceHistoryRow, VariantRow } from './types.ts'

/** The demo's "today": prices in the catalogue are the ones in force on 1 November 2026. */
export const PRICES_AS_OF = Date.UTC(2026, 10, 1)
/** How far back the history reaches (less for products created later). */
const HISTORY_DAYS = 120
/** The window of the lowest price before a discount (api/db/price-history.ts). */
const WINDOW_DAYS = 30
const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

type Change = { at: number; price: number; original: number | null }

/** An earlier regular price near `next`: another shop price, never the same one. */
function earlierPrice(next: number, rng: Rng): number {
  const price = shopPrice((next / 100) * (0.86 + rng.next() * 0.22), rng)
  return price === next ? next + (rng.chance(0.5) ? 1000 : -1000) : price
}

/** `count` sorted, distinct instants in [from, to), whole seconds. */
function instants(from: number, to: number, count: number, rng: Rng): number[] {
  const seconds = new Set<number>()
  while (seconds.size < count) seconds.add(Math.floor((from + rng.next() * (to - from)) / 1000))
  return [...seconds].sort((a, b) => a - b).map((s) => s * 1000)
}

/** Regular prices from `from` until `until`, ending with `last` (the row in force at `until`). */
function regularChanges(from: number, until: number, last: number, extra: number, rng: Rng): Change[] {
  const times = [from, ...(until - from > 2 * DAY_MS ? instants(from + DAY_MS, until, extra, rng) : [])]
  const prices = [last]
  while (prices.length < times.length) prices.unshift(earlierPrice(prices[0]!, rng))
  return times.map((at, i) => ({ at, price: prices[i]!, original: null }))
}

/**
 * 2-5 price changes of one variant over the ~120 days before PRICES_AS_OF (from its creation when that is later),
 * the last one its current price. A variant on offer went from its regular price (the original price) to the
 * discount 2-25 days ago; about a third of them had a short dip in the 30 days before, so their lowest price
 * before the discount is below the original price.
 */
function changesOf(variant: VariantRow, rng: Rng): Change[] {
  const created = Date.parse(`${variant.created_at.replace(' ', 'T')}Z`)
  const earliest = PRICES_AS_OF - (HISTORY_DAYS - rng.int(0, 5)) * DAY_MS - rng.int(0, 23) * HOUR_MS
  const from = Math.min(Math.max(created, earliest), PRICES_AS_OF - DAY_MS)
  if (variant.original_price === null || variant.original_price <= variant.price) {
    const changes = regularChanges(from, PRICES_AS_OF - DAY_MS, variant.price, rng.int(1, 4), rng)
    // a variant known for less than two days has not changed its price yet: the row before it is from its launch
    if (changes.length === 1)
      changes.unshift({ at: from - DAY_MS, price: earlierPrice(variant.price, rng), original: null })
    return changes
  }
  const regular = variant.original_price
  const discount = variant.price
  let start = PRICES_AS_OF - rng.int(2, 25) * DAY_MS - rng.int(0, 23) * HOUR_MS
  if (start <= from + HOUR_MS) start = from + Math.floor((PRICES_AS_OF - from) / 2)
  const windowStart = start - WINDOW_DAYS * DAY_MS
  const dip = rng.chance(1 / 3)
  const changes = regularChanges(from, Math.min(windowStart, start - DAY_MS), regular, rng.int(0, dip ? 1 : 2), rng)
  const lastRegular = changes[changes.length - 1]!.at
  const dipFrom = Math.max(windowStart, lastRegular) + DAY_MS
  const dipDays = rng.int(2, 5)
  if (dip && dipFrom + (dipDays + 1) * DAY_MS < start) {
    const dipStart = dipFrom + Math.floor(rng.next() * (start - (dipDays + 1) * DAY_MS - dipFrom))
    const dipPrice = Math.round((discount + (regular - discount) * (0.3 + rng.next() * 0.4)) / 100) * 100
    const price = dipPrice > discount && dipPrice < regular ? dipPrice : discount + Math.floor((regular - discount) / 2)
    changes.push(
      { at: dipStart, price, original: regular },
      { at: dipStart + dipDays * DAY_MS, price: regular, original: null },
    )
  }
  changes.push({ at: start, price: discount, original: regular })
  return changes
}

/** The price history of every variant, rows numbered from 1 in variant order. */
export function buildPriceHistory(variants: readonly VariantRow[], seed: number): PriceHistoryRow[] {
  const rows: PriceHistoryRow[] = []
  for (const variant of variants) {
    for (const change of changesOf(variant, rngFor(seed, `history ${variant.code}`))) {
      rows.push({
        id: rows.length + 1,
        variant_id: variant.id,
        price: change.price,
        original_price: change.original,
        effective_from: sqlDateTime(new Date(change.at)),
      })
    }
  }
  return rows
}
