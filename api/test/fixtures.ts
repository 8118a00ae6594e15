import { MENU_TAXON_CODE } from '../../contract/channel'
import type { Bindings } from '../env'
import app from '../index'
import { testEnv } from './env'
import { idOf, row } from './sql'

/**
 * Small, explicit catalogue data for API tests, inserted with SQL. Each helper writes one thing and its
 * translations; what a test does not state gets a plain default.
 */

type Translation = { name: string; slug: string; description?: string | null }

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
    setup.push(
      row(db, 'INSERT OR IGNORE INTO brands (code, name) VALUES (?, ?)', product.brand.code, product.brand.name),
    )
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
  for (const [locale, t] of [
    ['cs_CZ', cs],
    ['en_US', product.en],
  ] as const) {
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
      row(
        db,
        'INSERT INTO product_images (product_id, type, path, position) VALUES (?, ?, ?, ?)',
        id,
        image.type ?? 'main',
        image.path,
        index,
      ),
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
      row(
        db,
        'INSERT INTO redirects (origin_url, destination_url, enabled) VALUES (?, ?, ?)',
        r.origin,
        r.destination,
        r.enabled === false ? 0 : 1,
      ),
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
  await addTaxon(db, {
    code: 'rum',
    parent: 'destilaty',
    position: 0,
    cs: { name: 'Rum', slug: 'rum' },
    en: { name: 'Rum', slug: 'rum-en' },
  })
  await addTaxon(db, {
    code: 'skryte',
    parent: 'destilaty',
    position: 2,
    enabled: false,
    cs: { name: 'Skryté', slug: 'skryte' },
  })
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
