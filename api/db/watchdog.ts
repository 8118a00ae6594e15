import * as z from 'zod/mini'
import { DEFAULT_LOCALE } from '../../contract/channel'
import { WATCHDOG_EVENT_TYPES, type WatchdogEventType } from '../../contract/watchdog'
import { parseCount, parseRows, prepare, type Sql, sql, translationLocale } from './sql'

/** The watch list in D1 (migration 0014, decision 022); rows are parsed as they leave. */

const eventType = z.enum(WATCHDOG_EVENT_TYPES)

const storedEvent = z.object({
  type: eventType,
  price: z.nullable(z.number()),
  armed_at: z.string(),
  fired_at: z.nullable(z.string()),
})
const storedEvents = z.array(storedEvent)

const entryRow = z.object({
  id: z.number(),
  variant_code: z.string(),
  variant_name: z.nullable(z.string()),
  price: z.number(),
  in_stock: z.number(),
  available: z.number(),
  product_code: z.string(),
  product_name: z.string(),
  product_slug: z.string(),
  image_path: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  events: z.string(),
})

export type WatchdogEventRecord = {
  type: WatchdogEventType
  price: number | null
  armedAt: string
  firedAt: string | null
}

export type WatchdogEntryRecord = {
  id: number
  variant: { code: string; name: string | null; price: number; inStock: boolean; available: boolean }
  product: { code: string; name: string; slug: string; imagePath: string | null }
  events: WatchdogEventRecord[]
  createdAt: string
  updatedAt: string
}

