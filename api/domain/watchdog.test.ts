import { beforeAll, describe, expect, it } from 'vitest'
import { claimWatchdogChanges } from '../db/watchdog'
import { addProduct } from '../test/fixtures'
import { testEnv } from '../test/env'
import { row } from '../test/sql'
import { drainRound, drainWatchdog, unsubscribeToken, verifyUnsubscribeToken } from './watchdog'
import { watching } from '../test/watchdog-fixtures'

/**
 * The drain of watchdog alerts on real D1: triggers on any write, exactly one alert under concurrent runs
 * and after a run died mid-way, and the unsubscribe token.
 */

async function alertsTo(email: string): Promise<Array<{ subject: string; text: string }>> {
  const { results } = await row(
    testEnv.DB,
    "SELECT subject, text FROM mail_outbox WHERE to_address = ? AND template = 'watchdog-alert' ORDER BY id",
    email,
  ).all<{ subject: string; text: string }>()
  return results
}

async function changesOf(variantCode: string): Promise<string[]> {
  const { results } = await row(
    testEnv.DB,
    'SELECT kind FROM watchdog_changes WHERE variant_id = (SELECT id FROM product_variants WHERE code = ?) ORDER BY id',
    variantCode,
  ).all<{ kind: string }>()
  return results.map((change) => change.kind)
}

const exec = (text: string) => row(testEnv.DB, text).run()

beforeAll(async () => {
  for (const [code, price, onHand] of [
    ['A', 100_000, 0],
    ['B', 100_000, 5],
    ['C', 100_000, 0],
    ['D', 100_000, 0],
    ['E', 100_000, 5],
    ['F', 100_000, 0],
    ['G', 100_000, 0],
    ['H', 100_000, 0],
  ] as const) {
    await addProduct(testEnv.DB, {
      code: `P_${code}`,
      cs: { name: `Likér ${code}`, slug: `liker-${code.toLowerCase()}` },
      variants: [{ code, price, onHand }],
    })
  }
})

describe('the triggers', () => {
  it('log only what may fire an armed event, whoever writes', async () => {
    // nobody watches B yet: checkouts and price changes of unwatched variants leave nothing
    await exec("UPDATE product_variants SET on_hand = 0 WHERE code = 'B'")
    await exec("UPDATE product_variants SET on_hand = 3 WHERE code = 'B'")
    await exec("UPDATE product_variants SET price = 1000 WHERE code = 'B'")
    expect(await changesOf('B')).toEqual([])

    await watching('B', [{ type: 'back_in_stock' }, { type: 'price_lower_than', price: 900 }])
    await exec("UPDATE product_variants SET on_hand = 5 WHERE code = 'B'") // in stock before and after
    await exec("UPDATE product_variants SET price = 1200 WHERE code = 'B'") // up
    await exec("UPDATE product_variants SET price = 950 WHERE code = 'B'") // down, but not below 900
    expect(await changesOf('B')).toEqual([])
    await exec("UPDATE product_variants SET on_hold = 5 WHERE code = 'B'") // all held by orders
    await exec("UPDATE product_variants SET on_hold = 4 WHERE code = 'B'") // one released: back
    await exec("UPDATE product_variants SET price = 899 WHERE code = 'B'")
    await exec("UPDATE product_variants SET enabled = 0 WHERE code = 'B'")
    await exec("UPDATE product_variants SET enabled = 1 WHERE code = 'B'") // enabled again with stock: back
    await exec("UPDATE products SET enabled = 0 WHERE code = 'P_B'")
    await exec("UPDATE products SET enabled = 1 WHERE code = 'P_B'")
    expect(await changesOf('B')).toEqual(['stock', 'price', 'stock', 'stock'])
    // four changes, one customer: one alert with both events
    expect(await drainWatchdog(testEnv)).toBe(1)
    expect(await changesOf('B')).toEqual([])
  })
})

