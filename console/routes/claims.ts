import { createRoute } from '@tanstack/react-router'
import { adminClaim, adminClaimList } from '../../contract/admin/claims'
import { adminGet, query } from '../lib/admin-api'
import { rootRoute } from './__root'
import { ClaimScreen } from '../features/claims/ClaimScreen'
import { CLAIMS_PAGE_SIZE, ClaimsScreen } from '../features/claims/ClaimsScreen'
import { claimListSearch } from '../features/claims/list-search'

/** The complaints and returns inbox: its filters are the URL's search parameters (decision 050). */
export const claimsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reklamace',
  validateSearch: claimListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) =>
    adminGet(
      adminClaimList,
      `/claim-requests${query({ ...deps, itemsPerPage: CLAIMS_PAGE_SIZE })}`,
      abortController.signal,
    ),
  component: ClaimsScreen,
})

/** One claim; its files' signed links are made with each load. */
export const claimRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reklamace/$id',
  loader: ({ params, abortController }) =>
    adminGet(adminClaim, `/claim-requests/${encodeURIComponent(params.id)}`, abortController.signal),
  component: ClaimScreen,
})
