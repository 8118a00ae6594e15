import * as z from 'zod/mini'
import { searchMatching, searchPage } from '../../lib/search-params'

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
  'invoices',
] as const

const DAY = /^\d{4}-\d\d-\d\d$/

/**
 * The audit log's filters, all in the URL (a shared link opens the same list), named as the API names them
 * (`GET /audit-log-entries`, decision 050); a value the API would refuse is dropped rather than sent.
 */
export const auditSearch = z.object({
  actor: searchMatching(/^.{1,100}$/),
  action: searchMatching(/^(create|update|delete|export)$/),
  kind: searchMatching(/^[a-z][a-z-]{0,39}$/),
  after: searchMatching(DAY),
  before: searchMatching(DAY),
  page: searchPage,
})

export type AuditSearch = z.output<typeof auditSearch>

/** The API's own parameter names; a bare `before` date counts its whole day there. */
export const auditApiQuery = (search: AuditSearch) => ({
  actor: search.actor,
  action: search.action,
  kind: search.kind,
  'createdAt[after]': search.after,
  'createdAt[before]': search.before,
  page: search.page,
})
