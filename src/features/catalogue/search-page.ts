import type { ApiClient } from '../../lib/api/client'
import type { I18n } from '../../lib/i18n'
import { type ProductPage, searchProducts } from './catalogue.api'
import { type ListingState, readListingState, type SearchPageSearch, toApiQuery } from './listing-search'

export type SearchPageDeps = { q: string | null; state: ListingState }
export type SearchPageData = SearchPageDeps & { products: ProductPage | null }

/** What the results page loads for: the query (null when empty) and the listing state. */
export function searchPageDeps(search: SearchPageSearch): SearchPageDeps {
  const q = search.q === undefined ? '' : String(search.q).trim()
  return { q: q === '' ? null : q, state: readListingState(search) }
}

/** Results of a full-text query under the URL's filters, relevance first by default; nothing for an empty query. */
export async function loadSearchPage(api: ApiClient, { q, state }: SearchPageDeps): Promise<SearchPageData> {
  if (q === null) return { q, state, products: null }
  return { q, state, products: await searchProducts(api, q, toApiQuery(state, { defaultSort: 'relevance' })) }
}

/** Results pages are never indexed. */
export function searchHead(q: string | null, t: I18n['t']) {
  const title = q === null ? t('searchPage.metaTitle') : t('searchPage.metaTitleQuery', { q })
  return { meta: [{ title }, { name: 'robots', content: 'noindex,follow' }] }
}
