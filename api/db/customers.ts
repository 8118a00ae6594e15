import * as z from 'zod/mini'
import { prepare, type Sql, sql } from './sql'

/** Customers and their shop users. */

const customerIdRow = z.object({ id: z.number() })

/**
 * The customer of an e-mail (created when new) with a verified shop user, for social login; names fill in only
 * what the customer has not set. An unverified account of the e-mail is taken over: its sessions, address book,
 * registrant's details, watch list and password go (api/auth/session.ts says why). One batch: the statements all see the
 * account as unverified before the last one.
 */
export async function upsertVerifiedCustomer(
  db: D1Database,
  email: string,
  firstName: string | null,
  lastName: string | null,
): Promise<{ id: number }> {
  const unverified = sql`(SELECT u.customer_id FROM shop_users u JOIN customers c ON c.id = u.customer_id WHERE c.email = ${email} AND u.verified_at IS NULL)`
  await db.batch([
    prepare(db, sql`INSERT INTO customers (email) VALUES (${email}) ON CONFLICT (email) DO NOTHING`),
    prepare(db, sql`DELETE FROM sessions WHERE customer_id IN ${unverified}`),
    prepare(db, sql`DELETE FROM addresses WHERE customer_id IN ${unverified}`),
    // the registrant's watches too: their alerts would now reach the owner's mailbox
    prepare(db, sql`DELETE FROM watchdog_entries WHERE customer_id IN ${unverified}`),
    prepare(
      db,
      sql`UPDATE customers SET first_name = ${firstName}, last_name = ${lastName}, phone_number = NULL, subscribed_to_newsletter = 0,
          review_invitations = 0, updated_at = datetime('now') WHERE id IN ${unverified}`,
    ),
    prepare(db, sql`UPDATE shop_users SET password_hash = NULL WHERE customer_id IN ${unverified}`),
    prepare(
      db,
      sql`UPDATE customers SET first_name = COALESCE(first_name, ${firstName}), last_name = COALESCE(last_name, ${lastName})
        WHERE email = ${email}`,
    ),
    prepare(
      db,
      sql`INSERT INTO shop_users (customer_id, verified_at) SELECT id, datetime('now') FROM customers WHERE email = ${email}
        ON CONFLICT (customer_id) DO UPDATE SET verified_at = COALESCE(verified_at, datetime('now'))`,
    ),
  ])
  const row = await prepare(db, sql`SELECT id FROM customers WHERE email = ${email}`).first()
  return { id: customerIdRow.parse(row).id }
}

const userRow = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.nullable(z.string()),
  last_name: z.nullable(z.string()),
  phone_number: z.nullable(z.string()),
  subscribed_to_newsletter: z.number(),
  review_invitations: z.number(),
  password_hash: z.nullable(z.string()),
  verified_at: z.nullable(z.string()),
  default_address_id: z.nullable(z.number()),
})

/** A customer with a shop user (an account), and the id of their default address. */
export type UserRow = z.infer<typeof userRow>

async function findUser(db: D1Database, where: Sql): Promise<UserRow | null> {
  const row = await prepare(
    db,
    sql`SELECT c.id, c.email, c.first_name, c.last_name, c.phone_number, c.subscribed_to_newsletter, c.review_invitations,
        u.password_hash, u.verified_at,
        (SELECT a.id FROM addresses a WHERE a.customer_id = c.id AND a.default_address = 1) AS default_address_id
      FROM customers c JOIN shop_users u ON u.customer_id = c.id WHERE ${where}`,
  ).first()
  return row === null ? null : userRow.parse(row)
}

export function findUserById(db: D1Database, id: number): Promise<UserRow | null> {
  return findUser(db, sql`c.id = ${id}`)
}

/** Whether the customer's account has proven its e-mail (the verification link, a reset, a social login). */
export async function isVerified(db: D1Database, customerId: number): Promise<boolean> {
  return (
    (await prepare(
      db,
      sql`SELECT 1 FROM shop_users WHERE customer_id = ${customerId} AND verified_at IS NOT NULL`,
    ).first()) !== null
  )
}

/** By the normalised (trimmed, lower-case) e-mail. */
export function findUserByEmail(db: D1Database, email: string): Promise<UserRow | null> {
  return findUser(db, sql`c.email = ${email}`)
}

/** The customer of an e-mail that has no shop user yet (a guest's, or none): a query of `id`s for a batch. */
export function customerWithoutUser(email: string): Sql {
  return sql`SELECT id FROM customers WHERE email = ${email} AND NOT EXISTS (SELECT 1 FROM shop_users u WHERE u.customer_id = customers.id)`
}

export function insertCustomer(db: D1Database, email: string): D1PreparedStatement {
  return prepare(db, sql`INSERT INTO customers (email) VALUES (${email}) ON CONFLICT (email) DO NOTHING`)
}

/** The registrant's details on the customers `customers` selects (those without a user). */
export function fillRegistrant(
  db: D1Database,
  customers: Sql,
  input: { firstName: string; lastName: string; subscribedToNewsletter?: boolean | undefined },
): D1PreparedStatement {
  return prepare(
    db,
    sql`UPDATE customers SET first_name = ${input.firstName}, last_name = ${input.lastName},
        subscribed_to_newsletter = ${input.subscribedToNewsletter ? 1 : 0}, updated_at = datetime('now') WHERE id IN (${customers})`,
  )
}

/** The shop user of an e-mail's customer; changes nothing when the customer has one already. */
export function insertShopUser(db: D1Database, email: string, passwordHash: string): D1PreparedStatement {
  return prepare(
    db,
    sql`INSERT INTO shop_users (customer_id, password_hash) SELECT id, ${passwordHash} FROM customers WHERE email = ${email} ON CONFLICT DO NOTHING`,
  )
}

export async function updateCustomerDetails(
  db: D1Database,
  id: number,
  details: { firstName: string | null; lastName: string | null; phoneNumber: string | null },
): Promise<void> {
  await prepare(
    db,
    sql`UPDATE customers SET first_name = ${details.firstName}, last_name = ${details.lastName},
        phone_number = ${details.phoneNumber},
        updated_at = datetime('now') WHERE id = ${id}`,
  ).run()
}

export function setPassword(db: D1Database, customerId: number, passwordHash: string): D1PreparedStatement {
  return prepare(db, sql`UPDATE shop_users SET password_hash = ${passwordHash} WHERE customer_id = ${customerId}`)
}

/** A reset: the new password, and the mailbox proven; only when `guard` holds (the token was used by this request). */
export function resetPassword(
  db: D1Database,
  customerId: number,
  passwordHash: string,
  guard: Sql,
): D1PreparedStatement {
  return prepare(
    db,
    sql`UPDATE shop_users SET password_hash = ${passwordHash}, verified_at = COALESCE(verified_at, datetime('now')) WHERE customer_id = ${customerId} AND ${guard}`,
  )
}

/** The e-mail verified, when `guard` holds. */
export function markVerified(db: D1Database, customerId: number, guard: Sql): D1PreparedStatement {
  return prepare(
    db,
    sql`UPDATE shop_users SET verified_at = COALESCE(verified_at, datetime('now')) WHERE customer_id = ${customerId} AND ${guard}`,
  )
}
