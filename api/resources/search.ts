import { Hono } from 'hono'
import { menuSuggestionQuery, productSearchQuery, variantSuggestionQuery } from '../../contract/discovery'
import { iri } from '../../contract/iri'
import { matchExpression, searchWords } from '../db/search'
import { searchMenuItems, suggestVariants } from '../db/suggestions'
import type { ApiEnv } from '../env'
import { collection, embedded } from '../http/jsonld'
import { valid } from '../http/validate'
import { mediaUrl } from './media'
import { productListing } from './products'
import { jsonLd, publicCache } from './respond'

/**
 * Full-text search (`/search/*` of docs/product.md#calls, in the conventions of docs/shop-api.md): products with the listing's filters
 * and facets, predictive variant suggestions and matching menu pages. Any text is a valid query: it is taken
 * apart into words, never passed on as FTS5 syntax (matchExpression()).
 */
export const search = new Hono<ApiEnv>()
  .get('/search', publicCache, valid('query', productSearchQuery), async function searchProducts(c) {
    return jsonLd(c, await productListing(c, c.req.valid('query')))
  })
  .get(
    '/search/products-variants',
    publicCache,
    valid('query', variantSuggestionQuery),
    async function suggestProductVariants(c) {
      const { q, itemsPerPage } = c.req.valid('query')
      const url = new URL(c.req.url)
      const match = matchExpression(q)
      const { suggestions, totalItems } =
        match === null
          ? { suggestions: [], totalItems: 0 }
          : await suggestVariants(c.env.DB, c.get('locale'), match, itemsPerPage)
      const members = suggestions.map(({ product, ...variant }) =>
        embedded('ProductVariant', iri('product-variants', variant.code), {
          ...variant,
          lowestPriceBeforeDiscount: null,
          product: {
            code: product.code,
            name: product.name,
            slug: product.slug,
            image: product.image && {
              path: mediaUrl(c.env.PUBLIC_MEDIA_URL, product.image.path),
              type: product.image.type,
            },
          },
        }),
      )
      return jsonLd(c, collection({ type: 'ProductVariant', url, members, totalItems }))
    },
  )
  .get('/search/menus', publicCache, valid('query', menuSuggestionQuery), async function searchMenus(c) {
    const { q, itemsPerPage } = c.req.valid('query')
    const words = searchWords(q)
    const matches = words.length === 0 ? [] : await searchMenuItems(c.env.DB, c.get('locale'), words)
    const url = new URL(c.req.url)
    return jsonLd(
      c,
      collection({ type: 'MenuItem', url, members: matches.slice(0, itemsPerPage), totalItems: matches.length }),
    )
  })
