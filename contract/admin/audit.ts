import * as z from 'zod/mini'
import { hydraCollection } from '../hydra'
import { dateText, ldKeys } from './jsonld'

/**
 * One change made through the admin API (docs/decisions/029-admin-api-and-redirects.md), as
 * `GET /audit-log-entries` lists them: who, what kind of change, which resource (its IRI), the values before and
 * after (whatever the resource's own shape was), and when (UTC). `export` is a read of personal data in bulk (the
 * accountant's export, docs/decisions/055-accounting-export.md): what was exported, in `after`.
 */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'export'] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const auditEntry = z.object({
  ...ldKeys,
  id: z.number(),
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  resource: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: dateText,
})
export type AuditEntry = z.infer<typeof auditEntry>
export const auditEntryList = hydraCollection(auditEntry)
