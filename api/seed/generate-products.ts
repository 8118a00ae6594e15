import { codeFor, uniqueSlug } from './codes.ts'
import { GIFT_BOX_LEAF } from './data/categories.ts'
import { AGING_BY_NAME } from './data/profiles-spirits.ts'
import { type DescriptionContext, describe, describeShort } from './data/descriptions.ts'
import { tasteLabels } from './data/tastes.ts'
import type { BaseLine, Candidate } from './lines.ts'
import { originalPrice, scaleForVolume, shopPrice } from './pricing.ts'
import { rngFor, type Rng } from './prng.ts'
import { packshotSvg } from './svg.ts'
import { slugify, sqlDateTime, volumeLabel, yearsLabel } from './text.ts'
import type {
  AttributeCode,
  AttributeValueRow,
  CountryDef,
  ImageRow,
  MediaObject,
  ProductRow,
  ProductTaxonRow,
  ProductTranslationRow,
  VariantRow,
} from './types.ts'

/** Lookups the product builder needs from the rest of the catalogue. */
export type ProductContext = {
  seed: number
  taxonId: (code: string) => number
  brandId: (name: string) => number
  country: (code: string) => CountryDef
  attributeId: (code: AttributeCode) => number
}

export type ProductRows = {
  products: ProductRow[]
  translations: ProductTranslationRow[]
  taxons: ProductTaxonRow[]
  variants: VariantRow[]
  images: ImageRow[]
  attributeValues: AttributeValueRow[]
  media: MediaObject[]
}

const CREATED_FROM = Date.UTC(2024, 10, 1)
const CATALOGUE_DAYS = 730
const DAY_MS = 86_400_000
/** Most products sell a little, a few sell a lot: the bestseller order needs a long tail. */
function soldCount(rng: Rng): number {
  return Math.floor(2400 * rng.next() ** 6) + rng.int(0, 12)
}

type LineAttributes = {
  values: Partial<Record<AttributeCode, string | string[]>>
  /** Free tasting notes for the description ("vanilka", "rašelina"); the taste profile holds their labels. */
  notes: string[]
}

function attributeValues(line: BaseLine, rng: Rng): LineAttributes {
  const { profile } = line
  const codes = [...profile.attributes]
  if (line.age !== null && !codes.includes('aging')) codes.splice(1, 0, 'aging')
  const values: Partial<Record<AttributeCode, string | string[]>> = {}
  let notes: string[] = []
  for (const code of codes.slice(0, 4)) {
    const own = line.attributes[code]
    if (own !== undefined) {
      values[code] = own
      continue
    }
    if (code === 'taste_profile' && profile.tastes.length > 0) {
      notes = rng.sample(profile.tastes, rng.int(2, 4))
      const labels = tasteLabels(line.category.code, notes)
      if (labels.length > 0) values[code] = labels
    }
    if (code === 'aging') {
      if (line.age !== null) values[code] = `${yearsLabel(line.age)} v dubových sudech`
      else if (profile.agings)
        values[code] = AGING_BY_NAME.find(([pattern]) => pattern.test(line.name))?.[1] ?? rng.pick(profile.agings)
    }
    if (code === 'cask' && profile.casks) values[code] = rng.pick(profile.casks)
    if (code === 'style' && profile.styles) values[code] = rng.pick(profile.styles)
    if (code === 'serving' && profile.servings) values[code] = rng.pick(profile.servings)
    if (code === 'material' && profile.materials) values[code] = rng.pick(profile.materials)
    if (code === 'care' && profile.cares) values[code] = rng.pick(profile.cares)
  }
  return { values, notes }
}

/** Engraving lengths the shop offers, in characters. */
const ENGRAVING_LENGTHS = [20, 25, 30, 35, 40]
/** Leaves whose goods can always be engraved: gift boxes, glassware and bar tools. */
const ENGRAVED_LEAVES = new Set(['darkove_kazety', 'sklenice', 'barove_nacini'])
/**
 * Spirits whose premium bottles (0,7 l, and the 3 l show bottles) can be engraved: category or leaf codes, and
 * the price from which they can.
 */
const PREMIUM_SPIRITS = new Set(['whisky', 'rum', 'konak'])
const PREMIUM_PRICE = 150_000

/** The longest engraving of a gift box, a premium bottle, a glass or a bar tool; null for the rest. */
function engravingMaxLength(
  line: BaseLine,
  gift: boolean,
  volume: number | null,
  price: number,
  rng: Rng,
): number | null {
  const premium =
    (volume === 700 || volume === 3000) &&
    price >= PREMIUM_PRICE &&
    (PREMIUM_SPIRITS.has(line.category.code) || PREMIUM_SPIRITS.has(line.leaf.code))
  // a basket has nothing to engrave
  const giftBox = gift && line.leaf.code !== 'darkove_kose'
  if (!premium && !giftBox && !ENGRAVED_LEAVES.has(line.leaf.code)) return null
  return rng.pick(ENGRAVING_LENGTHS)
}

