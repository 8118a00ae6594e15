import type { Taxon } from '../../../contract/catalogue'
import type { ApiClient } from '../../lib/api/client'
import type { I18n } from '../../lib/i18n'
import { getTaxonBySlug, listProducts, type ProductPage } from './catalogue.api'
import { type CategoryTree, findCategoryBySlug } from './category-tree'
import { hasFilters, type ListingState, toApiQuery } from './listing-search'
import { pageHead } from '../../lib/page-head'

/** What a category page shows of its taxon (the rest of the API's answer is not sent to the browser). */
export type CategorySummary = Pick<Taxon, 'code' | 'name' | 'slug' | 'description'>

/**
 * The loader data of a category page, serialised into the page for hydration: only what the page renders. The
 * category's place in the menu tree (breadcrumbs, subcategories) is not in it: the browser has the tree in the
 * root loader data already (`findCategoryBySlug(useCategoryTree(), slug)`).
 */
export type CategoryPageData = { category: CategorySummary; products: ProductPage; state: ListingState }

const summaryOf = ({ code, name, slug, description }: Taxon): CategorySummary => ({ code, name, slug, description })

/**
 * A category page: the category (name, description) and a page of its products under the URL's filters. `tree`
 * (the root loader's category tree) may still be loading: the category is asked for beside it, so the products
 * are the second call in a row whether the tree has the category's code (they start once it is there) or not
 * (a category outside the menu: they start once the category is there). Null for an unknown slug.
 */
export async function loadCategoryPage(
  api: ApiClient,
  tree: Promise<CategoryTree>,
  slug: string,
  state: ListingState,
): Promise<CategoryPageData | null> {
  const query = toApiQuery(state, { defaultSort: 'bestseller' })
  const taxon = getTaxonBySlug(api, slug)
  const products = tree.then(async (categories) => {
    const code = findCategoryBySlug(categories, slug)?.code ?? (await taxon)?.code
    return code ? listProducts(api, { ...query, taxon: code }) : null
  })
  const [category, page] = await Promise.all([taxon, products])
  return category && page ? { category: summaryOf(category), products: page, state } : null
}

/** Title, description, canonical address without filters; filtered, sorted and paged variants are not indexed. */
export function categoryHead(data: CategoryPageData, siteUrl: string, t: I18n['t']) {
  const { category, state } = data
  const title = t('catalogue.metaTitle', { name: category.name })
  const description = category.description ?? t('catalogue.metaDescription', { name: category.name })
  const canonical = `${siteUrl}/kategorie/${encodeURIComponent(category.slug)}`
  const variant = hasFilters(state) || state.page > 1 || state.sort !== null
  return pageHead({ title, description, canonical, robots: variant ? 'noindex,follow' : undefined })
}
