import { createRoute } from '@tanstack/react-router'
import { adminRedirectList } from '../../contract/admin/redirects'
import { redirectsSearch } from '../features/redirects/redirects-search'
import { REDIRECTS_PAGE_SIZE, RedirectsScreen } from '../features/redirects/RedirectsScreen'
import { adminGet, query } from '../lib/admin-api'
import { rootRoute } from './__root'

/** The redirects (decision 029), paged, newest rules where the API puts them; adding and removing for admins. */
export const redirectsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/presmerovani',
  validateSearch: redirectsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) =>
    adminGet(
      adminRedirectList,
      `/redirects${query({ page: deps.page, itemsPerPage: REDIRECTS_PAGE_SIZE })}`,
      abortController.signal,
    ),
  component: RedirectsScreen,
})