describe('the drain', () => {
  it('sends one alert when two runs drain at once', async () => {
    const { email } = await watching('A', [{ type: 'back_in_stock' }])
    // two changes of the same variant, so that both runs find work
    await exec("UPDATE product_variants SET on_hand = 2 WHERE code = 'A'")
    await exec("UPDATE product_variants SET on_hand = 0 WHERE code = 'A'")
    await exec("UPDATE product_variants SET on_hand = 4 WHERE code = 'A'")
    expect(await changesOf('A')).toEqual(['stock', 'stock'])
    // one change each: both runs see the armed event and try to fire it
    const now = Date.now()
    const rounds = await Promise.all([drainRound(testEnv, now, 1), drainRound(testEnv, now, 1)])
    expect(rounds.map((round) => round.claimed)).toEqual([1, 1])
    expect(rounds.map((round) => round.queued).sort()).toEqual([0, 1])
    expect(await alertsTo(email)).toHaveLength(1)
    expect(await changesOf('A')).toEqual([])
    await Promise.all([drainWatchdog(testEnv), drainWatchdog(testEnv)])
    expect(await alertsTo(email)).toHaveLength(1)
  })

  it('leaves the changes of a run that died to a later run, once its lease is over', async () => {
    const { email } = await watching('C', [{ type: 'back_in_stock' }])
    await exec("UPDATE product_variants SET on_hand = 1 WHERE code = 'C'")
    const now = Date.now()
    // a run claims and dies before firing anything
    expect(await claimWatchdogChanges(testEnv.DB, { now, leaseUntil: now + 120_000, limit: 100 })).toHaveLength(1)
    expect(await drainWatchdog(testEnv, now + 1_000)).toBe(0)
    expect(await alertsTo(email)).toHaveLength(0)
    expect(await drainWatchdog(testEnv, now + 121_000)).toBe(1)
    expect(await drainWatchdog(testEnv, now + 300_000)).toBe(0)
    expect(await alertsTo(email)).toHaveLength(1)
  })

  it('puts both events in one mail when they fire together', async () => {
    const { email } = await watching('D', [{ type: 'back_in_stock' }, { type: 'price_lower_than', price: 100_000 }])
    await exec("UPDATE product_variants SET on_hand = 1, price = 89900 WHERE code = 'D'")
    await drainWatchdog(testEnv)
    const mails = await alertsTo(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Likér D je opět skladem a za nižší cenu – Drinkárna')
    expect(mails[0]!.text).toContain('je opět skladem')
    expect(mails[0]!.text).toContain('klesla pod 1\u00a0000\u00a0Kč. Nyní stojí 899\u00a0Kč.')
    expect(mails[0]!.text).toContain('https://obchod.example/produkt/liker-d')
  })

  it('does not tell of a return to stock logged before the event was armed', async () => {
    const { email, entryId } = await watching('F', [{ type: 'back_in_stock' }])
    await exec("UPDATE product_variants SET on_hand = 1 WHERE code = 'F'")
    // as if the customer had armed it after that return (the storefront showed it in stock)
    await row(
      testEnv.DB,
      "UPDATE watchdog_events SET armed_at = datetime('now', '+1 minute') WHERE entry_id = ?",
      entryId,
    ).run()
    expect(await drainWatchdog(testEnv)).toBe(0)
    expect(await alertsTo(email)).toHaveLength(0)
  })

  it('waits while the product is out of the offer, and alerts when it is back', async () => {
    const { email } = await watching('E', [{ type: 'price_lower_than', price: 100_000 }])
    await exec("UPDATE products SET enabled = 0 WHERE code = 'P_E'")
    await exec("UPDATE product_variants SET price = 50000 WHERE code = 'E'")
    expect(await drainWatchdog(testEnv)).toBe(0)
    await exec("UPDATE products SET enabled = 1 WHERE code = 'P_E'")
    expect(await drainWatchdog(testEnv)).toBe(1)
    expect(await alertsTo(email)).toHaveLength(1)
  })

  it('keeps an alert whose mail cannot be made armed, and goes on with the others', async () => {
    const bad = await watching('G', [{ type: 'back_in_stock' }])
    await row(testEnv.DB, "UPDATE customers SET email = 'not an address' WHERE email = ?", bad.email).run()
    const good = await watching('G', [{ type: 'back_in_stock' }])
    await exec("UPDATE product_variants SET on_hand = 1 WHERE code = 'G'")
    expect(await drainWatchdog(testEnv)).toBe(1)
    expect(await alertsTo(good.email)).toHaveLength(1)
    const state = await row(testEnv.DB, 'SELECT fired_at FROM watchdog_events WHERE entry_id = ?', bad.entryId).first<{
      fired_at: string | null
    }>()
    expect(state?.fired_at).toBeNull()
  })
})

describe('a popular variant', () => {
  it('alerts each of 120 watchers once, over several batches', async () => {
    const watchers = []
    for (let i = 0; i < 120; i++) watchers.push(await watching('H', [{ type: 'back_in_stock' }]))
    await exec("UPDATE product_variants SET on_hand = 10 WHERE code = 'H'")
    expect(await drainWatchdog(testEnv)).toBe(120)
    expect(await drainWatchdog(testEnv)).toBe(0)
    const { results } = await row(
      testEnv.DB,
      "SELECT to_address, count(*) AS n FROM mail_outbox WHERE template = 'watchdog-alert' AND text LIKE '%Likér H%' GROUP BY to_address",
    ).all<{ to_address: string; n: number }>()
    expect(results).toHaveLength(120)
    expect(results.every((mail) => mail.n === 1)).toBe(true)
    expect(new Set(results.map((mail) => mail.to_address))).toEqual(new Set(watchers.map((watcher) => watcher.email)))
  })
})

describe('the unsubscribe token', () => {
  it('names its entry only under the secret that made it', async () => {
    const token = await unsubscribeToken(testEnv.JWT_SECRET, 42)
    expect(token).toMatch(/^42\.[\w-]{43}$/)
    expect(await verifyUnsubscribeToken(testEnv.JWT_SECRET, token)).toBe(42)
    expect(await verifyUnsubscribeToken('another-secret', token)).toBeNull()
    expect(await verifyUnsubscribeToken(testEnv.JWT_SECRET, token.replace(/^42/, '43'))).toBeNull()
    expect(await verifyUnsubscribeToken(testEnv.JWT_SECRET, '')).toBeNull()
    expect(await verifyUnsubscribeToken(testEnv.JWT_SECRET, '0.' + 'A'.repeat(43))).toBeNull()
  })
})