function textOf(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** Turns candidates into rows of every product table, with ids counted from 1. */
export function buildProducts(list: Candidate[], ctx: ProductContext): ProductRows {
  const out: ProductRows = {
    products: [],
    translations: [],
    taxons: [],
    variants: [],
    images: [],
    attributeValues: [],
    media: [],
  }
  const slugs = new Set<string>()
  const codes = new Set<string>()
  const positions = new Map<number, number>()

  function placeIn(productId: number, taxonId: number): void {
    const position = positions.get(taxonId) ?? 0
    positions.set(taxonId, position + 1)
    out.taxons.push({ id: out.taxons.length + 1, product_id: productId, taxon_id: taxonId, position })
  }

  for (const c of list) {
    const { line, edition, volume } = c
    const title = [line.brandInName ? line.brand : '', line.name, edition?.name].filter(Boolean).join(' ')
    const name = volume === null ? title : `${title} ${volumeLabel(volume)}`
    const slug = uniqueSlug(slugify(name), slugs)
    const code = codeFor(title, volume, codes)
    const rng = rngFor(ctx.seed, slug)
    const id = out.products.length + 1
    const country = ctx.country(line.country)

    const jitter = c.base ? 1 : 0.95 + rng.next() * 0.13
    const price = shopPrice(
      scaleForVolume(line.priceKc, line.volumes[0] ?? null, volume) * (edition?.factor ?? 1) * jitter,
      rng,
    )
    const abv = line.abv === null ? null : edition?.abv !== undefined ? edition.abv + rng.int(-20, 40) : line.abv
    const created = CREATED_FROM + Math.floor(rng.next() * CATALOGUE_DAYS * DAY_MS)
    const createdAt = sqlDateTime(new Date(created))
    const updatedAt = sqlDateTime(
      new Date(Math.min(created + rng.int(0, 60) * DAY_MS, CREATED_FROM + CATALOGUE_DAYS * DAY_MS - 1000)),
    )
    const gift = line.gift || (edition?.gift ?? false)
    out.products.push({
      id,
      code,
      enabled: rng.chance(0.012) ? 0 : 1,
      main_taxon_id: ctx.taxonId(line.leaf.code),
      brand_id: ctx.brandId(line.brand),
      country_code: country.code,
      volume_ml: volume,
      alcohol_tenths: abv,
      sold_count: soldCount(rng),
      created_at: createdAt,
      updated_at: updatedAt,
      // its own generator, so engraving leaves every other value of the product as it was
      engraving_max_length: engravingMaxLength(line, gift, volume, price, rngFor(ctx.seed, `engraving ${slug}`)),
    })
    placeIn(id, ctx.taxonId(line.leaf.code))
    if (gift && line.leaf.code !== GIFT_BOX_LEAF) placeIn(id, ctx.taxonId(GIFT_BOX_LEAF))

    // Keyed by the line, so every size and edition of one drink shares its taste notes, ageing and cask.
    const { values, notes } = attributeValues(line, rngFor(ctx.seed, `${line.brand} ${line.name}`))
    const text: DescriptionContext = {
      title,
      brand: line.brand,
      noun: line.leaf.noun,
      from: line.leaf.origin ?? country.from,
      tastes: notes,
      aging: textOf(values.aging),
      cask: textOf(values.cask),
      style: textOf(values.style),
      serving: textOf(values.serving),
      material: textOf(values.material),
      care: textOf(values.care),
    }
    out.translations.push({
      product_id: id,
      locale: 'cs_CZ',
      name,
      slug,
      description: describe(line.profile.voice, text, rng.pick, rng.chance),
      short_description: describeShort(line.profile.voice, text),
    })
    for (const [attribute, value] of Object.entries(values)) {
      out.attributeValues.push({
        id: out.attributeValues.length + 1,
        product_id: id,
        attribute_id: ctx.attributeId(attribute as AttributeCode),
        locale: 'cs_CZ',
        value: JSON.stringify(value),
      })
    }

    const onOffer = rng.chance(0.15)
    const onHand = rng.chance(0.08) ? 0 : rng.int(3, 120)
    const variant = (
      suffix: string,
      variantName: string | null,
      variantPrice: number,
      position: number,
    ): VariantRow => ({
      id: out.variants.length + 1,
      code: `${code}${suffix}`,
      product_id: id,
      position,
      enabled: 1,
      name: variantName,
      price: variantPrice,
      original_price: onOffer ? originalPrice(variantPrice, rng) : null,
      minimum_price: 0,
      tracked: 1,
      on_hand: onHand,
      on_hold: 0,
      created_at: createdAt,
      updated_at: updatedAt,
    })
    const volumeName = volume === null ? null : volumeLabel(volume)
    out.variants.push(variant('_V', volumeName, price, 0))
    if (!gift && (line.profile.voice === 'spirit' || line.profile.voice === 'wine') && rng.chance(0.08)) {
      const boxed = shopPrice(price / 100 + rng.pick([149, 199, 249, 349]), rng)
      out.variants.push(variant('_DB', volumeName ? `${volumeName} v dárkovém balení` : 'v dárkovém balení', boxed, 1))
    }

    const path = `products/${code}.svg`
    out.images.push({ id: out.images.length + 1, product_id: id, type: 'main', path, position: 0 })
    const svg = packshotSvg({
      name,
      brand: line.brand,
      volume: volumeName,
      shape: gift ? 'giftbox' : line.shape,
      glass: line.profile.glass,
      key: code,
    })
    out.media.push({ key: path, body: svg, contentType: 'image/svg+xml' })
  }
  return out
}
