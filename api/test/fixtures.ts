import { MENU_TAXON_CODE } from '../../contract/channel'
import type { Bindings } from '../env'
import app from '../index'
import { testEnv } from './env'

/**
 * Small, explicit catalogue data for API tests, inserted with SQL. Each helper writes one thing and its
 * translations; what a test does not state gets a plain default.
 */

type Translation = { name: string; slug: string; description?: string | null }

function row(db: D1Database, text: string, ...params: unknown[]) {
  return db.prepare(text).bind(...params)
}

async function idOf(db: D1Database, table: 'taxons' | 'products', code: string): Promise<number> {
  const found = await row(db, `SELECT id FROM ${table} WHERE code = ?`, code).first<{ id: number }>()
  if (!found) throw new Error(`fixture: no ${table} row with code ${code}`)
  return found.id
}

export type TaxonFixture = {
  code: string
  /** Parent code; the menu root when omitted, none for `null`. */
  parent?: string | null
  position?: number
  enabled?: boolean
  imagePath?: string | null
  cs: Translation
  en?: Translation
}

export async function addTaxon(db: D1Database, taxon: TaxonFixture): Promise<number> {
  const parent = taxon.parent === undefined ? MENU_TAXON_CODE : taxon.parent
  const parentId = parent === null ? null : await idOf(db, 'taxons', parent)
  const inserted = await row(
    db,
    'INSERT INTO taxons (code, parent_id, position, enabled, image_path) VALUES (?, ?, ?, ?, ?) RETURNING id',
    ...[taxon.code, parentId, taxon.position ?? 0, taxon.enabled === false ? 0 : 1, taxon.imagePath ?? null],
  ).first<{ id: number }>()
  const id = inserted!.id
  const translations = Object.entries({ cs_CZ: taxon.cs, en_US: taxon.en }).filter(
    (entry): entry is [string, Translation] => entry[1] !== undefined,
  )
  await db.batch(
    translations.map(([locale, t]) =>
      row(
        db,
        'INSERT INTO taxon_translations (taxon_id, locale, name, slug, description) VALUES (?, ?, ?, ?, ?)',
        ...[id, locale, t.name, t.slug, t.description ?? null],
      ),
    ),
  )
  return id
}

/** The menu root every category hangs from. */
export function addMenuRoot(db: D1Database): Promise<number> {
  return addTaxon(db, { code: MENU_TAXON_CODE, parent: null, cs: { name: 'Kategorie', slug: 'kategorie' } })
}

export type VariantFixture = {
  code: string
  price: number
  originalPrice?: number | null
  position?: number
  enabled?: boolean
  name?: string | null
  tracked?: boolean
  onHand?: number
  onHold?: number
}

export type ProductFixture = {
  code: string
  enabled?: boolean
  mainTaxon?: string
  /** Taxon codes, with the product's position in each (0 unless given). */
  taxons?: Array<string | [code: string, position: number]>
  brand?: { code: string; name: string }
  country?: { code: string; cs: string; en: string }
  volumeMl?: number
  alcoholTenths?: number
  soldCount?: number
  createdAt?: string
  cs?: Translation & { shortDescription?: string | null }
  en?: Translation & { shortDescription?: string | null }
  variants?: VariantFixture[]
  images?: Array<{ path: string; type?: string }>
}

