import * as z from 'zod/mini'
import { NEWSLETTER_CONSENT, NEWSLETTER_CONSENT_CODE, type ConsentSource } from '../../contract/newsletter'
import { prepare, type Sql, sql } from './sql'

/**
 * The Drinksletter in D1 (migration 0015, decision 024): subscriptions by address, and the consent records that
 * prove each consent given or withdrawn. Every change of a subscription is written in one batch with its record.
 */

/** How long a confirmation link works, and how soon a new request may send another mail to the same address. */
export const CONFIRM_TTL = '+48 hours'
export const RESEND_AFTER = '-10 minutes'

export type ConsentProof = { source: ConsentSource; ipHash: string | null }

/** The INSERT of one consent record for `email` (lower case), with the customer of that address if there is one. */
export function consentRecord(
  db: D1Database,
  email: string | Sql,
  action: 'requested' | 'granted' | 'withdrawn',
  proof: ConsentProof,
): D1PreparedStatement {
  return prepare(
    db,
    sql`INSERT INTO consent_records (email, customer_id, consent_code, action, source, text_version, ip_hash)
      SELECT e.email, (SELECT id FROM customers WHERE email = e.email), ${NEWSLETTER_CONSENT_CODE}, ${action}, ${proof.source},
        ${NEWSLETTER_CONSENT.version}, ${proof.ipHash}
      FROM (SELECT ${email} AS email) e WHERE e.email IS NOT NULL`,
  )
}

const idRow = z.object({ id: z.number() })

/**
 * A request to subscribe: the address becomes pending with a new confirmation token, unless it is subscribed
 * already or a confirmation went to it minutes ago (then nothing changes and no mail goes). The request is
 * recorded in any case. Returns the subscription's id when a confirmation mail is due, else null.
 */
export async function requestSubscription(
  db: D1Database,
  email: string,
  tokenHash: string,
  proof: ConsentProof,
): Promise<number | null> {
  const [upsert] = await db.batch([
    prepare(
      db,
      sql`INSERT INTO newsletter_subscriptions (email, status, confirm_token_hash, confirm_expires_at, confirm_sent_at)
        VALUES (${email}, 'pending', ${tokenHash}, datetime('now', ${CONFIRM_TTL}), datetime('now'))
        ON CONFLICT (email) DO UPDATE SET status = 'pending', confirm_token_hash = excluded.confirm_token_hash,
          confirm_expires_at = excluded.confirm_expires_at, confirm_sent_at = excluded.confirm_sent_at, updated_at = datetime('now')
        WHERE newsletter_subscriptions.status <> 'subscribed'
          AND (newsletter_subscriptions.confirm_sent_at IS NULL OR newsletter_subscriptions.confirm_sent_at <= datetime('now', ${RESEND_AFTER}))
        RETURNING id`,
    ),
    consentRecord(db, email, 'requested', proof),
  ])
  return z.array(idRow).parse(upsert?.results ?? [])[0]?.id ?? null
}

const confirmedRow = z.object({ id: z.number(), email: z.string() })

/**
 * Uses a confirmation token: the pending subscription becomes subscribed, the token is spent, a customer of
 * that address gets the flag, and the consent is recorded as granted, all only where this call used the token
 * (two clicks at once: one wins). Null for an unknown, used or expired token.
 */
export async function confirmSubscription(
  db: D1Database,
  tokenHash: string,
  proof: ConsentProof,
): Promise<{ id: number; email: string } | null> {
  const confirmedHere = sql`(SELECT email FROM newsletter_subscriptions WHERE confirm_token_hash = ${`used:${tokenHash}`})`
  const [used, , ,] = await db.batch([
    prepare(
      db,
      sql`UPDATE newsletter_subscriptions SET status = 'subscribed', subscribed_at = datetime('now'), updated_at = datetime('now'),
          confirm_token_hash = ${`used:${tokenHash}`}, confirm_expires_at = NULL
        WHERE confirm_token_hash = ${tokenHash} AND status = 'pending' AND confirm_expires_at > datetime('now')
        RETURNING id, email`,
    ),
    prepare(
      db,
      sql`UPDATE customers SET subscribed_to_newsletter = 1, updated_at = datetime('now') WHERE email IN ${confirmedHere}`,
    ),
    consentRecord(db, confirmedHere, 'granted', proof),
    // the marker has done its work: no token stays behind
    prepare(
      db,
      sql`UPDATE newsletter_subscriptions SET confirm_token_hash = NULL WHERE confirm_token_hash = ${`used:${tokenHash}`}`,
    ),
  ])
  return z.array(confirmedRow).parse(used?.results ?? [])[0] ?? null
}

const verifiedOf = (customerId: number) =>
  sql`EXISTS (SELECT 1 FROM shop_users u WHERE u.customer_id = ${customerId} AND u.verified_at IS NOT NULL)`

/**
 * The statements of a customer's own choice (settings, the account's subscribe and unsubscribe calls): the flag,
 * and for a verified account the subscription of their address and the record, together; nothing is recorded
 * when nothing changes. An account that has not proven its e-mail keeps only the flag, its own wish: anybody can
 * register any address, so such an account must not subscribe, re-pend (voiding the owner's confirmation link)
 * or unsubscribe that address, nor write a consent record in its name. The verification applies the wish
 * (`confirmCustomerSubscriptionStatements`). The second statement changes a row only for a verified account.
 */
