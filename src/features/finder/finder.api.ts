import type { ListedProduct } from '../../../contract/listed-product'
import type { Query } from '../../lib/api/cache-key'
import type { ApiClient } from '../../lib/api/client'
import { listProducts } from '../catalogue'
import { FINDER_RESULT_LIMIT, MAX_FINDER_QUERIES, mergeProducts } from './finder'

/** The suggestions of a finder: its product queries run in parallel (at most three) and merged. */
export async function findProducts(api: ApiClient, queries: readonly Query[]): Promise<ListedProduct[]> {
  const pages = await Promise.all(queries.slice(0, MAX_FINDER_QUERIES).map((query) => listProducts(api, query)))
  return mergeProducts(
    pages.map((page) => page.products),
    FINDER_RESULT_LIMIT,
  )
}
