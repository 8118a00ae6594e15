import * as z from 'zod/mini'
import { image, product, variantPricing } from './catalogue'
import { hydraCollection } from './hydra'

/**
 * Discovery extras of our API (issue 3), all optional for clients: facets on product collections, the
 * category tree, search suggestions, associations and attribute values. Stock Sylius has none of them; the
 * storefront hides what is missing.
 */

// ---- Listing filters (query of GET /products and GET /search) ------------------------------------------
/**
 * Filters beyond Sylius' own (`taxon`, `order[...]`, paging), as the API reads them:
 * - `brand`: brand codes, comma-separated or repeated (`brand[]=a&brand[]=b`)
 * - `volume`: bottle volumes in litres, comma-separated (`0.7,1`)
 * - `price[gte]`, `price[lte]`: bounds of the default variant's price, in haléře
 * - `offer`: `1`/`true` for products on offer only
 * - `country`: ISO 3166-1 alpha-2 codes, any case, comma-separated
 * - `attributes[<code>]`: a value of a select or text attribute (e.g. `attributes[taste_profile]=kořenitý`)
 * - `q`: full-text query (GET /search; relevance order by default)
 * - `facets`: `1` to add `facets` to the collection
 */
export const LISTING_FILTER_PARAMS = ['brand', 'volume', 'price[gte]', 'price[lte]', 'offer', 'country', 'q', 'facets'] as const

// ---- Facets (the `facets` key of a product collection when `facets=1`) ---------------------------------
/** One value of a facet; `count` = products matching the other active filters plus this value. */
export const facetValue = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number(),
  selected: z.boolean(),
})
export type FacetValue = z.infer<typeof facetValue>

export const productFacets = z.object({
  /** value = brand code, label = brand name; by count, then name. */
  brand: z.array(facetValue),
  /** value = litres as written in the URL (`0.7`), label = `0,7 l`; ascending. */
  volume: z.array(facetValue),
  /** value = lower-case country code (`cz`), label = country name in the locale; by count. */
  country: z.array(facetValue),
  /** Products on offer under the other filters. */
  offer: z.object({ count: z.number(), selected: z.boolean() }),
  /** Lowest and highest default price (haléře) under the other filters; null when nothing matches. */
  price: z.object({ min: z.nullable(z.number()), max: z.nullable(z.number()) }),
})
export type ProductFacets = z.infer<typeof productFacets>

/** A page of GET /products or GET /search, with `facets` when they were asked for. */
export const productCollection = z.looseObject({ ...hydraCollection(product).shape, facets: z.optional(productFacets) })
export type ProductCollection = z.infer<typeof productCollection>

// ---- Category tree: GET /search/taxons/{code} ----------------------------------------------------------
export type TaxonTreeNode = {
  code: string
  name: string
  slug: string
  parentCode: string | null
  /** Depth below the menu root (its direct children are level 1). */
  level: number
  parentLevel: number | null
  mainImage: string | null
  enabled: boolean
  position: number
  children: TaxonTreeNode[]
}
export const taxonTreeNode: z.ZodMiniType<TaxonTreeNode> = z.object({
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  parentCode: z.nullable(z.string()),
  level: z.number(),
  parentLevel: z.nullable(z.number()),
  mainImage: z.nullable(z.string()),
  enabled: z.boolean(),
  position: z.number(),
  get children() {
    return z.array(taxonTreeNode)
  },
})
/** The answer of GET /search/taxons/{code}: the taxon itself with its enabled descendants, by position. */
export const taxonTree = z.looseObject({ '@id': z.string(), tree: taxonTreeNode })

// ---- Search suggestions --------------------------------------------------------------------------------
/** GET /search/products-variants?q=: predictive search, prefix-matched, best first. */
export const variantSuggestion = z.looseObject({
  ...variantPricing.shape,
  product: z.object({ code: z.string(), name: z.string(), slug: z.string(), image: z.nullable(image) }),
})
export type VariantSuggestion = z.infer<typeof variantSuggestion>
export const variantSuggestions = hydraCollection(variantSuggestion)

/** GET /search/menus?q=: pages of the site menus whose label matches. */
export const menuSuggestion = z.looseObject({ label: z.string(), url: z.string(), menu: z.string() })
export type MenuSuggestion = z.infer<typeof menuSuggestion>
export const menuSuggestions = hydraCollection(menuSuggestion)

// ---- Product attributes: GET /products/{code}/attributes -----------------------------------------------
export const attributeValue = z.looseObject({
  '@id': z.optional(z.string()),
  code: z.string(),
  name: z.string(),
  type: z.string(),
  value: z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]),
  localeCode: z.optional(z.string()),
})
export type AttributeValue = z.infer<typeof attributeValue>
export const attributeValues = hydraCollection(attributeValue)
