import * as z from 'zod/mini'
import { image, product, productListQuery, variantPricing } from './catalogue'
import { hydraCollection } from './hydra'

/**
 * Discovery extras of our API (decision 006), all optional for clients: facets on product collections, the
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
 * - `q`: full-text query (required on GET /search, where relevance is the default order; optional on
 *   GET /products). Only its words count: the last one is a prefix, case and diacritics do not matter
 * - `facets`: `1` to add `facets` to the collection
 */
export const LISTING_FILTER_PARAMS = [
  'brand',
  'volume',
  'price[gte]',
  'price[lte]',
  'offer',
  'country',
  'q',
  'facets',
] as const
/** `attributes[taste_profile]`: the attribute code in brackets; at most MAX_ATTRIBUTE_FILTERS of them. */
export const ATTRIBUTE_FILTER_PARAM = /^attributes\[([^\]]{1,100})\]$/
export const MAX_ATTRIBUTE_FILTERS = 10

/** `q` of the search endpoints: required and not blank; any text goes, the API takes the words out of it. */
const searchText = z.string().check(z.trim(), z.minLength(1), z.maxLength(200))

/** Query of GET /search: the filters, facets, paging and orders of GET /products plus a required `q`. */
export const productSearchQuery = z.object({ ...productListQuery.shape, q: searchText })
export type ProductSearchQuery = z.infer<typeof productSearchQuery>

/** Page sizes of the suggestion endpoints: GET /search/products-variants and GET /search/menus. */
export const SUGGESTIONS_PER_PAGE = { variants: { default: 6, max: 20 }, menus: { default: 10, max: 10 } } as const

function suggestionQuery(limits: { default: number; max: number }) {
  const perPage = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(limits.max))
  return z.object({ q: searchText, itemsPerPage: z._default(perPage, limits.default) })
}
export const variantSuggestionQuery = suggestionQuery(SUGGESTIONS_PER_PAGE.variants)
export const menuSuggestionQuery = suggestionQuery(SUGGESTIONS_PER_PAGE.menus)

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
/**
 * One value: the product's own facts come first (`brand`, `volume` as `0,7 l`, `alcohol` as a number of per
 * cent, `country_of_origin`), then the stored attributes by position. Ids are numbers, as in Sylius; `attribute` is
 * the attribute's IRI (`/api/v2/shop/product-attributes/{code}`).
 */
export const attributeValue = z.looseObject({
  '@id': z.optional(z.string()),
  id: z.optional(z.number()),
  attribute: z.optional(z.string()),
  code: z.string(),
  name: z.string(),
  type: z.string(),
  value: z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]),
  localeCode: z.optional(z.string()),
})
export type AttributeValue = z.infer<typeof attributeValue>
export const attributeValues = hydraCollection(attributeValue)

// ---- Associations: GET /products-by-slug/{slug}/associations/{type} (a collection of `product`) ----------
/** GET /product-associations/{id}: the products associated with one product under one type. */
export const productAssociation = z.looseObject({
  '@id': z.string(),
  id: z.number(),
  /** IRI of the type: `/api/v2/shop/product-association-types/similar`. */
  type: z.string(),
  /** IRIs of the enabled associated products, by position. */
  associatedProducts: z.array(z.string()),
})
export type ProductAssociation = z.infer<typeof productAssociation>

/** GET /product-association-types/{code}: `similar` ("Podobné produkty"), `recommended` ("Doporučujeme k tomu"). */
export const productAssociationType = z.looseObject({
  '@id': z.optional(z.string()),
  code: z.string(),
  name: z.string(),
})
export type ProductAssociationType = z.infer<typeof productAssociationType>
