import { createRoute } from '@tanstack/react-router'
import { adminVariant, adminVariantList } from '../../contract/admin/variants'
import { catalogueSearch } from '../features/catalogue/catalogue-search'
import { CatalogueScreen } from '../features/catalogue/CatalogueScreen'
import { AdminApiError, adminGet, query } from '../lib/admin-api'
import { rootRoute } from './__root'

/**
 * Price and stock of one variant: found by a part of its product's name or its code (`?search=`, a list of links),
 * then opened by its code (`?code=`), so a link opens the same variant. Changes are for admins: staff see the
 * screen read-only (and the API refuses them anyway).
 */
export const catalogueRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/ceny',
  validateSearch: catalogueSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, abortController }) => {
    const matches = deps.search
      ? await adminGet(
          adminVariantList,
          `/product-variants${query({ search: deps.search, itemsPerPage: 50 })}`,
          abortController.signal,
        )
      : null
    if (!deps.code) return { variant: null, matches }
    try {
      const variant = await adminGet(
        adminVariant,
        `/product-variants/${encodeURIComponent(deps.code)}`,
        abortController.signal,
      )
      return { variant, matches }
    } catch (error) {
      // an unknown code is an answer to show beside the search field, not a broken screen
      if (error instanceof AdminApiError && error.status === 404) return { variant: null, matches }
      throw error
    }
  },
  component: CatalogueScreen,
})
