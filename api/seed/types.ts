/** Shapes of the demo catalogue: the hand-written data (…Def) and the rows the generator returns for each table. */

export type Shape =
  | 'spirit'
  | 'wine'
  | 'sparkling'
  | 'beer'
  | 'can'
  | 'soft'
  | 'giftbox'
  | 'glass'
  | 'tshirt'
  // bar tools
  | 'shaker'
  | 'jigger'
  | 'barspoon'
  | 'muddler'
  | 'strainer'
  | 'board'
  | 'icetray'
  | 'coasters'
/** Which family of description templates a product gets. */
export type Voice = 'spirit' | 'wine' | 'beer' | 'soft' | 'gift' | 'merch'
export type AttributeCode = 'taste_profile' | 'aging' | 'cask' | 'style' | 'serving' | 'material' | 'care'

export type LeafDef = {
  code: string
  cs: string
  en: string
  slug: string
  slugEn: string
  /** Lower-case Czech noun for descriptions: "tmavý rum". */
  noun: string
  /** "ze Skotska": overrides the country phrase where the region says more than the state. */
  origin?: string
}

export type CategoryDef = Omit<LeafDef, 'noun' | 'origin'> & {
  description: string
  leaves: LeafDef[]
}

/** How products of a category look, read and are priced; a leaf may override any part. */
export type Profile = {
  voice: Voice
  shape: Shape
  /** Glass (or box) colour of the picture. */
  glass: string
  /** null for goods that are not drinks. */
  volume: number | null
  /** Further sizes the 10,000-product catalogue combines with editions. */
  volumes: number[]
  /** Tenths of a per cent; null for goods that are not drinks. */
  abv: number | null
  editions: Edition[]
  attributes: AttributeCode[]
  tastes: string[]
  agings?: string[]
  casks?: string[]
  styles?: string[]
  servings?: string[]
  materials?: string[]
  /** How to wash it: glassware and bar tools. */
  cares?: string[]
}

export type Edition = { name: string; factor: number; abv?: number; gift?: boolean }

export type LineExtra = {
  leaf?: string
  abv?: number
  vol?: number | null
  shape?: Shape
  country?: string
  age?: number
  /** A gift box: also listed under the gifts category. */
  gift?: boolean
  /** Values of the line's own, where the profile's random pick would not fit the object (a wooden board is no steel). */
  attributes?: Partial<Record<AttributeCode, string>>
}
/** A product line: its name after the brand, its price in whole crowns for the default volume, and overrides. */
export type LineDef = [name: string, priceKc: number, extra?: LineExtra]

export type BrandGroup = {
  brand: string
  country: string
  leaf: string
  abv?: number
  vol?: number | null
  /** false for the shop's own brand: "Dárkový koš Česká klasika", not "Drinkárna Dárkový koš …". */
  inName?: boolean
  lines: LineDef[]
}

export type CountryDef = { code: string; cs: string; en: string; from: string }

// ── rows, one type per table; column names as in the migrations ──

export type SqlValue = string | number | null

export type CountryRow = { code: string; name_cs: string; name_en: string }
export type BrandRow = { id: number; code: string; name: string }
export type TaxonRow = {
  id: number
  code: string
  parent_id: number | null
  position: number
  enabled: number
  image_path: string | null
}
export type TaxonTranslationRow = {
  taxon_id: number
  locale: string
  name: string
  slug: string
  description: string | null
}
export type AttributeRow = { id: number; code: string; type: string; position: number }
export type AttributeTranslationRow = { attribute_id: number; locale: string; name: string }
export type ProductRow = {
  id: number
  code: string
  enabled: number
  main_taxon_id: number
  brand_id: number
  country_code: string
  volume_ml: number | null
  alcohol_tenths: number | null
  sold_count: number
  created_at: string
  updated_at: string
  /** Longest engraving text; null: the product cannot be engraved. */
  engraving_max_length: number | null
}
export type ProductTranslationRow = {
  product_id: number
  locale: string
  name: string
  slug: string
  description: string
  short_description: string
}
export type ProductTaxonRow = { id: number; product_id: number; taxon_id: number; position: number }
export type VariantRow = {
  id: number
  code: string
  product_id: number
  position: number
  enabled: number
  name: string | null
  price: number
  original_price: number | null
  minimum_price: number
  tracked: number
  on_hand: number
  on_hold: number
  created_at: string
  updated_at: string
}
export type ImageRow = { id: number; product_id: number; type: string; path: string; position: number }
export type AttributeValueRow = { id: number; product_id: number; attribute_id: number; locale: string; value: string }
export type PriceHistoryRow = {
  id: number
  variant_id: number
  price: number
  original_price: number | null
  /** 'YYYY-MM-DD HH:MM:SS', UTC. */
  effective_from: string
}
export type AssociationTypeRow = { id: number; code: string; position: number }
export type AssociationTypeTranslationRow = { type_id: number; locale: string; name: string }
export type AssociationRow = {
  id: number
  owner_product_id: number
  type_id: number
  associated_product_id: number
  position: number
}
export type MenuRow = { code: string; name: string }
export type MenuItemRow = {
  id: number
  menu_code: string
  parent_id: number | null
  position: number
  locale: string
  label: string
  url: string
}
export type BannerRow = {
  id: number
  code: string
  placement: string
  position: number
  enabled: number
  locale: string
  title: string
  subtitle: string | null
  url: string
  image_path: string | null
  starts_at: string | null
  ends_at: string | null
}
export type RedirectRow = { id: number; origin_url: string; destination_url: string; enabled: number }
export type PromotionRow = {
  id: number
  code: string
  enabled: number
  priority: number
  exclusive: number
  coupon_based: number
  starts_at: string | null
  ends_at: string | null
  name_cs: string
  name_en: string
  rules: string
  actions: string
}
export type PromotionCouponRow = {
  id: number
  promotion_id: number
  code: string
  usage_limit: number | null
  used: number
  expires_at: string | null
}

/** An object for the MEDIA bucket. */
export type MediaObject = { key: string; body: string; contentType: string }

/** Everything the seed writes, table by table, in an order that satisfies the foreign keys. */
export type Catalogue = {
  countries: CountryRow[]
  brands: BrandRow[]
  taxons: TaxonRow[]
  taxon_translations: TaxonTranslationRow[]
  product_attributes: AttributeRow[]
  product_attribute_translations: AttributeTranslationRow[]
  products: ProductRow[]
  product_translations: ProductTranslationRow[]
  product_taxons: ProductTaxonRow[]
  product_variants: VariantRow[]
  product_images: ImageRow[]
  product_attribute_values: AttributeValueRow[]
  variant_price_history: PriceHistoryRow[]
  product_association_types: AssociationTypeRow[]
  product_association_type_translations: AssociationTypeTranslationRow[]
  product_associations: AssociationRow[]
  menus: MenuRow[]
  menu_items: MenuItemRow[]
  banners: BannerRow[]
  redirects: RedirectRow[]
  promotions: PromotionRow[]
  promotion_coupons: PromotionCouponRow[]
  media: MediaObject[]
}
export type TableName = Exclude<keyof Catalogue, 'media'>
