import { ATTRIBUTES } from './data/attributes.ts'
import { COUNTRIES } from './data/countries.ts'
import { type AssociationItem, buildAssociations } from './generate-associations.ts'
import { buildContent } from './generate-content.ts'
import { buildPriceHistory } from './generate-history.ts'
import { buildPromotions } from './generate-promotions.ts'
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
 * the same options give the same catalogue; a smaller catalogue's products, variants and price history are a prefix
 * of a larger one's (associations are drawn from the whole catalogue).
 */
export function generateCatalogue({ products, seed = DEFAULT_SEED }: GenerateOptions): Catalogue {
  if (!Number.isInteger(products) || products < 0)
    throw new Error(`products must be a whole number ≥ 0, got ${products}`)
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

  const taxonById = new Map(tree.taxons.map((t) => [t.id, t]))
  const names = new Map(rows.translations.map((t) => [t.product_id, t.name]))
  const items: AssociationItem[] = rows.products.map((p) => {
    const leaf = required(taxonById.get(p.main_taxon_id), `taxon ${p.main_taxon_id}`)
    return {
      id: p.id,
      leaf: leaf.code,
      category: taxonById.get(leaf.parent_id ?? 0)?.code ?? leaf.code,
      name: names.get(p.id) ?? '',
      soldCount: p.sold_count,
      enabled: p.enabled === 1,
    }
  })
  const associations = buildAssociations(items, seed)

  return {
    countries: COUNTRIES.filter((c) => usedCountries.has(c.code)).map((c) => ({
      code: c.code,
      name_cs: c.cs,
      name_en: c.en,
    })),
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
    variant_price_history: buildPriceHistory(rows.variants, seed),
    product_association_types: associations.types,
    product_association_type_translations: associations.translations,
    product_associations: associations.associations,
    menus: content.menus,
    menu_items: content.menuItems,
    banners: content.banners,
    redirects: content.redirects,
    ...buildPromotions(),
    media: [...tree.media, ...content.media, ...rows.media],
  }
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`unknown ${what}`)
  return value
}