export async function addProduct(db: D1Database, product: ProductFixture): Promise<number> {
  const setup: D1PreparedStatement[] = []
  if (product.brand) {
    setup.push(row(db, 'INSERT OR IGNORE INTO brands (code, name) VALUES (?, ?)', product.brand.code, product.brand.name))
  }
  if (product.country) {
    const { code, cs, en } = product.country
    setup.push(row(db, 'INSERT OR IGNORE INTO countries (code, name_cs, name_en) VALUES (?, ?, ?)', code, cs, en))
  }
  if (setup.length > 0) await db.batch(setup)
  const inserted = await row(
    db,
    `INSERT INTO products (code, enabled, main_taxon_id, brand_id, country_code, volume_ml, alcohol_tenths, sold_count, created_at, updated_at)
     VALUES (?, ?, (SELECT id FROM taxons WHERE code = ?), (SELECT id FROM brands WHERE code = ?), ?, ?, ?, ?,
             coalesce(?, datetime('now')), coalesce(?, datetime('now')))
     RETURNING id`,
    ...[product.code, product.enabled === false ? 0 : 1, product.mainTaxon ?? null, product.brand?.code ?? null],
    ...[product.country?.code ?? null, product.volumeMl ?? null, product.alcoholTenths ?? null, product.soldCount ?? 0],
    ...[product.createdAt ?? null, product.createdAt ?? null],
  ).first<{ id: number }>()
  const id = inserted!.id
  const cs = product.cs ?? { name: `Produkt ${product.code}`, slug: product.code.toLowerCase() }
  const statements: D1PreparedStatement[] = []
  for (const [locale, t] of [['cs_CZ', cs], ['en_US', product.en]] as const) {
    if (!t) continue
    statements.push(
      row(
        db,
        'INSERT INTO product_translations (product_id, locale, name, slug, description, short_description) VALUES (?, ?, ?, ?, ?, ?)',
        ...[id, locale, t.name, t.slug, t.description ?? null, t.shortDescription ?? null],
      ),
    )
  }
  for (const taxon of product.taxons ?? []) {
    const [code, position] = typeof taxon === 'string' ? [taxon, 0] : taxon
    statements.push(
      row(
        db,
        'INSERT INTO product_taxons (product_id, taxon_id, position) VALUES (?, (SELECT id FROM taxons WHERE code = ?), ?)',
        ...[id, code, position],
      ),
    )
  }
  const variants = product.variants ?? [{ code: `${product.code}_V`, price: 10000 }]
  variants.forEach((v, index) => {
    statements.push(
      row(
        db,
        `INSERT INTO product_variants (code, product_id, position, enabled, name, price, original_price, tracked, on_hand, on_hold)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ...[v.code, id, v.position ?? index, v.enabled === false ? 0 : 1, v.name ?? null, v.price],
        ...[v.originalPrice ?? null, v.tracked === false ? 0 : 1, v.onHand ?? 10, v.onHold ?? 0],
      ),
    )
  })
  ;(product.images ?? []).forEach((image, index) => {
    statements.push(
      row(db, 'INSERT INTO product_images (product_id, type, path, position) VALUES (?, ?, ?, ?)', id, image.type ?? 'main', image.path, index),
    )
  })
  await db.batch(statements)
  return id
}

export async function addMenu(
  db: D1Database,
  menu: { code: string; name: string },
  items: Array<{ id: number; parent?: number; position?: number; locale?: string; label: string; url: string }>,
): Promise<void> {
  await db.batch([
    row(db, 'INSERT INTO menus (code, name) VALUES (?, ?)', menu.code, menu.name),
    ...items.map((i) =>
      row(
        db,
        'INSERT INTO menu_items (id, menu_code, parent_id, position, locale, label, url) VALUES (?, ?, ?, ?, ?, ?, ?)',
        ...[i.id, menu.code, i.parent ?? null, i.position ?? 0, i.locale ?? 'cs_CZ', i.label, i.url],
      ),
    ),
  ])
}

export type BannerFixture = {
  code: string
  placement?: string
  position?: number
  enabled?: boolean
  locale?: string
  title?: string
  subtitle?: string | null
  url?: string
  imagePath?: string | null
  startsAt?: string | null
  endsAt?: string | null
}

export async function addBanners(db: D1Database, banners: BannerFixture[]): Promise<void> {
  await db.batch(
    banners.map((b) =>
      row(
        db,
        `INSERT INTO banners (code, placement, position, enabled, locale, title, subtitle, url, image_path, starts_at, ends_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ...[b.code, b.placement ?? 'homepage', b.position ?? 0, b.enabled === false ? 0 : 1, b.locale ?? 'cs_CZ'],
        ...[b.title ?? `Banner ${b.code}`, b.subtitle ?? null, b.url ?? '/', b.imagePath ?? null],
        ...[b.startsAt ?? null, b.endsAt ?? null],
      ),
    ),
  )
}

export async function addRedirects(
  db: D1Database,
  redirects: Array<{ origin: string; destination: string; enabled?: boolean }>,
): Promise<void> {
  await db.batch(
    redirects.map((r) =>
      row(db, 'INSERT INTO redirects (origin_url, destination_url, enabled) VALUES (?, ?, ?)', r.origin, r.destination, r.enabled === false ? 0 : 1),
    ),
  )
}

/** A GET as the storefront sends it (JSON-LD), straight to the API app with the test bindings. */
export function get(path: string, headers: Record<string, string> = {}, env: Bindings = testEnv): Promise<Response> {
  return Promise.resolve(app.request(path, { headers: { accept: 'application/ld+json', ...headers } }, env))
}

/**
 * A small drinks catalogue: a category tree with a disabled branch, five enabled products and a disabled
 * one, covering prices, stock, translations and facets.
 *
 *   menu_category ─┬─ napoje ─── destilaty ─┬─ rum      RUM_B (position 1), RUM_A (2), HIDDEN_D (disabled product)
 *                  │                        ├─ whisky   WHISKY_C (0)
 *                  │                        └─ skryte   SECRET_E (disabled taxon)
 *                  └─ vino                              WINE_F (no variants)
 */
export async function addDrinksCatalogue(db: D1Database): Promise<void> {
  await addMenuRoot(db)
  await addTaxon(db, {
    code: 'napoje',
    position: 0,
    imagePath: 'taxons/napoje.jpg',
    cs: { name: 'Nápoje', slug: 'napoje', description: 'Všechny nápoje' },
    en: { name: 'Drinks', slug: 'drinks' },
  })
  await addTaxon(db, { code: 'vino', position: 1, cs: { name: 'Víno', slug: 'vino' } })
  await addTaxon(db, { code: 'destilaty', parent: 'napoje', cs: { name: 'Destiláty', slug: 'napoje/destilaty' } })
  await addTaxon(db, { code: 'whisky', parent: 'destilaty', position: 1, cs: { name: 'Whisky', slug: 'whisky' } })
  await addTaxon(db, { code: 'rum', parent: 'destilaty', position: 0, cs: { name: 'Rum', slug: 'rum' }, en: { name: 'Rum', slug: 'rum-en' } })
  await addTaxon(db, { code: 'skryte', parent: 'destilaty', position: 2, enabled: false, cs: { name: 'Skryté', slug: 'skryte' } })
  await addProduct(db, {
    code: 'RUM_A',
    mainTaxon: 'rum',
    taxons: [['rum', 2]],
    brand: { code: 'havana', name: 'Havana Club' },
    country: { code: 'CU', cs: 'Kuba', en: 'Cuba' },
    volumeMl: 700,
    alcoholTenths: 400,
    soldCount: 5,
    createdAt: '2024-01-01 10:00:00',
    cs: { name: 'Rum A', slug: 'rum-a', description: 'Tmavý rum', shortDescription: 'Tmavý' },
    en: { name: 'Rum A (en)', slug: 'rum-a-en', description: 'Dark rum', shortDescription: 'Dark' },
    variants: [{ code: 'RUM_A_700', name: '0,7 l', price: 50000, originalPrice: 60000, onHand: 5, onHold: 1 }],
    images: [{ path: 'products/rum-a.jpg' }, { path: 'products/rum-a-back.jpg', type: 'thumbnail' }],
  })
  await addProduct(db, {
    code: 'RUM_B',
    taxons: [['rum', 1]],
    soldCount: 50,
    createdAt: '2024-03-01 10:00:00',
    cs: { name: 'Rum B', slug: 'rum-b' },
    variants: [{ code: 'RUM_B_700', price: 30000 }],
  })
  await addProduct(db, {
    code: 'WHISKY_C',
    taxons: [['whisky', 0]],
    soldCount: 10,
    createdAt: '2024-02-01 10:00:00',
    cs: { name: 'Whisky C', slug: 'whisky-c' },
    variants: [
      { code: 'WHISKY_C_50', price: 1000, enabled: false },
      { code: 'WHISKY_C_700', price: 90000, onHand: 3, onHold: 3 },
      { code: 'WHISKY_C_1000', price: 120000, tracked: false, onHand: 0 },
    ],
  })
  await addProduct(db, {
    code: 'HIDDEN_D',
    enabled: false,
    taxons: ['rum'],
    cs: { name: 'Rum D', slug: 'rum-d' },
    variants: [{ code: 'HIDDEN_D_700', price: 40000 }],
  })
  await addProduct(db, {
    code: 'SECRET_E',
    taxons: ['skryte'],
    createdAt: '2024-04-01 10:00:00',
    cs: { name: 'Tajný E', slug: 'tajny-e' },
    variants: [{ code: 'SECRET_E_700', price: 20000 }],
  })
  await addProduct(db, {
    code: 'WINE_F',
    taxons: ['vino'],
    createdAt: '2024-05-01 10:00:00',
    cs: { name: 'Víno F', slug: 'vino-f' },
    variants: [],
  })
}

// ---- Discovery: price history, associations, attributes, engraving -----------------------------------

/** Past prices of a variant (`from` as 'YYYY-MM-DD HH:MM:SS'), written as the price-change trigger would. */
export async function addPriceHistory(
  db: D1Database,
  variantCode: string,
  rows: Array<{ price: number; originalPrice?: number | null; from: string }>,
): Promise<void> {
  await db.batch(
    rows.map((r) =>
      row(
        db,
        `INSERT INTO variant_price_history (variant_id, price, original_price, effective_from)
         VALUES ((SELECT id FROM product_variants WHERE code = ?), ?, ?, ?)`,
        ...[variantCode, r.price, r.originalPrice ?? null, r.from],
      ),
    ),
  )
}

/** An association type (`similar`, `recommended`) with its names. */
export async function addAssociationType(
  db: D1Database,
  type: { code: string; position?: number; cs: string; en?: string },
): Promise<number> {
  const inserted = await row(db, 'INSERT INTO product_association_types (code, position) VALUES (?, ?) RETURNING id', type.code, type.position ?? 0).first<{
    id: number
  }>()
  const id = inserted!.id
  const names = Object.entries({ cs_CZ: type.cs, en_US: type.en }).filter((entry): entry is [string, string] => entry[1] !== undefined)
  await db.batch(names.map(([locale, name]) => row(db, 'INSERT INTO product_association_type_translations (type_id, locale, name) VALUES (?, ?, ?)', id, locale, name)))
  return id
}

/** Associates products (by code, in this order) with an owner product under a type; returns the row ids. */
export async function addAssociations(db: D1Database, owner: string, type: string, associated: string[]): Promise<number[]> {
  const results = await db.batch(
    associated.map((code, position) =>
      row(
        db,
        `INSERT INTO product_associations (owner_product_id, type_id, associated_product_id, position)
         VALUES ((SELECT id FROM products WHERE code = ?), (SELECT id FROM product_association_types WHERE code = ?),
                 (SELECT id FROM products WHERE code = ?), ?) RETURNING id`,
        ...[owner, type, code, position],
      ),
    ),
  )
  return results.map((result) => (result.results[0] as { id: number }).id)
}

/** An attribute with its names; returns its id. */
export async function addAttribute(
  db: D1Database,
  attribute: { code: string; type: string; position?: number; cs: string; en?: string },
): Promise<number> {
  const inserted = await row(
    db,
    'INSERT INTO product_attributes (code, type, position) VALUES (?, ?, ?) RETURNING id',
    ...[attribute.code, attribute.type, attribute.position ?? 0],
  ).first<{ id: number }>()
  const id = inserted!.id
  const names = Object.entries({ cs_CZ: attribute.cs, en_US: attribute.en }).filter((entry): entry is [string, string] => entry[1] !== undefined)
  await db.batch(names.map(([locale, name]) => row(db, 'INSERT INTO product_attribute_translations (attribute_id, locale, name) VALUES (?, ?, ?)', id, locale, name)))
  return id
}

/** A product's value of an attribute in a locale (cs_CZ unless given), stored JSON-encoded; returns its id. */
export async function addAttributeValue(
  db: D1Database,
  value: { product: string; attribute: string; value: unknown; locale?: string },
): Promise<number> {
  const inserted = await row(
    db,
    `INSERT INTO product_attribute_values (product_id, attribute_id, locale, value)
     VALUES ((SELECT id FROM products WHERE code = ?), (SELECT id FROM product_attributes WHERE code = ?), ?, ?) RETURNING id`,
    ...[value.product, value.attribute, value.locale ?? 'cs_CZ', JSON.stringify(value.value)],
  ).first<{ id: number }>()
  return inserted!.id
}

/** Lets a product be engraved with up to `maxLength` characters (null: no engraving). */
export async function setEngraving(db: D1Database, productCode: string, maxLength: number | null): Promise<void> {
  await row(db, 'UPDATE products SET engraving_max_length = ? WHERE code = ?', maxLength, productCode).run()
}

// ---- Discovery: filters, facets and full-text search ----------------------------------------------------

const CZ = { code: 'CZ', cs: 'Česko', en: 'Czechia' }
const SK = { code: 'SK', cs: 'Slovensko', en: 'Slovakia' }
const GB = { code: 'GB', cs: 'Velká Británie', en: 'United Kingdom' }
const JELINEK = { code: 'jelinek', name: 'Rudolf Jelínek' }
const ZUFANEK = { code: 'zufanek', name: 'Žufánek' }

/**
 * A catalogue with brand, country, volume, price and offer variety for filters, facets and search. Products
 * are not in the search index until a test calls refreshSearchIndex().
 *
 *   menu_category ─┬─ lihoviny ─┬─ slivovice   SLIV_JEL_700, SLIV_JEL_1000, SLIV_ZUF_500, SLIV_BOS_700
 *                  │            └─ whisky      WHISKY_GLEN_700, HIDDEN_WHISKY (disabled)
 *                  └─ likery                   LIKER_KARAMEL (no brand, no country), LIKER_OVOCNY (no variant)
 *
 * On offer: SLIV_JEL_700 (450 Kč, was 500), SLIV_ZUF_500 (590, was 650), WHISKY_GLEN_700 (890, was 990).
 * Attributes: taste_profile (select, arrays of labels), region (text).
 */
export async function addDiscoveryCatalogue(db: D1Database): Promise<void> {
  await addMenuRoot(db)
  await addTaxon(db, { code: 'lihoviny', position: 0, cs: { name: 'Lihoviny', slug: 'lihoviny' }, en: { name: 'Spirits', slug: 'spirits' } })
  await addTaxon(db, { code: 'likery', position: 1, cs: { name: 'Likéry', slug: 'likery' } })
  await addTaxon(db, { code: 'slivovice', parent: 'lihoviny', cs: { name: 'Pálenky', slug: 'lihoviny/palenky' } })
  await addTaxon(db, { code: 'whisky', parent: 'lihoviny', position: 1, cs: { name: 'Whisky', slug: 'lihoviny/whisky' } })
  const spirit = (code: string, fixture: Omit<ProductFixture, 'code'>) => addProduct(db, { code, ...fixture })
  await spirit('SLIV_JEL_700', {
    taxons: [['slivovice', 0]],
    brand: JELINEK,
    country: CZ,
    volumeMl: 700,
    soldCount: 30,
    createdAt: '2024-01-01 10:00:00',
    cs: { name: 'Rudolf Jelínek Slivovice', slug: 'jelinek-slivovice', description: 'Tradiční moravská pálenka ze švestek' },
    en: { name: 'Rudolf Jelinek Plum Brandy', slug: 'jelinek-plum-brandy', description: 'Traditional Moravian brandy' },
    variants: [{ code: 'SLIV_JEL_700_V', price: 45000, originalPrice: 50000 }],
    images: [{ path: 'products/sliv-jel.jpg' }],
  })
  await spirit('SLIV_JEL_1000', {
    taxons: [['slivovice', 1]],
    brand: JELINEK,
    country: CZ,
    volumeMl: 1000,
    soldCount: 10,
    createdAt: '2024-02-01 10:00:00',
    cs: { name: 'Rudolf Jelínek Slivovice Gold', slug: 'jelinek-slivovice-gold' },
    variants: [{ code: 'SLIV_JEL_1000_V', price: 69000 }],
  })
  await spirit('SLIV_ZUF_500', {
    taxons: [['slivovice', 2]],
    brand: ZUFANEK,
    country: CZ,
    volumeMl: 500,
    soldCount: 20,
    createdAt: '2024-03-01 10:00:00',
    cs: { name: 'Žufánek Slivovice', slug: 'zufanek-slivovice', shortDescription: 'Z Bojkovic' },
    variants: [{ code: 'SLIV_ZUF_500_V', price: 59000, originalPrice: 65000 }],
  })
  await spirit('SLIV_BOS_700', {
    taxons: [['slivovice', 3]],
    brand: { code: 'bosacka', name: 'Bošácka' },
    country: SK,
    volumeMl: 700,
    soldCount: 5,
    createdAt: '2024-04-01 10:00:00',
    cs: { name: 'Bošácka Slivovica', slug: 'bosacka-slivovica' },
    variants: [{ code: 'SLIV_BOS_700_V', price: 39000 }],
  })
  await spirit('WHISKY_GLEN_700', {
    taxons: [['whisky', 0]],
    brand: { code: 'glenfiddich', name: 'Glenfiddich' },
    country: GB,
    volumeMl: 700,
    soldCount: 40,
    createdAt: '2024-05-01 10:00:00',
    cs: { name: 'Glenfiddich 12', slug: 'glenfiddich-12', description: 'Skotská whisky s tóny hrušky a karamelu' },
    variants: [{ code: 'WHISKY_GLEN_700_V', price: 89000, originalPrice: 99000 }],
  })
  await spirit('HIDDEN_WHISKY', {
    enabled: false,
    taxons: ['whisky'],
    brand: JELINEK,
    country: CZ,
    volumeMl: 700,
    cs: { name: 'Skrytá Whisky Slivovice', slug: 'skryta-whisky' },
    variants: [{ code: 'HIDDEN_WHISKY_V', price: 10000 }],
  })
  await spirit('LIKER_KARAMEL', {
    taxons: ['likery'],
    volumeMl: 500,
    createdAt: '2024-06-01 10:00:00',
    cs: { name: 'Karamelový likér', slug: 'karamelovy-liker', description: 'Sladký likér' },
    variants: [{ code: 'LIKER_KARAMEL_V', price: 29000 }],
  })
  await spirit('LIKER_OVOCNY', {
    taxons: ['likery'],
    brand: ZUFANEK,
    country: CZ,
    createdAt: '2024-07-01 10:00:00',
    cs: { name: 'Ovocný likér', slug: 'ovocny-liker' },
    variants: [],
  })
  await addAttribute(db, { code: 'taste_profile', type: 'select', cs: 'Chuťový profil', en: 'Taste' })
  await addAttribute(db, { code: 'region', type: 'text', cs: 'Oblast', en: 'Region' })
  await addAttributeValue(db, { product: 'SLIV_JEL_700', attribute: 'taste_profile', value: ['ovocný', 'suchý'] })
  await addAttributeValue(db, { product: 'SLIV_ZUF_500', attribute: 'taste_profile', value: ['ovocný'] })
  await addAttributeValue(db, { product: 'WHISKY_GLEN_700', attribute: 'taste_profile', value: ['kořenitý'] })
  await addAttributeValue(db, { product: 'SLIV_JEL_700', attribute: 'region', value: 'Morava' })
  await addAttributeValue(db, { product: 'SLIV_JEL_1000', attribute: 'region', value: 'Morava' })
  await addAttributeValue(db, { product: 'SLIV_ZUF_500', attribute: 'region', value: 'Morava', locale: 'en_US' })
}