function toEntry(row: z.infer<typeof entryRow>): WatchdogEntryRecord {
  return {
    id: row.id,
    variant: {
      code: row.variant_code,
      name: row.variant_name,
      price: row.price,
      inStock: row.in_stock === 1,
      available: row.available === 1,
    },
    product: { code: row.product_code, name: row.product_name, slug: row.product_slug, imagePath: row.image_path },
    events: storedEvents
      .parse(JSON.parse(row.events))
      .map((event) => ({ type: event.type, price: event.price, armedAt: event.armed_at, firedAt: event.fired_at })),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/** A variant is available when it and its product are enabled; in stock when untracked or something is free. */
const AVAILABLE = sql`(v.enabled = 1 AND p.enabled = 1)`
const IN_STOCK = sql`(v.tracked = 0 OR v.on_hand - v.on_hold > 0)`

function entriesStatement(db: D1Database, customerId: number, locale: string, where: Sql): D1PreparedStatement {
  const trLocale = translationLocale(
    locale,
    (l) => sql`SELECT 1 FROM product_translations x WHERE x.product_id = p.id AND x.locale = ${l}`,
  )
  return prepare(
    db,
    sql`SELECT w.id, v.code AS variant_code, v.name AS variant_name, v.price, ${IN_STOCK} AS in_stock, ${AVAILABLE} AS available,
           p.code AS product_code, COALESCE(tr.name, p.code) AS product_name, COALESCE(tr.slug, '') AS product_slug,
           (SELECT i.path FROM product_images i WHERE i.product_id = p.id ORDER BY i.position, i.id LIMIT 1) AS image_path,
           w.created_at, w.updated_at,
           (SELECT json_group_array(json_object('type', e.type, 'price', e.price, 'armed_at', e.armed_at, 'fired_at', e.fired_at) ORDER BY e.type)
            FROM watchdog_events e WHERE e.entry_id = w.id) AS events
    FROM watchdog_entries w
    JOIN product_variants v ON v.id = w.variant_id
    JOIN products p ON p.id = v.product_id
    LEFT JOIN product_translations tr ON tr.product_id = p.id AND tr.locale = ${trLocale}
    WHERE w.customer_id = ${customerId} AND ${where}
    ORDER BY w.created_at DESC, w.id DESC`,
  )
}

/** The customer's entries, newest first. */
export async function listWatchdogEntries(
  db: D1Database,
  customerId: number,
  locale: string,
): Promise<WatchdogEntryRecord[]> {
  return parseRows(entryRow, await entriesStatement(db, customerId, locale, sql`1 = 1`).all()).map(toEntry)
}

/** The customer's entry for a variant code; null when the customer does not watch it (or it is anyone else's). */
export async function findWatchdogEntry(
  db: D1Database,
  customerId: number,
  locale: string,
  variantCode: string,
): Promise<WatchdogEntryRecord | null> {
  const row = parseRows(entryRow, await entriesStatement(db, customerId, locale, sql`v.code = ${variantCode}`).all())[0]
  return row ? toEntry(row) : null
}

const variantRow = z.object({ id: z.number(), price: z.number(), available: z.number() })

/** A variant by code with its current price; `available` when it and its product are enabled. */
export async function findWatchableVariant(
  db: D1Database,
  code: string,
): Promise<{ id: number; price: number; available: boolean } | null> {
  const result = await prepare(
    db,
    sql`SELECT v.id, v.price, ${AVAILABLE} AS available FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.code = ${code}`,
  ).all()
  const row = parseRows(variantRow, result)[0]
  return row ? { id: row.id, price: row.price, available: row.available === 1 } : null
}

export async function countWatchdogEntries(db: D1Database, customerId: number): Promise<number> {
  return parseCount(
    await prepare(db, sql`SELECT count(*) AS total FROM watchdog_entries WHERE customer_id = ${customerId}`).all(),
  )
}

const entryOf = (customerId: number, variantId: number) =>
  sql`(SELECT id FROM watchdog_entries WHERE customer_id = ${customerId} AND variant_id = ${variantId})`

/**
 * Writes the customer's entry for a variant (created, or kept when it exists) with exactly these events, all
 * armed now: one batch, so a reader never sees an entry without its events.
 */
export function saveWatchdogEntry(
  db: D1Database,
  entry: {
    customerId: number
    variantId: number
    storefrontOrigin: string
    events: Array<{ type: WatchdogEventType; price: number | null }>
  },
): D1PreparedStatement[] {
  const { customerId, variantId } = entry
  return [
    prepare(
      db,
      sql`INSERT INTO watchdog_entries (customer_id, variant_id, storefront_origin) VALUES (${customerId}, ${variantId}, ${entry.storefrontOrigin})
        ON CONFLICT (customer_id, variant_id) DO UPDATE SET storefront_origin = excluded.storefront_origin, updated_at = datetime('now')`,
    ),
    prepare(db, sql`DELETE FROM watchdog_events WHERE entry_id = ${entryOf(customerId, variantId)}`),
    ...entry.events.map((event) =>
      prepare(
        db,
        sql`INSERT INTO watchdog_events (entry_id, type, price) VALUES (${entryOf(customerId, variantId)}, ${event.type}, ${event.price})`,
      ),
    ),
  ]
}

/** Deletes the customer's entry for a variant code; false when there was none. */
export async function deleteWatchdogEntry(db: D1Database, customerId: number, variantCode: string): Promise<boolean> {
  const result = await prepare(
    db,
    sql`DELETE FROM watchdog_entries WHERE customer_id = ${customerId}
        AND variant_id = (SELECT id FROM product_variants WHERE code = ${variantCode}) RETURNING id`,
  ).all()
  return result.results.length > 0
}

const unsubscribedRow = z.object({ id: z.number() })

/** Deletes an entry by id (the unsubscribe link); false when it is gone already. */
export async function deleteWatchdogEntryById(db: D1Database, id: number): Promise<boolean> {
  return (
    parseRows(unsubscribedRow, await prepare(db, sql`DELETE FROM watchdog_entries WHERE id = ${id} RETURNING id`).all())
      .length > 0
  )
}

// ---------------------------------------------------------------------------------------------------------
// The drain (api/domain/watchdog.ts)

const changeRow = z.object({
  id: z.number(),
  variant_id: z.number(),
  kind: z.enum(['stock', 'price']),
  changed_at: z.string(),
})
export type WatchdogChange = { id: number; variantId: number; kind: 'stock' | 'price'; changedAt: string }

/**
 * Claims up to `limit` changes nobody holds, in one statement: two runs at once get different rows. A claim
 * holds until `leaseUntil` (epoch ms); a run that dies before deleting its rows leaves them to a later run.
 */
export async function claimWatchdogChanges(
  db: D1Database,
  { now, leaseUntil, limit }: { now: number; leaseUntil: number; limit: number },
): Promise<WatchdogChange[]> {
  const result = await prepare(
    db,
    sql`UPDATE watchdog_changes SET claimed_until = ${leaseUntil}
      WHERE id IN (SELECT id FROM watchdog_changes WHERE claimed_until <= ${now} ORDER BY id LIMIT ${limit})
      RETURNING id, variant_id, kind, changed_at`,
  ).all()
  return parseRows(changeRow, result)
    .map((row) => ({ id: row.id, variantId: row.variant_id, kind: row.kind, changedAt: row.changed_at }))
    .sort((a, b) => a.id - b.id)
}

const armedRow = z.object({
  entry_id: z.number(),
  variant_id: z.number(),
  type: eventType,
  watched_price: z.nullable(z.number()),
  armed_at: z.string(),
  email: z.string(),
  storefront_origin: z.string(),
  variant_name: z.nullable(z.string()),
  price: z.number(),
  in_stock: z.number(),
  product_name: z.string(),
  product_slug: z.string(),
})

export type ArmedEvent = {
  entryId: number
  variantId: number
  type: WatchdogEventType
  watchedPrice: number | null
  armedAt: string
  email: string
  storefrontOrigin: string
  variantName: string | null
  price: number
  inStock: boolean
  productName: string
  productSlug: string
}

/**
 * The armed events on these variants where the variant can be bought (it and its product enabled) and the
 * customer's account has proven its e-mail (an unverified account may belong to anybody), with what an alert needs.
 */
export async function armedEventsOf(db: D1Database, variantIds: readonly number[]): Promise<ArmedEvent[]> {
  if (variantIds.length === 0) return []
  const result = await prepare(
    db,
    sql`SELECT e.entry_id, w.variant_id, e.type, e.price AS watched_price, e.armed_at, c.email, w.storefront_origin,
           v.name AS variant_name, v.price, ${IN_STOCK} AS in_stock,
           COALESCE(tr.name, p.code) AS product_name, COALESCE(tr.slug, '') AS product_slug
    FROM watchdog_entries w
    JOIN watchdog_events e ON e.entry_id = w.id
    JOIN customers c ON c.id = w.customer_id
    JOIN shop_users u ON u.customer_id = c.id AND u.verified_at IS NOT NULL
    JOIN product_variants v ON v.id = w.variant_id
    JOIN products p ON p.id = v.product_id
    LEFT JOIN product_translations tr ON tr.product_id = p.id AND tr.locale = ${DEFAULT_LOCALE}
    WHERE w.variant_id IN (SELECT value FROM json_each(${JSON.stringify(variantIds)}))
      AND e.fired_at IS NULL AND ${AVAILABLE}
    ORDER BY e.entry_id, e.type`,
  ).all()
  return parseRows(armedRow, result).map((row) => ({
    entryId: row.entry_id,
    variantId: row.variant_id,
    type: row.type,
    watchedPrice: row.watched_price,
    armedAt: row.armed_at,
    email: row.email,
    storefrontOrigin: row.storefront_origin,
    variantName: row.variant_name,
    price: row.price,
    inStock: row.in_stock === 1,
    productName: row.product_name,
    productSlug: row.product_slug,
  }))
}

/**
 * Fires an armed event for the run `fireId`: only if it is still armed since `armedAt` (not fired by another
 * run, not re-armed by a PUT meanwhile). The alert's INSERT in the same batch checks `firedBy`.
 */
export function fireWatchdogEvent(
  db: D1Database,
  event: { entryId: number; type: WatchdogEventType; armedAt: string },
  fireId: string,
): D1PreparedStatement {
  return prepare(
    db,
    sql`UPDATE watchdog_events SET fired_at = datetime('now'), fire_id = ${fireId}
      WHERE entry_id = ${event.entryId} AND type = ${event.type} AND fired_at IS NULL AND armed_at = ${event.armedAt}`,
  )
}

/** The condition under which the alert of an entry is queued: this run fired one of its events. */
export function firedBy(entryId: number, fireId: string): Sql {
  return sql`EXISTS (SELECT 1 FROM watchdog_events WHERE entry_id = ${entryId} AND fire_id = ${fireId})`
}

export function deleteWatchdogChanges(db: D1Database, ids: readonly number[]): D1PreparedStatement {
  return prepare(
    db,
    sql`DELETE FROM watchdog_changes WHERE id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`,
  )
}
