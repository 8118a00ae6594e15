import { API_BASE } from '../../contract/channel'
import { toBase64Url } from '../auth/password'
import { signId, verifySignedId } from '../auth/signed-id'
import {
  type ArmedEvent,
  armedEventsOf,
  claimWatchdogChanges,
  deleteWatchdogChanges,
  fireWatchdogEvent,
  firedBy,
  type WatchdogChange,
} from '../db/watchdog'
import type { Bindings } from '../env'
import { prepareMail } from '../mail'

/**
 * Watchdog alerts (decision 022). Triggers (migration 0014) log into `watchdog_changes` the variants whose
 * stock came back or whose price dropped while someone waits for it; the cron drains the log: it claims a
 * batch of changes (one UPDATE … RETURNING, so two runs never hold the same rows), reads the armed events of
 * those variants, decides which fire, and in one batch per run fires them, queues one mail per entry only
 * where this run fired its events, and deletes the changes. Two runs at once, or a run repeated after a crash,
 * send each alert once: an event fires only while `fired_at IS NULL`, and a mail is inserted only where the
 * event carries this run's id.
 */

/** How long a run holds its claimed changes: far longer than one run takes. */
const LEASE_MS = 2 * 60_000
/** Changes claimed per round, and rounds per run (the rest waits for the next minute). */
const BATCH = 100
const ROUNDS = 5
/** Entries fired (with their mails, each a few kB) per D1 batch. */
const ENTRIES_PER_BATCH = 50

// ---------------------------------------------------------------------------------------------------------
// The unsubscribe link: `{entryId}.{HMAC-SHA256(JWT_SECRET, "watchdog-unsubscribe:{entryId}")}` (auth/signed-id.ts).

const PURPOSE = 'watchdog-unsubscribe'

export function unsubscribeToken(secret: string, entryId: number): Promise<string> {
  return signId(secret, PURPOSE, entryId)
}

/** The entry id a token was made for; null for anything not made with this secret. */
export function verifyUnsubscribeToken(secret: string, token: string): Promise<number | null> {
  return verifySignedId(secret, PURPOSE, token)
}

/** The API path of the unsubscribe call (the storefront proxies `/api/v2/shop/*` on its own origin). */
export function unsubscribePath(token: string): string {
  return `${API_BASE}/watchdog/unsubscribe/${encodeURIComponent(token)}`
}

// ---------------------------------------------------------------------------------------------------------
// Which events fire

/**
 * Back in stock: the variant is in stock now and a return to stock was logged at or after the event was
 * armed (a customer who starts watching a variant that is in stock hears of its next return, not of this
 * one). Price: the price now is below the watched price. The variant and product are enabled (armedEventsOf).
 */
export function fires(event: ArmedEvent, changes: readonly WatchdogChange[]): boolean {
  if (event.type === 'price_lower_than') return event.watchedPrice !== null && event.price < event.watchedPrice
  return (
    event.inStock &&
    changes.some(
      (change) => change.variantId === event.variantId && change.kind === 'stock' && change.changedAt >= event.armedAt,
    )
  )
}

function storefrontOf(env: Bindings, event: ArmedEvent): string {
  return (env.STOREFRONT_URL || event.storefrontOrigin).replace(/\/+$/, '')
}

function productPath(slug: string): string {
  return `/produkt/${slug.split('/').map(encodeURIComponent).join('/')}`
}

function newFireId(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(16)))
}

async function alertStatements(
  env: Bindings,
  entryEvents: ArmedEvent[],
  fireId: string,
): Promise<D1PreparedStatement[]> {
  const first = entryEvents[0]!
  const origin = storefrontOf(env, first)
  const priceEvent = entryEvents.find((event) => event.type === 'price_lower_than')
  const mail = prepareMail(
    env,
    {
      to: first.email,
      template: 'watchdog-alert',
      params: {
        productName: first.productName,
        variantName: first.variantName,
        price: first.price,
        backInStock: entryEvents.some((event) => event.type === 'back_in_stock'),
        priceBelow: priceEvent?.watchedPrice ?? null,
        inStock: first.inStock,
        // `upozorneni`: the storefront renders this page anew, asking the API afresh, instead of serving a page or
        // an answer its caches stored before the change (worker/fresh-render.ts)
        productLink: `${origin}${productPath(first.productSlug)}?upozorneni=${encodeURIComponent(fireId.slice(0, 12))}`,
        unsubscribeLink: `${origin}${unsubscribePath(await unsubscribeToken(env.JWT_SECRET, first.entryId))}`,
      },
    },
    firedBy(first.entryId, fireId),
  )
  return [...entryEvents.map((event) => fireWatchdogEvent(env.DB, event, fireId)), mail]
}

/** One round: claim, decide, fire and queue, delete. Returns the changes claimed and the alerts queued. */
export async function drainRound(
  env: Bindings,
  now: number,
  limit: number,
): Promise<{ claimed: number; queued: number }> {
  const changes = await claimWatchdogChanges(env.DB, { now, leaseUntil: now + LEASE_MS, limit })
  if (changes.length === 0) return { claimed: 0, queued: 0 }
  const armed = await armedEventsOf(env.DB, [...new Set(changes.map((change) => change.variantId))])
  const byEntry = new Map<number, ArmedEvent[]>()
  for (const event of armed) {
    if (!fires(event, changes)) continue
    byEntry.set(event.entryId, [...(byEntry.get(event.entryId) ?? []), event])
  }
  const fireId = newFireId()
  const groups: D1PreparedStatement[][] = []
  for (const entryEvents of byEntry.values()) {
    try {
      groups.push(await alertStatements(env, entryEvents, fireId))
    } catch (error) {
      // a mail that cannot be rendered (an address the outbox refuses): the event stays armed, the rest go on
      console.error(
        JSON.stringify({
          level: 'error',
          msg: 'watchdog alert not queued',
          entryId: entryEvents[0]!.entryId,
          error: String(error),
        }),
      )
    }
  }
  // a popular variant may have many watchers: several batches, each firing whole entries with their mails;
  // the changes go with the last one, so a run that dies half-way leaves them (and the unfired rest) to the next
  let queued = 0
  for (let start = 0; start === 0 || start < groups.length; start += ENTRIES_PER_BATCH) {
    const chunk = groups.slice(start, start + ENTRIES_PER_BATCH)
    const last = start + ENTRIES_PER_BATCH >= groups.length
    const statements = [
      ...chunk.flat(),
      ...(last
        ? [
            deleteWatchdogChanges(
              env.DB,
              changes.map((change) => change.id),
            ),
          ]
        : []),
    ]
    if (statements.length === 0) continue
    const results = await env.DB.batch(statements)
    // each group ends with its mail's INSERT, which writes a row only where this run fired the entry
    let index = -1
    for (const group of chunk) {
      index += group.length
      if ((results[index]?.meta.changes ?? 0) > 0) queued++
    }
  }
  return { claimed: changes.length, queued }
}

/**
 * The cron's drain: up to ROUNDS batches of changes. Resolves with the number of alerts queued; never throws
 * (it runs in `waitUntil`).
 */
export async function drainWatchdog(env: Bindings, now = Date.now()): Promise<number> {
  let queued = 0
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const outcome = await drainRound(env, now, BATCH)
      queued += outcome.queued
      if (outcome.claimed < BATCH) break
    }
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'watchdog drain failed', error: String(error) }))
  }
  return queued
}
