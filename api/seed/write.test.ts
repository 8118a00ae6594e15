import { beforeAll, describe, expect, it } from 'vitest'
import { lowestPriceBeforeDiscount } from '../db/price-history'
import { sql } from '../db/sql'
import { testEnv } from '../test/env'
import { generateCatalogue } from './generate'
import { clearCatalogue, clearMedia, TABLES, writeCatalogue } from './write'

const catalogue = generateCatalogue({ products: 330 })

async function count(table: string): Promise<number> {
  const row = await testEnv.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>()
  return row?.n ?? 0
}

describe('writeCatalogue', () => {
  beforeAll(async () => {
    await writeCatalogue(testEnv.DB, testEnv.MEDIA, catalogue)
  })

  it('writes every table of the catalogue with as many rows as were generated', async () => {
    for (const table of TABLES) expect(await count(table), table).toBe(catalogue[table].length)
    expect(await count('products')).toBe(330)
  })

  it('keeps the rows intact, Czech text and JSON attribute values included', async () => {
    const jelinek = await testEnv.DB.prepare(
      `SELECT t.name, v.price, v.code FROM product_translations t
       JOIN product_variants v ON v.product_id = t.product_id AND v.position = 0
       WHERE t.locale = 'cs_CZ' AND t.name LIKE '%Jelínek Slivovice%' ORDER BY t.product_id LIMIT 1`,
    ).first<{ name: string; price: number; code: string }>()
    expect(jelinek?.name).toMatch(/^Rudolf Jelínek Slivovice/)
    expect(Number.isInteger(jelinek?.price)).toBe(true)
    const value = await testEnv.DB.prepare(
      `SELECT v.value FROM product_attribute_values v JOIN product_attributes a ON a.id = v.attribute_id
       WHERE a.code = 'taste_profile' LIMIT 1`,
    ).first<{ value: string }>()
    expect(JSON.parse(value?.value ?? 'null')).toEqual(expect.arrayContaining([expect.any(String)]))
  })

  it('fills the listing table and the search index from what it wrote', async () => {
    expect(await count('product_listing')).toBe(
      catalogue.products.filter((p) => catalogue.product_variants.some((v) => v.product_id === p.id)).length,
    )
    expect(await count('product_search')).toBe(catalogue.product_translations.length)
    const found = await testEnv.DB.prepare(
      "SELECT count(*) AS n FROM product_search WHERE product_search MATCH 'jelinek'",
    ).first<{ n: number }>()
    expect(found?.n).toBeGreaterThan(0)
  })

  it('writes a price history that gives every offer a lowest price of the 30 days before, a third of them below the was-price', async () => {
    const { text } =
      sql`SELECT v.price, v.original_price, ${lowestPriceBeforeDiscount('v')} AS lowest FROM product_variants v
      WHERE v.original_price > v.price`
    const { results } = await testEnv.DB.prepare(text).all<{
      price: number
      original_price: number
      lowest: number | null
    }>()
    expect(results.length).toBe(catalogue.product_variants.filter((v) => v.original_price !== null).length)
    for (const offer of results) {
      expect(offer.lowest).not.toBeNull()
      expect(offer.lowest!).toBeGreaterThan(offer.price)
      expect(offer.lowest!).toBeLessThanOrEqual(offer.original_price)
    }
    const dips = results.filter((offer) => offer.lowest! < offer.original_price).length / results.length
    expect(dips).toBeGreaterThan(0.2)
    expect(dips).toBeLessThan(0.45)
  })

  it('stores each product picture in R2 as an SVG under its image path', async () => {
    const image = await testEnv.DB.prepare(
      `SELECT i.path, t.name FROM product_images i JOIN product_translations t ON t.product_id = i.product_id LIMIT 1`,
    ).first<{ path: string; name: string }>()
    const object = await testEnv.MEDIA.get(image?.path ?? '')
    expect(object?.httpMetadata?.contentType).toBe('image/svg+xml')
    const svg = await object?.text()
    expect(svg).toMatch(/^<svg /)
    expect(svg).toContain('<title>')
    expect(await testEnv.MEDIA.head('taxons/rum.svg')).not.toBeNull()
    expect(await testEnv.MEDIA.head('banners/ceska_klasika.svg')).not.toBeNull()
  })

  it('stores the redirects the old shop needs, as ops entered them', async () => {
    const { results } = await testEnv.DB.prepare('SELECT origin_url, destination_url FROM redirects').all<{
      origin_url: string
      destination_url: string
    }>()
    const redirects = new Map(results.map((r) => [r.origin_url, r.destination_url]))
    expect(redirects.get('/stara-kategorie/rumy')).toBe('/kategorie/rum')
    expect(redirects.get('/Whisky-Skotska')).toBe('/kategorie/skotska-whisky')
    expect(redirects.get('/facebook')).toMatch(/^https:\/\/www\.facebook\.com\//)
    expect(redirects.get('/eshop/gin.html')).toBe('/kategorie/gin')
    expect([...redirects.keys()]).toContain('/%C5%BEuf%C3%A1nek')
    expect([...redirects.keys()].some((origin) => origin.includes('?'))).toBe(true)
  })

  it('links every redirect and menu item that points at a category to an existing category slug', async () => {
    const { results } = await testEnv.DB.prepare(
      `SELECT url FROM menu_items UNION SELECT destination_url FROM redirects UNION SELECT url FROM banners`,
    ).all<{ url: string }>()
    const slugs = new Set(catalogue.taxon_translations.filter((t) => t.locale === 'cs_CZ').map((t) => t.slug))
    for (const { url } of results) {
      const slug = /^\/kategorie\/([^/?#]+)/.exec(url)?.[1]
      if (slug) expect(slugs.has(slug), url).toBe(true)
    }
  })

  it('clearCatalogue empties the catalogue and content tables, clearMedia the pictures', async () => {
    await clearCatalogue(testEnv.DB)
    for (const table of [...TABLES, 'product_listing', 'product_search']) expect(await count(table), table).toBe(0)
    expect(await clearMedia(testEnv.MEDIA)).toBe(catalogue.media.length)
    expect((await testEnv.MEDIA.list({ prefix: 'products/' })).objects).toHaveLength(0)
  })
})
