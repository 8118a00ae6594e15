import { countHit, deleteCounters, deleteCountersBefore, parseCounted } from '../db/rate-limits'

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
  // decision 056: a voucher's code looked up or applied (enumeration, like coupons)
  giftCard: { max: 20, windowSeconds: 15 * MINUTE },
  completion: { max: 30, windowSeconds: HOUR },
  newsletter: { max: 10, windowSeconds: HOUR },
  // decision 026: the contact form, complaints and returns, follow-up messages
  contact: { max: 10, windowSeconds: HOUR },
  claim: { max: 10, windowSeconds: HOUR },
  claimMessage: { max: 30, windowSeconds: HOUR },
  // decision 031: a shopper types an IČO or two; ARES limits the shop's own address, so nobody may drain it
  companyLookup: { max: 30, windowSeconds: 15 * MINUTE },
  // decision 061: "helpful" votes on reviews; one browser votes once per review, many browsers of one address not freely
  reviewVote: { max: 30, windowSeconds: HOUR },
} satisfies Record<string, Limit>

export type ClientAction = keyof typeof CLIENT_LIMITS

export type Check = { key: string; limit: Limit }
/** Whether all counted hits are within their limits, and else the seconds until the latest window ends. */
export type Verdict = { allowed: true } | { allowed: false; retryAfter: number }

export const nowSeconds = () => Math.floor(Date.now() / 1000)

/** Counts one hit on every check (one batch, one transaction) and says whether all are within their limits. */
export async function hit(db: D1Database, checks: readonly Check[], now = nowSeconds()): Promise<Verdict> {
  if (checks.length === 0) return { allowed: true }
  const results = await db.batch(checks.map(({ key, limit }) => countHit(db, key, now, now - limit.windowSeconds)))
  let retryAfter = 0
  checks.forEach((check, index) => {
    const counted = parseCounted(results[index])
    if (counted.hits > check.limit.max)
      retryAfter = Math.max(retryAfter, counted.windowStartedAt + check.limit.windowSeconds - now, 1)
  })
  return retryAfter === 0 ? { allowed: true } : { allowed: false, retryAfter }
}

export async function clear(db: D1Database, keys: readonly string[]): Promise<void> {
  await deleteCounters(db, keys)
}

/** Windows long past (the hourly cron); the longest window is an hour. */
export async function purgeOldCounters(db: D1Database, now = nowSeconds()): Promise<void> {
  await deleteCountersBefore(db, now - 2 * HOUR)
}
