import { createRoute } from '@tanstack/react-router'
import { adminGet, query } from '../../lib/admin-api'
import type { Collection } from '../../lib/orders'
import { rootRoute } from '../../root'
import { ClaimScreen } from './ClaimScreen'
import { CLAIMS_PAGE_SIZE, ClaimsScreen } from './ClaimsScreen'
import { type ClaimDetail, type ClaimRow, parseClaimListSearch } from './types'

/** The complaints and returns inbox: its filters are the URL's search parameters (decision 050). */
export const claimsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reklamace',
  validateSearch: parseClaimListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) =>
    adminGet<Collection<ClaimRow>>(
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
    adminGet<ClaimDetail>(`/claim-requests/${encodeURIComponent(params.id)}`, abortController.signal),
  component: ClaimScreen,
})
