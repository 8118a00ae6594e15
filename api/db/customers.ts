import * as z from 'zod/mini'
import { prepare, sql } from './sql'

/** Customers and their shop users. */

const customerIdRow = z.object({ id: z.number() })

/**
 * The customer of an e-mail (created when new) with a verified shop user, for social login; names fill in only
 * what the customer has not set. An unverified account of the e-mail is taken over: its sessions, address book,
 * registrant's details and password go (api/auth/session.ts says why). One batch: the statements all see the
 * account as unverified before the last one.
 */
export async function upsertVerifiedCustomer(db: D1Database, email: string, firstName: string | null, lastName: string | null): Promise<{ id: number }> {
  const unverified = sql`(SELECT u.customer_id FROM shop_users u JOIN customers c ON c.id = u.customer_id WHERE c.email = ${email} AND u.verified_at IS NULL)`
  await db.batch([
    prepare(db, sql`INSERT INTO customers (email) VALUES (${email}) ON CONFLICT (email) DO NOTHING`),
    prepare(db, sql`DELETE FROM sessions WHERE customer_id IN ${unverified}`),
    prepare(db, sql`DELETE FROM addresses WHERE customer_id IN ${unverified}`),
    prepare(
      db,
      sql`UPDATE customers SET first_name = ${firstName}, last_name = ${lastName}, phone_number = NULL, subscribed_to_newsletter = 0,
          updated_at = datetime('now') WHERE id IN ${unverified}`,
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
