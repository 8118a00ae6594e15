import * as z from 'zod/mini'
import { prepare, sql } from '../db/sql'

/**
 * Fixed-window counters in D1 (`rate_limits`, migration 0010). A hit is counted with one UPSERT … RETURNING
 * before the work it guards, so concurrent requests each see their own count and at most `max` get through
 * in a window (counting after the work let 20 parallel logins all be checked). The window passes by itself;
 * nobody is locked out for longer than it. The numbers are explained in docs/decisions/013.
 */
export type Limit = { max: number; windowSeconds: number }

const MINUTE = 60
const HOUR = 60 * MINUTE

export const LIMITS = {
  /** Login attempts for one account from one client; a success clears it. */
  loginPerAccountAndClient: { max: 5, windowSeconds: 15 * MINUTE },
  /** Login attempts for one account from all clients: many addresses guessing one password. */
  loginPerAccount: { max: 50, windowSeconds: HOUR },
  /** Reset requests for one e-mail (each may mail a link). */
  resetRequestPerAccount: { max: 3, windowSeconds: HOUR },
  /** Account mails of one kind to one address (verification, account exists, password reset). */
  mailPerAddress: { max: 3, windowSeconds: HOUR },
} satisfies Record<string, Limit>

/** Per client address, per action (api/auth/client-limit.ts). */
export const CLIENT_LIMITS = {
  login: { max: 30, windowSeconds: 15 * MINUTE },
  registration: { max: 10, windowSeconds: HOUR },
  resetRequest: { max: 10, windowSeconds: HOUR },
  verificationResend: { max: 10, windowSeconds: HOUR },
  socialLogin: { max: 30, windowSeconds: 15 * MINUTE },
  coupon: { max: 20, windowSeconds: 15 * MINUTE },
  completion: { max: 30, windowSeconds: HOUR },
  newsletter: { max: 10, windowSeconds: HOUR },
  // decision 026: the contact form, complaints and returns, follow-up messages
  contact: { max: 10, windowSeconds: HOUR },
  claim: { max: 10, windowSeconds: HOUR },
  claimMessage: { max: 30, windowSeconds: HOUR },
  // decision 031: a shopper types an IČO or two; ARES limits the shop's own address, so nobody may drain it
  companyLookup: { max: 30, windowSeconds: 15 * MINUTE },
} satisfies Record<string, Limit>

export type ClientAction = keyof typeof CLIENT_LIMITS

export type Check = { key: string; limit: Limit }
/** Whether all counted hits are within their limits, and else the seconds until the latest window ends. */
export type Verdict = { allowed: true } | { allowed: false; retryAfter: number }

const hitRow = z.object({ hits: z.number(), window_started_at: z.number() })

export const nowSeconds = () => Math.floor(Date.now() / 1000)

function hitStatement(db: D1Database, { key, limit }: Check, now: number): D1PreparedStatement {
  const expired = now - limit.windowSeconds
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

/** Counts one hit on every check (one batch, one transaction) and says whether all are within their limits. */
export async function hit(db: D1Database, checks: readonly Check[], now = nowSeconds()): Promise<Verdict> {
  if (checks.length === 0) return { allowed: true }
  const results = await db.batch(checks.map((check) => hitStatement(db, check, now)))
  let retryAfter = 0
  checks.forEach((check, index) => {
    const counted = hitRow.parse(results[index]?.results[0])
    if (counted.hits > check.limit.max) retryAfter = Math.max(retryAfter, counted.window_started_at + check.limit.windowSeconds - now, 1)
  })
  return retryAfter === 0 ? { allowed: true } : { allowed: false, retryAfter }
}

export async function clear(db: D1Database, keys: readonly string[]): Promise<void> {
  await db.batch(keys.map((key) => prepare(db, sql`DELETE FROM rate_limits WHERE key = ${key}`)))
}

/** Windows long past (the hourly cron); the longest window is an hour. */
export async function purgeOldCounters(db: D1Database, now = nowSeconds()): Promise<void> {
  await prepare(db, sql`DELETE FROM rate_limits WHERE window_started_at <= ${now - 2 * HOUR}`).run()
}
