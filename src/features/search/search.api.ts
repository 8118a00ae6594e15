import type { MenuSuggestion, VariantSuggestion } from '../../../contract/discovery'
import type { ApiClient } from '../../lib/api/client'
import { MAX_PRODUCT_SUGGESTIONS } from './search-logic'

/** Predictive product suggestions (prefix match, best first): GET /search/products-variants. */
export async function suggestProducts(api: ApiClient, query: string): Promise<VariantSuggestion[]> {
  const page = await api.get('/search/products-variants', {
    query: { q: query, itemsPerPage: MAX_PRODUCT_SUGGESTIONS },
    schema: 'variantSuggestions',
  })
  return page['hydra:member']
}

/** Pages of the site menus whose label matches: GET /search/menus. */
export async function suggestPages(api: ApiClient, query: string): Promise<MenuSuggestion[]> {
  const page = await api.get('/search/menus', { query: { q: query }, schema: 'menuSuggestions' })
  return page['hydra:member']
}
