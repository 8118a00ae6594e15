/**
 * The audit log's filters, all in the URL (a shared link opens the same list), named as the API names them
 * (`GET /audit-log-entries`, decision 050); a value the API would refuse is dropped rather than sent.
 */
export type AuditSearch = {
  actor?: string
  action?: string
  kind?: string
  after?: string
  before?: string
  page?: number
}

export { AUDIT_ACTIONS } from '../../../contract/admin/audit'
/** The kinds of subject the admin API audits: the first segment of their IRIs. */
export const AUDIT_KINDS = [
  'orders',
  'payments',
  'shipments',
  'claim-requests',
  'bank-statements',
  'product-variants',
  'redirects',
  'content',
] as const

const DAY = /^\d{4}-\d\d-\d\d$/
const text = (value: unknown, pattern: RegExp) =>
  typeof value === 'string' && pattern.test(value.trim()) ? value.trim() : undefined

export function parseAuditSearch(search: Record<string, unknown>): AuditSearch {
  const page = Number(search.page)
  return {
    actor: text(search.actor, /^.{1,100}$/),
    action: text(search.action, /^(create|update|delete)$/),
    kind: text(search.kind, /^[a-z][a-z-]{0,39}$/),
    after: text(search.after, DAY),
    before: text(search.before, DAY),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  }
}

/** The API's own parameter names; a bare `before` date counts its whole day there. */
export const auditApiQuery = (search: AuditSearch) => ({
  actor: search.actor,
  action: search.action,
  kind: search.kind,
  'createdAt[after]': search.after,
  'createdAt[before]': search.before,
  page: search.page,
})
