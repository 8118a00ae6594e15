import { describe, expect, it } from 'vitest'
import { MENU_TAXON_CODE } from '../../contract/channel'
import { DEFAULT_PRODUCTS, generateCatalogue } from './generate'

const catalogue = generateCatalogue({ products: DEFAULT_PRODUCTS })
const taxonById = new Map(catalogue.taxons.map((t) => [t.id, t]))
const csName = new Map(catalogue.product_translations.map((t) => [t.product_id, t.name]))

describe('generateCatalogue', () => {
  it('gives the same catalogue for the same seed and a different one for another seed', () => {
    expect(generateCatalogue({ products: DEFAULT_PRODUCTS })).toEqual(catalogue)
    const other = generateCatalogue({ products: DEFAULT_PRODUCTS, seed: 7 })
    expect(other.product_variants.map((v) => v.price)).not.toEqual(catalogue.product_variants.map((v) => v.price))
  })

  it('makes a smaller catalogue a prefix of a larger one', () => {
    const small = generateCatalogue({ products: 40 })
    expect(small.products).toEqual(catalogue.products.slice(0, 40).map((p) => ({ ...p, brand_id: expect.any(Number) })))
    expect(small.product_translations).toEqual(catalogue.product_translations.slice(0, 40))
  })

  it('lists at least 300 products under at least 13 top-level categories of the menu root', () => {
    const root = catalogue.taxons.find((t) => t.code === MENU_TAXON_CODE)
    expect(root?.parent_id).toBeNull()
    const topLevel = catalogue.taxons.filter((t) => t.parent_id === root?.id)
    expect(catalogue.products.length).toBeGreaterThanOrEqual(300)
    expect(topLevel.length).toBeGreaterThanOrEqual(13)
    for (const category of topLevel) {
      const children = catalogue.taxons.filter((t) => t.parent_id === category.id)
      expect(children.length, category.code).toBeGreaterThanOrEqual(2)
      expect(children.length, category.code).toBeLessThanOrEqual(5)
      expect(category.image_path).toBe(`taxons/${category.code}.svg`)
    }
  })

  it('keeps the category slugs single-segment and unique, with rum and gin where the storefront links', () => {
    for (const locale of ['cs_CZ', 'en_US']) {
      const slugs = catalogue.taxon_translations.filter((t) => t.locale === locale).map((t) => t.slug)
      expect(new Set(slugs).size).toBe(catalogue.taxons.length)
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    }
    const csSlug = (code: string) => {
      const id = catalogue.taxons.find((t) => t.code === code)?.id
      return catalogue.taxon_translations.find((t) => t.taxon_id === id && t.locale === 'cs_CZ')?.slug
    }
    expect(csSlug('rum')).toBe('rum')
    expect(csSlug('gin')).toBe('gin')
    expect(csSlug('whisky_skotska')).toBe('skotska-whisky')
  })

  it('gives every product a unique code and slug', () => {
    const codes = catalogue.products.map((p) => p.code)
    const slugs = catalogue.product_translations.map((t) => t.slug)
    expect(new Set(codes).size).toBe(codes.length)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]+(_[A-Z0-9]+)*$/)
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('hangs every product on a leaf category, as its main taxon and as a product taxon', () => {
    const parents = new Set(catalogue.taxons.map((t) => t.parent_id))
    for (const product of catalogue.products) {
      expect(parents.has(product.main_taxon_id), product.code).toBe(false)
      expect(taxonById.get(product.main_taxon_id)?.parent_id).not.toBeNull()
      expect(catalogue.product_taxons).toContainEqual(expect.objectContaining({ product_id: product.id, taxon_id: product.main_taxon_id }))
    }
  })

  it('gives every product a variant with a whole positive price and a main image', () => {
    for (const product of catalogue.products) {
      const variant = catalogue.product_variants.find((v) => v.product_id === product.id && v.position === 0)
      expect(variant?.code).toBe(`${product.code}_V`)
      expect(Number.isInteger(variant?.price)).toBe(true)
      expect(variant?.price).toBeGreaterThan(0)
      const image = catalogue.product_images.find((i) => i.product_id === product.id)
      expect(image).toMatchObject({ type: 'main', path: `products/${product.code}.svg` })
    }
  })

  it('puts some products on offer 10 to 30 % off and leaves some out of stock', () => {
    const offers = catalogue.product_variants.filter((v) => v.original_price !== null)
    const outOfStock = catalogue.product_variants.filter((v) => v.position === 0 && v.on_hand === 0)
    expect(offers.length).toBeGreaterThan(catalogue.products.length * 0.08)
    expect(outOfStock.length).toBeGreaterThan(catalogue.products.length * 0.03)
    for (const v of offers) {
      expect(v.original_price! / v.price, v.code).toBeGreaterThanOrEqual(1.1)
      expect(v.original_price! / v.price, v.code).toBeLessThanOrEqual(1.3)
    }
  })

  it('sells several Rudolf Jelínek brandies among slivovice and hruškovice', () => {
    const leaves = new Set(catalogue.taxons.filter((t) => t.code === 'slivovice' || t.code === 'hruskovice').map((t) => t.id))
    const jelinek = catalogue.products.filter((p) => leaves.has(p.main_taxon_id) && csName.get(p.id)?.includes('Jelínek'))
    expect(jelinek.length).toBeGreaterThanOrEqual(3)
  })

  it('gives realistic strengths and volumes: spirits around 40 %, beer around 5 %, merchandise none', () => {
    const top = (p: (typeof catalogue.products)[number]) => taxonById.get(taxonById.get(p.main_taxon_id)?.parent_id ?? 0)?.code
    for (const p of catalogue.products) {
      if (top(p) === 'rum') expect(p.alcohol_tenths).toBeGreaterThanOrEqual(350)
      if (top(p) === 'whisky') expect(p.alcohol_tenths).toBeGreaterThanOrEqual(400)
      if (top(p) === 'pivo') expect(p.alcohol_tenths).toBeLessThanOrEqual(100)
      if (top(p) === 'merch_a_vybaveni') expect([p.alcohol_tenths, p.volume_ml]).toEqual([null, null])
    }
  })

  it('stores 2 to 4 JSON-encoded attribute values per product in Czech', () => {
    for (const product of catalogue.products) {
      const values = catalogue.product_attribute_values.filter((v) => v.product_id === product.id)
      expect(values.length, product.code).toBeGreaterThanOrEqual(2)
      expect(values.length, product.code).toBeLessThanOrEqual(4)
      for (const v of values) {
        expect(v.locale).toBe('cs_CZ')
        expect(() => JSON.parse(v.value)).not.toThrow()
      }
    }
  })

  it('names every country of origin in Czech and English', () => {
    const countries = new Set(catalogue.countries.map((c) => c.code))
    for (const product of catalogue.products) expect(countries.has(product.country_code), product.code).toBe(true)
    for (const c of catalogue.countries) expect(c.name_cs && c.name_en).toBeTruthy()
  })

  it('draws a small SVG per product titled with the product name and with escaped text', () => {
    const rum = catalogue.products.find((p) => csName.get(p.id)?.includes('&'))
    expect(rum).toBeDefined()
    for (const product of catalogue.products) {
      const svg = catalogue.media.find((m) => m.key === `products/${product.code}.svg`)
      expect(svg?.contentType).toBe('image/svg+xml')
      expect(svg?.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 300 400"/)
      expect(new TextEncoder().encode(svg?.body).length).toBeLessThan(2048)
    }
    const escaped = catalogue.media.find((m) => m.key === `products/${rum?.code}.svg`)?.body
    expect(escaped).toContain(`<title>${csName.get(rum?.id ?? 0)?.replace(/&/g, '&amp;').replace(/'/g, '&apos;')}</title>`)
  })

  it('fills the menus, the banners (one of them expired) and the redirects of the old shop', () => {
    expect(catalogue.menu_items.filter((i) => i.menu_code === 'header').map((i) => i.label)).toContain('Průvodce dárky')
    const footerParents = catalogue.menu_items.filter((i) => i.menu_code === 'footer' && i.parent_id === null)
    expect(footerParents.map((i) => i.label)).toEqual(['Nákup', 'O nás'])
    expect(catalogue.banners.filter((b) => b.ends_at === null)).toHaveLength(3)
    expect(catalogue.banners.filter((b) => b.ends_at !== null && b.ends_at < '2026-01-01')).toHaveLength(1)
    expect(catalogue.redirects).toContainEqual(expect.objectContaining({ origin_url: '/stara-kategorie/rumy', destination_url: '/kategorie/rum' }))
  })

  it('scales to 10,000 products with unique names, slugs and codes', () => {
    const large = generateCatalogue({ products: 10_000 })
    expect(large.products).toHaveLength(10_000)
    expect(new Set(large.product_translations.map((t) => t.slug)).size).toBe(10_000)
    expect(new Set(large.product_translations.map((t) => t.name)).size).toBe(10_000)
    expect(new Set(large.products.map((p) => p.code)).size).toBe(10_000)
    expect(Math.max(...large.products.map((p) => p.code.length))).toBeLessThanOrEqual(32)
  })
})
