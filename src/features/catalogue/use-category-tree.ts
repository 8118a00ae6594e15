import { getRouteApi } from '@tanstack/react-router'
import { type CategoryTree, categoryTreeOf } from './category-tree'

const rootApi = getRouteApi('__root__')

/** The category tree of the page (root loader data), built once per page. */
export function useCategoryTree(): CategoryTree {
  return categoryTreeOf(rootApi.useLoaderData({ select: (data) => data.navigation.categories }))
}
