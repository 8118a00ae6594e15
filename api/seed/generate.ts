import { ATTRIBUTES } from './data/attributes.ts'
import { COUNTRIES } from './data/countries.ts'
import { buildContent } from './generate-content.ts'
import { buildProducts } from './generate-products.ts'
import { buildTaxons } from './generate-taxons.ts'
import { BRAND_GROUPS, baseLines, type Candidate, candidates } from './lines.ts'
import { snakeCode } from './text.ts'
import type { AttributeCode, BrandRow, Catalogue, CountryDef } from './types.ts'

/** The size of the default demo catalogue. */
export const DEFAULT_PRODUCTS = 330
export const DEFAULT_SEED = 2026

export type GenerateOptions = { products: number; seed?: number }

/**
 * The whole demo catalogue as plain rows per table plus the pictures for the MEDIA bucket. Pure and deterministic:
 * the same options give the same catalogue; a smaller catalogue is a prefix of a larger one.
 */
export function generateCatalogue({ products, seed = DEFAULT_SEED }: GenerateOptions): Catalogue {
  if (!Number.isInteger(products) || products < 0) throw new Error(`products must be a whole number ≥ 0, got ${products}`)
  const tree = buildTaxons()
  const content = buildContent()

  const list: Candidate[] = []
  if (products > 0) {
    for (const candidate of candidates(baseLines())) {
      list.push(candidate)
      if (list.length >= products) break
    }
  }

  // Brands are numbered in the order of the data, so ids do not depend on which lines made the cut.
  const brandOrder = [...new Set(BRAND_GROUPS.map((g) => g.brand))]
  const used = new Set(list.map((c) => c.line.brand))
  const brands: BrandRow[] = brandOrder
    .filter((name) => used.has(name))
    .map((name, i) => ({ id: i + 1, code: snakeCode(name), name }))
  const brandIds = new Map(brands.map((b) => [b.name, b.id]))

  const countries = new Map<string, CountryDef>(COUNTRIES.map((c) => [c.code, c]))
  const usedCountries = new Set<string>()
  const attributeIds = new Map<AttributeCode, number>(ATTRIBUTES.map((a, i) => [a.code, i + 1]))

  const rows = buildProducts(list, {
    seed,
    taxonId: (code) => required(tree.ids.get(code), `taxon ${code}`),
    brandId: (name) => required(brandIds.get(name), `brand ${name}`),
    country: (code) => {
      usedCountries.add(code)
      return required(countries.get(code), `country ${code}`)
    },
    attributeId: (code) => required(attributeIds.get(code), `attribute ${code}`),
  })

  return {
    countries: COUNTRIES.filter((c) => usedCountries.has(c.code)).map((c) => ({ code: c.code, name_cs: c.cs, name_en: c.en })),
    brands,
    taxons: tree.taxons,
    taxon_translations: tree.translations,
    product_attributes: ATTRIBUTES.map((a, i) => ({ id: i + 1, code: a.code, type: a.type, position: i })),
    product_attribute_translations: ATTRIBUTES.flatMap((a, i) => [
      { attribute_id: i + 1, locale: 'cs_CZ', name: a.cs },
      { attribute_id: i + 1, locale: 'en_US', name: a.en },
    ]),
    products: rows.products,
    product_translations: rows.translations,
    product_taxons: rows.taxons,
    product_variants: rows.variants,
    product_images: rows.images,
    product_attribute_values: rows.attributeValues,
    menus: content.menus,
    menu_items: content.menuItems,
    banners: content.banners,
    redirects: content.redirects,
    media: [...tree.media, ...content.media, ...rows.media],
  }
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`unknown ${what}`)
  return value
}
