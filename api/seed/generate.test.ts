import { describe, expect, it } from 'vitest'
import { MENU_TAXON_CODE } from '../../contract/channel'
import { groupBy } from '../db/sql'
import { TASTE_LABELS } from './data/tastes'
import { DEFAULT_PRODUCTS, generateCatalogue } from './generate'
import { PRICES_AS_OF } from './generate-history'

const catalogue = generateCatalogue({ products: DEFAULT_PRODUCTS })
const taxonById = new Map(catalogue.taxons.map((t) => [t.id, t]))
const csName = new Map(catalogue.product_translations.map((t) => [t.product_id, t.name]))
/** The code of a product's top-level category. */
const categoryOf = (p: (typeof catalogue.products)[number]) =>
  taxonById.get(taxonById.get(p.main_taxon_id)?.parent_id ?? 0)?.code
const leafOf = (p: (typeof catalogue.products)[number]) => taxonById.get(p.main_taxon_id)?.code
const productById = new Map(catalogue.products.map((p) => [p.id, p]))
const DAY_MS = 86_400_000
const time = (sqlDateTime: string) => Date.parse(`${sqlDateTime.replace(' ', 'T')}Z`)

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
      expect(catalogue.product_taxons).toContainEqual(
        expect.objectContaining({ product_id: product.id, taxon_id: product.main_taxon_id }),
      )
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
    const leaves = new Set(
      catalogue.taxons.filter((t) => t.code === 'slivovice' || t.code === 'hruskovice').map((t) => t.id),
    )
    const jelinek = catalogue.products.filter(
      (p) => leaves.has(p.main_taxon_id) && csName.get(p.id)?.includes('Jelínek'),
    )
    expect(jelinek.length).toBeGreaterThanOrEqual(3)
  })

  it('gives realistic strengths and volumes: spirits around 40 %, beer around 5 %, merchandise none', () => {
    const top = (p: (typeof catalogue.products)[number]) =>
      taxonById.get(taxonById.get(p.main_taxon_id)?.parent_id ?? 0)?.code
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

  it('gives glassware and bar tools attributes that fit them: a shaker is steel and says how to wash it, no "Styl: vhodné do myčky"', () => {
    const attributeCode = new Map(catalogue.product_attributes.map((a) => [a.id, a.code]))
    const attributeName = new Map(
      catalogue.product_attribute_translations
        .filter((t) => t.locale === 'cs_CZ')
        .map((t) => [attributeCode.get(t.attribute_id), t.name]),
    )
    const attributesOf = (productId: number) =>
      Object.fromEntries(
        catalogue.product_attribute_values
          .filter((v) => v.product_id === productId)
          .map((v) => [attributeCode.get(v.attribute_id), JSON.parse(v.value) as string]),
      )
    const tools = catalogue.products.filter((p) => leafOf(p) === 'barove_nacini' || leafOf(p) === 'sklenice')
    expect(tools.length).toBeGreaterThan(10)
    for (const tool of tools) {
      const values = attributesOf(tool.id)
      // washing is care, not a style
      expect(values.style ?? '', csName.get(tool.id)).not.toMatch(/myčk|mýt/)
      expect(values.care, csName.get(tool.id)).toMatch(/^(vhodné do myčky|doporučujeme mýt ručně)$/)
    }
    expect(attributeName.get('care')).toBe('Údržba')
    const shakers = tools.filter((p) => /šejkr/.test(csName.get(p.id) ?? ''))
    expect(shakers.length).toBeGreaterThanOrEqual(3)
    for (const shaker of shakers) {
      expect(attributesOf(shaker.id), csName.get(shaker.id)).toEqual({
        material: expect.stringMatching(/^nerez/),
        care: expect.any(String),
      })
    }
  })

  it('describes tastes with the fixed vocabulary: 1-3 labels for spirits, liqueurs and wine, hořký or svěží for beer, none for merch', () => {
    const tasteId = catalogue.product_attributes.find((a) => a.code === 'taste_profile')?.id
    const labelsOf = new Map(
      catalogue.product_attribute_values
        .filter((v) => v.attribute_id === tasteId)
        .map((v) => [v.product_id, JSON.parse(v.value) as string[]]),
    )
    const drinks = new Set([
      'rum',
      'whisky',
      'gin',
      'vodka',
      'tequila_a_mezcal',
      'brandy_a_konak',
      'ceske_destilaty',
      'likery',
      'vino_a_sekty',
    ])
    for (const product of catalogue.products) {
      const labels = labelsOf.get(product.id)
      const category = categoryOf(product) ?? ''
      for (const label of labels ?? []) expect(TASTE_LABELS, product.code).toContain(label)
      if (labels) expect(new Set(labels).size, product.code).toBe(labels.length)
      if (drinks.has(category)) expect(labels?.length, product.code).toBeGreaterThanOrEqual(1)
      if (labels) expect(labels.length, product.code).toBeLessThanOrEqual(3)
      if (category === 'pivo') for (const label of labels ?? []) expect(['hořký', 'svěží']).toContain(label)
      if (category === 'merch_a_vybaveni') expect(labels, product.code).toBeUndefined()
    }
    const used = new Set([...labelsOf.values()].flat())
    expect([...used].sort()).toEqual([...TASTE_LABELS].sort())
  })

  it('gives every variant 2-5 past prices over the 120 days before 1 November 2026, the last one its current price', () => {
    const rowsOf = groupBy(catalogue.variant_price_history, (row) => row.variant_id)
    for (const variant of catalogue.product_variants) {
      const rows = rowsOf.get(variant.id) ?? []
      expect(rows.length, variant.code).toBeGreaterThanOrEqual(2)
      expect(rows.length, variant.code).toBeLessThanOrEqual(5)
      const times = rows.map((row) => time(row.effective_from))
      expect(times, variant.code).toEqual([...times].sort((a, b) => a - b))
      expect(new Set(times).size).toBe(times.length)
      expect(times[0]!, variant.code).toBeGreaterThanOrEqual(PRICES_AS_OF - 126 * DAY_MS)
      expect(times.at(-1)!, variant.code).toBeLessThan(PRICES_AS_OF)
      for (const row of rows) expect(row.effective_from).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
      expect(rows.at(-1), variant.code).toMatchObject({ price: variant.price, original_price: variant.original_price })
      rows.slice(1).forEach((row, i) => {
        expect([row.price, row.original_price], variant.code).not.toEqual([rows[i]!.price, rows[i]!.original_price])
      })
    }
  })

  it('starts every offer 2-25 days before 1 November at the regular price, a third of them after a short dip', () => {
    const rowsOf = groupBy(catalogue.variant_price_history, (row) => row.variant_id)
    const offers = catalogue.product_variants.filter((v) => v.original_price !== null)
    let dips = 0
    for (const variant of offers) {
      const rows = rowsOf.get(variant.id) ?? []
      const start = time(rows.at(-1)!.effective_from)
      // products launched lately went on offer half-way through their short life
      if (time(variant.created_at) < PRICES_AS_OF - 60 * DAY_MS) {
        expect(start, variant.code).toBeLessThanOrEqual(PRICES_AS_OF - 2 * DAY_MS)
        expect(start, variant.code).toBeGreaterThanOrEqual(PRICES_AS_OF - 26 * DAY_MS)
      }
      expect(rows.at(-2)?.price, variant.code).toBe(variant.original_price)
      const before = rows.slice(0, -1)
      const inWindow = before.filter((row) => time(row.effective_from) > start - 30 * DAY_MS)
      const lowest = Math.min(
        ...inWindow.map((row) => row.price),
        ...before
          .filter((row) => !inWindow.includes(row))
          .slice(-1)
          .map((row) => row.price),
      )
      if (lowest < variant.original_price!) {
        dips++
        expect(lowest, variant.code).toBeGreaterThan(variant.price)
      }
    }
    expect(dips / offers.length).toBeGreaterThan(0.2)
    expect(dips / offers.length).toBeLessThan(0.45)
  })

  it('associates 4-6 best sellers of the same leaf as similar and 3-4 complements as recommended, enabled ones only', () => {
    const types = new Map(catalogue.product_association_types.map((t) => [t.id, t.code]))
    expect([...types.values()]).toEqual(['similar', 'recommended'])
    expect(catalogue.product_association_type_translations).toContainEqual({
      type_id: 2,
      locale: 'cs_CZ',
      name: 'Doporučujeme k tomu',
    })
    const groups = groupBy(catalogue.product_associations, (a) => `${a.owner_product_id} ${types.get(a.type_id)}`)
    const leafSize = groupBy(
      catalogue.products.filter((p) => p.enabled === 1),
      leafOf,
    )
    for (const owner of catalogue.products) {
      const similar = groups.get(`${owner.id} similar`) ?? []
      const recommended = groups.get(`${owner.id} recommended`) ?? []
      const available = (leafSize.get(leafOf(owner))?.length ?? 0) - (owner.enabled === 1 ? 1 : 0)
      expect(similar.length, owner.code).toBeGreaterThanOrEqual(Math.min(4, available))
      expect(similar.length, owner.code).toBeLessThanOrEqual(6)
      expect(recommended.length, owner.code).toBeGreaterThanOrEqual(3)
      expect(recommended.length, owner.code).toBeLessThanOrEqual(4)
      for (const group of [similar, recommended]) {
        expect(group.map((a) => a.position)).toEqual(group.map((_, i) => i))
        const associated = group.map((a) => productById.get(a.associated_product_id)!)
        for (const p of associated) expect([p.id === owner.id, p.enabled]).toEqual([false, 1])
        expect(new Set(associated).size).toBe(associated.length)
      }
      for (const a of similar) expect(leafOf(productById.get(a.associated_product_id)!)).toBe(leafOf(owner))
      const sales = similar.map((a) => productById.get(a.associated_product_id)!.sold_count)
      expect(sales, owner.code).toEqual([...sales].sort((a, b) => b - a))
    }
  })

  it('recommends what goes with a drink: tonic with gin, glasses with whisky, spirits with gifts', () => {
    const recommended = (owner: (typeof catalogue.products)[number]) =>
      catalogue.product_associations
        .filter((a) => a.owner_product_id === owner.id && a.type_id === 2)
        .map((a) => productById.get(a.associated_product_id)!)
    const gin = catalogue.products.find((p) => categoryOf(p) === 'gin')!
    const whisky = catalogue.products.find((p) => categoryOf(p) === 'whisky')!
    const gift = catalogue.products.find((p) => leafOf(p) === 'darkove_kose')!
    expect(recommended(gin).map(leafOf)).toContain('toniky')
    expect(recommended(gin).some((p) => /tonic/i.test(csName.get(p.id) ?? ''))).toBe(true)
    for (const p of recommended(whisky)) expect(['sklenice', 'barove_nacini', 'toniky']).toContain(leafOf(p))
    for (const p of recommended(gift)) expect(['whisky', 'rum', 'gin', 'brandy_a_konak']).toContain(categoryOf(p))
  })

  it('lets about a tenth of the products be engraved: gift boxes, premium bottles, glassware and bar tools, 20-40 characters', () => {
    const engraved = catalogue.products.filter((p) => p.engraving_max_length !== null)
    expect(engraved.length / catalogue.products.length).toBeGreaterThan(0.07)
    expect(engraved.length / catalogue.products.length).toBeLessThan(0.14)
    for (const p of engraved) {
      expect(p.engraving_max_length, p.code).toBeGreaterThanOrEqual(20)
      expect(p.engraving_max_length, p.code).toBeLessThanOrEqual(40)
      const giftBox = catalogue.product_taxons.some(
        (pt) => pt.product_id === p.id && taxonById.get(pt.taxon_id)?.code === 'darkove_kazety',
      )
      const goods = ['sklenice', 'barove_nacini'].includes(leafOf(p) ?? '')
      const premium = ['whisky', 'rum'].includes(categoryOf(p) ?? '') || leafOf(p) === 'konak'
      expect(giftBox || goods || premium, p.code).toBe(true)
    }
    for (const p of catalogue.products.filter((p) => ['sklenice', 'barove_nacini'].includes(leafOf(p) ?? ''))) {
      expect(p.engraving_max_length, p.code).not.toBeNull()
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
    expect(escaped).toContain(
      `<title>${csName
        .get(rum?.id ?? 0)
        ?.replace(/&/g, '&amp;')
        .replace(/'/g, '&apos;')}</title>`,
    )
  })

  it('fills the menus, the banners (one of them expired) and the redirects of the old shop', () => {
    expect(catalogue.menu_items.filter((i) => i.menu_code === 'header').map((i) => i.label)).toContain('Průvodce dárky')
    const footerParents = catalogue.menu_items.filter((i) => i.menu_code === 'footer' && i.parent_id === null)
    expect(footerParents.map((i) => i.label)).toEqual(['Nákup', 'O nás'])
    expect(catalogue.banners.filter((b) => b.ends_at === null)).toHaveLength(3)
    expect(catalogue.banners.filter((b) => b.ends_at !== null && b.ends_at < '2026-01-01')).toHaveLength(1)
    expect(catalogue.redirects).toContainEqual(
      expect.objectContaining({ origin_url: '/stara-kategorie/rumy', destination_url: '/kategorie/rum' }),
    )
  })

  it('scales to 10,000 products with unique names, slugs and codes', () => {
    const large = generateCatalogue({ products: 10_000 })
    expect(large.products).toHaveLength(10_000)
    expect(new Set(large.product_translations.map((t) => t.slug)).size).toBe(10_000)
    expect(new Set(large.product_translations.map((t) => t.name)).size).toBe(10_000)
    expect(new Set(large.products.map((p) => p.code)).size).toBe(10_000)
    expect(Math.max(...large.products.map((p) => p.code.length))).toBeLessThanOrEqual(32)
    expect(large.variant_price_history.length).toBeGreaterThanOrEqual(2 * large.product_variants.length)
    expect(large.product_associations.length).toBeGreaterThan(7 * 10_000)
    const engraved = large.products.filter((p) => p.engraving_max_length !== null).length
    expect(engraved / 10_000).toBeGreaterThan(0.07)
    expect(large.variant_price_history.slice(0, catalogue.variant_price_history.length)).toEqual(
      catalogue.variant_price_history,
    )
  })
})