export function customerSubscriptionStatements(
  db: D1Database,
  customerId: number,
  subscribed: boolean,
  proof: ConsentProof,
): D1PreparedStatement[] {
  const verified = verifiedOf(customerId)
  const changing = sql`(SELECT email FROM customers
    WHERE id = ${customerId} AND subscribed_to_newsletter = ${subscribed ? 0 : 1} AND ${verified})`
  const status = subscribed ? 'subscribed' : 'unsubscribed'
  const action = subscribed ? 'granted' : 'withdrawn'
  return [
    prepare(
      db,
      sql`INSERT INTO consent_records (email, customer_id, consent_code, action, source, text_version, ip_hash)
        SELECT e.email, ${customerId}, ${NEWSLETTER_CONSENT_CODE}, ${action}, ${proof.source},
          ${NEWSLETTER_CONSENT.version}, ${proof.ipHash}
        FROM (SELECT ${changing} AS email) e WHERE e.email IS NOT NULL`,
    ),
    prepare(
      db,
      sql`INSERT INTO newsletter_subscriptions (email, status, subscribed_at)
        SELECT email, ${status}, ${subscribed ? sql`datetime('now')` : null} FROM customers
        WHERE id = ${customerId} AND ${verified}
        ON CONFLICT (email) DO UPDATE SET status = excluded.status,
          subscribed_at = COALESCE(excluded.subscribed_at, newsletter_subscriptions.subscribed_at),
          confirm_token_hash = NULL, confirm_expires_at = NULL, updated_at = datetime('now')`,
    ),
    prepare(
      db,
      sql`UPDATE customers SET subscribed_to_newsletter = ${subscribed ? 1 : 0}, updated_at = datetime('now') WHERE id = ${customerId}`,
    ),
  ]
}

/**
 * A customer's choice; true when it took effect on their address, false when it waits for the account's
 * verification (kept as the account's flag only).
 */
export async function setCustomerSubscription(
  db: D1Database,
  customerId: number,
  subscribed: boolean,
  proof: ConsentProof,
): Promise<boolean> {
  const [, subscription] = await db.batch(customerSubscriptionStatements(db, customerId, subscribed, proof))
  return (subscription?.meta.changes ?? 0) > 0
}

/**
 * When an account proves its address (the verification link, or a password reset), only where `guard` holds
 * (this request used the token): a customer who asked for the Drinksletter (the flag, from registration or the
 * settings) and whose address is not subscribed is subscribed now, the consent recorded as granted; and the
 * flag of an account whose address is subscribed already (through the public form) shows it.
 */
export function confirmCustomerSubscriptionStatements(
  db: D1Database,
  customerId: number,
  proof: ConsentProof,
  guard: Sql,
): D1PreparedStatement[] {
  const wished = sql`(SELECT c.email FROM customers c
    WHERE c.id = ${customerId} AND c.subscribed_to_newsletter = 1 AND ${guard}
    AND NOT EXISTS (SELECT 1 FROM newsletter_subscriptions s WHERE s.email = c.email AND s.status = 'subscribed'))`
  return [
    consentRecord(db, wished, 'granted', proof),
    prepare(
      db,
      sql`INSERT INTO newsletter_subscriptions (email, status, subscribed_at)
        SELECT email, 'subscribed', datetime('now') FROM customers WHERE email IN ${wished}
        ON CONFLICT (email) DO UPDATE SET status = 'subscribed', subscribed_at = datetime('now'),
          confirm_token_hash = NULL, confirm_expires_at = NULL, updated_at = datetime('now')`,
    ),
    prepare(
      db,
      sql`UPDATE customers SET subscribed_to_newsletter = 1, updated_at = datetime('now')
        WHERE id = ${customerId} AND subscribed_to_newsletter = 0 AND ${guard}
          AND email IN (SELECT email FROM newsletter_subscriptions WHERE status = 'subscribed')`,
    ),
  ]
}

/**
 * Withdrawal by the link of a newsletter mail: the subscription ends, a customer of that address loses the flag,
 * and the withdrawal is recorded, once (a second click changes nothing). False for an unknown id.
 */
export async function unsubscribeById(db: D1Database, id: number, proof: ConsentProof): Promise<boolean> {
  const active = sql`(SELECT email FROM newsletter_subscriptions WHERE id = ${id} AND status <> 'unsubscribed')`
  const [exists] = await db.batch([
    prepare(db, sql`SELECT id FROM newsletter_subscriptions WHERE id = ${id}`),
    consentRecord(db, active, 'withdrawn', proof),
    prepare(
      db,
      sql`UPDATE customers SET subscribed_to_newsletter = 0, updated_at = datetime('now') WHERE email IN ${active}`,
    ),
    prepare(
      db,
      sql`UPDATE newsletter_subscriptions SET status = 'unsubscribed', confirm_token_hash = NULL, confirm_expires_at = NULL,
        updated_at = datetime('now') WHERE id = ${id}`,
    ),
  ])
  return z.array(idRow).parse(exists?.results ?? []).length > 0
}

/** The subscription of an address (lower case), for the account's unsubscribe link and tests. */
export async function subscriptionIdOf(db: D1Database, email: string): Promise<number | null> {
  const row = await prepare(db, sql`SELECT id FROM newsletter_subscriptions WHERE email = ${email}`).first()
  return row === null ? null : idRow.parse(row).id
}
