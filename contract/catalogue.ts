import * as z from 'zod/mini'
import { DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE } from './channel'
import { pageQuery } from './hydra'

/** Catalogue payloads (docs/shop-api.md#catalogue), with the extras our API adds noted as such. */
const nullableString = z.nullable(z.string())

export const image = z.looseObject({
  '@id': z.optional(z.string()),
  id: z.optional(z.number()),
  type: z.optional(nullableString),
  path: z.string(),
})
export type Image = z.infer<typeof image>

export const taxon = z.looseObject({
  '@id': z.string(),
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.optional(nullableString),
  /** IRIs of enabled children. */
  children: z.array(z.string()),
  images: z.optional(z.array(image)),
  /** Extras of our API: position among siblings, the parent's code and the depth below the root. */
  position: z.optional(z.number()),
  parentCode: z.optional(nullableString),
  level: z.optional(z.number()),
})
export type Taxon = z.infer<typeof taxon>

/** Price data of a variant: what Sylius gives on `/product-variants/{code}`. */
export const variantPricing = z.looseObject({
  '@id': z.string(),
  code: z.string(),
  name: z.optional(nullableString),
  inStock: z.boolean(),
  price: z.optional(z.number()),
  originalPrice: z.optional(z.number()),
  lowestPriceBeforeDiscount: z.optional(z.nullable(z.number())),
})
export type VariantPricing = z.infer<typeof variantPricing>

export const productVariant = z.looseObject({
  ...variantPricing.shape,
  product: z.string(),
  optionValues: z.optional(z.array(z.string())),
  /**
   * Extras of our API (docs/decisions/056-gift-vouchers.md): a gift voucher's variant; a fixed one's price is its
   * value, the free-amount one has its limits here (haléře, `price` = `min`) and takes `giftCardAmount` when added.
   */
  giftCard: z.optional(z.boolean()),
  giftCardAmount: z.optional(z.nullable(z.looseObject({ min: z.number(), max: z.number() }))),
})
export type ProductVariant = z.infer<typeof productVariant>

const namedCode = z.looseObject({ code: z.string(), name: z.string() })

export const product = z.looseObject({
  '@id': z.string(),
  id: z.optional(z.number()),
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.optional(nullableString),
  shortDescription: z.optional(nullableString),
  mainTaxon: z.optional(nullableString),
  variants: z.array(z.string()),
  defaultVariant: z.optional(nullableString),
  images: z.array(image),
  createdAt: z.optional(z.string()),
  /** Extra of Sylius 2.1+ and of our API: the default variant's price data, so listings need no second call. */
  defaultVariantData: z.optional(z.nullable(variantPricing)),
  /** Extras of our API: facets of the drinks catalogue. */
  brand: z.optional(z.nullable(namedCode)),
  countryOfOrigin: z.optional(z.nullable(namedCode)),
  /** Bottle volume in litres, e.g. 0.7. */
  volume: z.optional(z.nullable(z.number())),
  /** Alcohol by volume in per cent, e.g. 40. */
  alcohol: z.optional(z.nullable(z.number())),
  /** Longest engraving text the product offers; null or absent: no engraving. */
  engravingMaxLength: z.optional(z.nullable(z.number())),
})
export type Product = z.infer<typeof product>

export const menuItem = z.looseObject({
  '@id': z.optional(z.string()),
  id: z.number(),
  label: z.string(),
  url: z.string(),
  /** IRI of the parent item; null for top-level items. */
  parent: nullableString,
  position: z.number(),
})
export type MenuItem = z.infer<typeof menuItem>

export const menu = z.looseObject({
  '@id': z.string(),
  code: z.string(),
  name: z.string(),
  items: z.array(menuItem),
})
export type Menu = z.infer<typeof menu>

export const banner = z.looseObject({
  '@id': z.string(),
  code: z.string(),
  title: z.string(),
  subtitle: z.optional(nullableString),
  url: z.string(),
  image: z.nullable(image),
  placement: z.string(),
  position: z.number(),
})
export type Banner = z.infer<typeof banner>

/** `GET /redirects-version`: grows with every write to the redirect table (decision 029). */
export const redirectTableVersion = z.looseObject({ version: z.number() })

export const redirect = z.looseObject({
  '@id': z.optional(z.string()),
  originUrl: z.string(),
  destinationUrl: z.string(),
})
export type Redirect = z.infer<typeof redirect>

