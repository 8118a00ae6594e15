import { type AuditEntry, insertAudit } from './admin-audit'
import { prepare, type Sql } from './sql'

/**
 * The content import's statements (api/content/import.ts) with the audit row of who ran it, as one batch: one
 * transaction, so the shop never shows half an import, nor an import without its audit row.
 */
export async function runContentImport(db: D1Database, statements: Sql[], audit: AuditEntry): Promise<void> {
  await db.batch([...statements.map((statement) => prepare(db, statement)), insertAudit(db, audit)])
}
