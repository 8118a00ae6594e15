import { prepare, sql } from './sql'

/**
 * The contact form's messages in D1 (migration 0016, decision 026). The table keeps its first name,
 * `contact_requests` (the Sylius resource's): renaming a table is a migration with risk and nothing for the shopper.
 */

export type ContactRow = {
  firstName: string
  lastName: string
  email: string
  phone: string | null
  message: string
  customerId: number | null
  consentVersion: string
  ipHash: string | null
}

export function insertContactMessage(db: D1Database, row: ContactRow): D1PreparedStatement {
  return prepare(
    db,
    sql`INSERT INTO contact_requests (first_name, last_name, email, phone, message, customer_id, consent_version, ip_hash)
      VALUES (${row.firstName}, ${row.lastName}, ${row.email}, ${row.phone}, ${row.message}, ${row.customerId}, ${row.consentVersion}, ${row.ipHash})`,
  )
}
