import { addTaxon, addMenuRoot, addProduct, type ProductFixture } from './fixtures'
import { row } from './sql'

/** Fixtures of the discovery features: history, associations, attributes, engraving, facets and search. */

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
  const inserted = await row(
    db,
    'INSERT INTO product_association_types (code, position) VALUES (?, ?) RETURNING id',
    type.code,
    type.position ?? 0,
  ).first<{
    id: number
  }>()
  const id = inserted!.id
  const names = Object.entries({ cs_CZ: type.cs, en_US: type.en }).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  )
  await db.batch(
    names.map(([locale, name]) =>
      row(
        db,
        'INSERT INTO product_association_type_translations (type_id, locale, name) VALUES (?, ?, ?)',
        id,
        locale,
        name,
      ),
    ),
  )
  return id
}

/** Associates products (by code, in this order) with an owner product under a type; returns the row ids. */
export async function addAssociations(
  db: D1Database,
  owner: string,
  type: string,
  associated: string[],
): Promise<number[]> {
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
  const names = Object.entries({ cs_CZ: attribute.cs, en_US: attribute.en }).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  )
  await db.batch(
    names.map(([locale, name]) =>
      row(
        db,
        'INSERT INTO product_attribute_translations (attribute_id, locale, name) VALUES (?, ?, ?)',
        id,
        locale,
        name,
      ),
    ),
  )
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
  await addTaxon(db, {
    code: 'lihoviny',
    position: 0,
    cs: { name: 'Lihoviny', slug: 'lihoviny' },
    en: { name: 'Spirits', slug: 'spirits' },
  })
  await addTaxon(db, { code: 'likery', position: 1, cs: { name: 'Likéry', slug: 'likery' } })
  await addTaxon(db, { code: 'slivovice', parent: 'lihoviny', cs: { name: 'Pálenky', slug: 'lihoviny/palenky' } })
  await addTaxon(db, {
    code: 'whisky',
    parent: 'lihoviny',
    position: 1,
    cs: { name: 'Whisky', slug: 'lihoviny/whisky' },
  })
  const spirit = (code: string, fixture: Omit<ProductFixture, 'code'>) => addProduct(db, { code, ...fixture })
  await spirit('SLIV_JEL_700', {
    taxons: [['slivovice', 0]],
    brand: JELINEK,
    country: CZ,
    volumeMl: 700,
    soldCount: 30,
    createdAt: '2024-01-01 10:00:00',
    cs: {
      name: 'Rudolf Jelínek Slivovice',
      slug: 'jelinek-slivovice',
      description: 'Tradiční moravská pálenka ze švestek',
    },
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
