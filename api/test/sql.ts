import { testEnv } from './env'

/** SQL helpers of the test fixtures. */

export function row(db: D1Database, text: string, ...params: unknown[]) {
  return db.prepare(text).bind(...params)
}

export async function idOf(db: D1Database, table: 'taxons' | 'products', code: string): Promise<number> {
  const found = await row(db, `SELECT id FROM ${table} WHERE code = ?`, code).first<{ id: number }>()
  if (!found) throw new Error(`fixture: no ${table} row with code ${code}`)
  return found.id
}

/** A mail the outbox holds, as the tests read it. */
export type OutboxMail = {
  template: string
  to_address: string
  subject: string
  text: string
  html: string
  headers: string
  status: string
}

/** Every mail queued or sent to the address, oldest first. */
export async function mailsTo(email: string, db: D1Database = testEnv.DB): Promise<OutboxMail[]> {
  const { results } = await row(
    db,
    'SELECT template, to_address, subject, text, html, headers, status FROM mail_outbox WHERE to_address = ? ORDER BY id',
    email,
  ).all<OutboxMail>()
  return results
}
