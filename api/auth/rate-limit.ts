import { prepare, sql } from '../db/sql'

/**
 * Failure counters in fixed windows (login: 5 failures per account per 15 minutes → 429). The window
 * passes by itself, so the real user is never locked out for good; a success clears the counter.
 */
export type Limit = { max: number; windowMinutes: number }
export const LOGIN_LIMIT: Limit = { max: 5, windowMinutes: 15 }
export const RESET_REQUEST_LIMIT: Limit = { max: 3, windowMinutes: 60 }

const windowStart = (limit: Limit) => `-${limit.windowMinutes} minutes`

export async function isLimited(db: D1Database, key: string, limit: Limit): Promise<boolean> {
  const row = await prepare(
    db,
    sql`SELECT failures FROM auth_attempts WHERE key = ${key} AND window_started_at > datetime('now', ${windowStart(limit)})`,
  ).first<{ failures: number }>()
  return (row?.failures ?? 0) >= limit.max
}

export async function recordFailure(db: D1Database, key: string, limit: Limit): Promise<void> {
  const since = windowStart(limit)
  await prepare(
    db,
    sql`INSERT INTO auth_attempts (key, window_started_at, failures) VALUES (${key}, datetime('now'), 1)
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN window_started_at <= datetime('now', ${since}) THEN 1 ELSE failures + 1 END,
        window_started_at = CASE WHEN window_started_at <= datetime('now', ${since}) THEN datetime('now') ELSE window_started_at END`,
  ).run()
}

export async function clearFailures(db: D1Database, key: string): Promise<void> {
  await prepare(db, sql`DELETE FROM auth_attempts WHERE key = ${key}`).run()
}