export const sortDirection = z.enum(['asc', 'desc'])
export type SortDirection = z.infer<typeof sortDirection>

/** The sort keys of `GET /products`: `order[<key>]=asc|desc`; `bestseller` is an extra of our API. */
export const productOrderParams = {
  'order[code]': 'code',
  'order[createdAt]': 'createdAt',
  'order[price]': 'price',
  'order[translation.name]': 'name',
  'order[bestseller]': 'bestseller',
} as const
export type ProductOrderParam = keyof typeof productOrderParams

/** A comma-separated list, or the same parameter repeated (`brand[]=a&brand[]=b` arrives as an array). */
function listParam(item: RegExp) {
  const one = z.string().check(z.maxLength(1000), z.regex(item))
  return z.optional(z.union([one, z.array(one).check(z.maxLength(50))]))
}
const flag = z.optional(z.enum(['1', '0', 'true', 'false']))
// `x` coerces to NaN, whose issue carries no input: name the rule, or it would read as a missing value
const haler = z.optional(
  z.coerce
    .number({ error: (issue) => (issue.code === 'invalid_type' ? 'number' : undefined) })
    .check(z.int(), z.minimum(0)),
)

/**
 * Listing filters of `GET /products` and `GET /search` beyond Sylius' own (extras of our API; their meaning is
 * described at LISTING_FILTER_PARAMS in discovery.ts). `attributes[<code>]` has a dynamic name and is read by
 * the API from the URL itself. Empty values (`brand=`) mean no filter.
 */
export const listingFilterQuery = {
  brand: listParam(/^[^,]{0,100}(,[^,]{0,100})*$/),
  'brand[]': listParam(/^[^,]{0,100}(,[^,]{0,100})*$/),
  /** Litres: `0.7,1`. */
  volume: listParam(/^\s*(\d{1,2}(\.\d{1,3})?)?(\s*,\s*\d{1,2}(\.\d{1,3})?)*\s*$/),
  'price[gte]': haler,
  'price[lte]': haler,
  offer: flag,
  /** ISO 3166-1 alpha-2, any case: `cz,sk`. */
  country: listParam(/^\s*([A-Za-z]{2})?(\s*,\s*[A-Za-z]{2})*\s*$/),
  /** Full-text query; on `GET /products` it narrows the listing like `/search` does. */
  q: z.optional(z.string().check(z.maxLength(200))),
  /** `1` adds `facets` to the collection. */
  facets: flag,
}

/** Query of `GET /products` (docs/shop-api.md#catalogue). */
export const productListQuery = z.object({
  ...listingFilterQuery,
  ...pageQuery(MAX_ITEMS_PER_PAGE, DEFAULT_ITEMS_PER_PAGE),
  /** Taxon IRI or code: products in it or any descendant. */
  taxon: z.optional(z.string()),
  /** Direct membership in a taxon (or any of several with the `[]` form). */
  'productTaxons.taxon.code': z.optional(z.string()),
  'productTaxons.taxon.code[]': z.optional(z.union([z.string(), z.array(z.string())])),
  'translations.name': z.optional(z.string()),
  'order[code]': z.optional(sortDirection),
  'order[createdAt]': z.optional(sortDirection),
  'order[price]': z.optional(sortDirection),
  'order[translation.name]': z.optional(sortDirection),
  'order[bestseller]': z.optional(sortDirection),
})
export type ProductListQuery = z.infer<typeof productListQuery>

/** One value or the parameter repeated (`product[]=a&product[]=b` arrives as an array). */
const oneOrMany = z.optional(
  z.union([z.string().check(z.maxLength(255)), z.array(z.string().check(z.maxLength(255))).check(z.maxLength(100))]),
)

/**
 * Query of `GET /product-variants` (docs/shop-api.md#catalogue): `product` (IRI or code; `product[]` for several) and
 * our extra `code` (`code[]`), paging as everywhere.
 */
export const productVariantListQuery = z.object({
  ...pageQuery(MAX_ITEMS_PER_PAGE, DEFAULT_ITEMS_PER_PAGE),
  product: oneOrMany,
  'product[]': oneOrMany,
  code: oneOrMany,
  'code[]': oneOrMany,
})
export type ProductVariantListQuery = z.infer<typeof productVariantListQuery>
