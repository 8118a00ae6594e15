import * as z from 'zod/mini'
import { prepare, sql } from './sql'

/** The fixed-window counters of `rate_limits` (migration 0010); the rules live in api/auth/rate-limit.ts. */

const hitRow = z.object({ hits: z.number(), window_started_at: z.number() })

export type Counted = { hits: number; windowStartedAt: number }

/**
 * Counts one hit on a key, opening a new window when the old one started at or before `expired`. A statement,
 * not a call: all hits of a request run in one batch.
 */
export function countHit(db: D1Database, key: string, now: number, expired: number): D1PreparedStatement {
  // both CASEs read the row as it was (SQLite evaluates every SET expression before assigning)
  return prepare(
    db,
    sql`INSERT INTO rate_limits (key, window_started_at, hits) VALUES (${key}, ${now}, 1)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN window_started_at <= ${expired} THEN 1 ELSE hits + 1 END,
        window_started_at = CASE WHEN window_started_at <= ${expired} THEN ${now} ELSE window_started_at END
      RETURNING hits, window_started_at`,
  )
}

/** The counter a `countHit` statement returned. */
export function parseCounted(result: D1Result<unknown> | undefined): Counted {
  const row = hitRow.parse(result?.results[0])
  return { hits: row.hits, windowStartedAt: row.window_started_at }
}

export async function deleteCounters(db: D1Database, keys: readonly string[]): Promise<void> {
  await db.batch(keys.map((key) => prepare(db, sql`DELETE FROM rate_limits WHERE key = ${key}`)))
}

/** Counters whose window started at or before `before`. */
export async function deleteCountersBefore(db: D1Database, before: number): Promise<void> {
  await prepare(db, sql`DELETE FROM rate_limits WHERE window_started_at <= ${before}`).run()
}
