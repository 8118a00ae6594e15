import { createRoute } from '@tanstack/react-router'
import { auditEntryList } from '../../contract/admin/audit'
import { auditApiQuery, auditSearch } from '../features/audit/audit-search'
import { AUDIT_PAGE_SIZE, AuditScreen } from '../features/audit/AuditScreen'
import { adminGet, query } from '../lib/admin-api'
import { rootRoute } from './__root'

/** What was changed through the admin API, by whom and when; staff and admins read it alike (decision 050). */
export const auditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/zaznam-zmen',
  validateSearch: auditSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) =>
    adminGet(
      auditEntryList,
      `/audit-log-entries${query({ ...auditApiQuery(deps), itemsPerPage: AUDIT_PAGE_SIZE })}`,
      abortController.signal,
    ),
  component: AuditScreen,
})
