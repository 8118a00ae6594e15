import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import type { CmsPage, ContentElement } from '../../../contract/cms'
import { fakeApi } from '../../lib/api/fake-api'
import { Route as LandingRoute } from '../../routes/stranka.$slug'
import { readListingState } from '../catalogue/listing-search'
import { cmsPageFixture, faqFixture } from '../content/test-fixtures'
import { landingHead } from './head'
import type { LandingData } from './landing'

const SITE = 'https://shop.example.cz'
const BASE = '/api/v2/shop'
const hydra = (members: unknown[], total = members.length) => ({ 'hydra:member': members, 'hydra:totalItems': total })
const t = (key: string, values?: Record<string, unknown>) =>
  key === 'landing.metaTitle' ? `${String(values?.title)} | Drinkárna` : key

const product = (code: string) => ({
  '@id': `${BASE}/products/${code}`,
  code,
  name: `Produkt ${code}`,
  slug: code.toLowerCase(),
  variants: [],
  images: [],
  defaultVariantData: {
    '@id': `${BASE}/product-variants/${code}_V`,
    code: `${code}_V`,
    price: 49900,
    originalPrice: 59900,
    inStock: true,
  },
})

function landing(elements: ContentElement[], overrides: Partial<CmsPage> = {}): CmsPage {
  return cmsPageFixture({
    slug: 'akce',
    code: 'akce',
    name: 'Akce a slevy',
    type: 'landing',
    contentElements: elements,
    ...overrides,
  })
}

const ELEMENTS: ContentElement[] = [
  { type: 'hero', configuration: { hero: { title: 'Akce', text: 'Slevy', image: null, link: null, linkLabel: null } } },
  { type: 'products_carousel_by_taxon', configuration: { products_carousel_by_taxon: 'gin', title: 'Giny' } },
  { type: 'products_carousel', configuration: { products_carousel: { products: ['RUM', 'GONE'] }, title: null } },
  { type: 'products_carousel', configuration: { products_carousel: { products: ['GONE'] }, title: 'Prázdný' } },
  { type: 'faq', configuration: { faq: { items: ['b', 'nic', 'a'] }, title: null } },
  { type: 'faq', configuration: { faq: { items: ['nic'] }, title: null } },
  { type: 'products_listing', configuration: { products_listing: { offer: true, taxon: null }, title: null } },
]

async function runLoader(api: ReturnType<typeof fakeApi>['api'], slug: string, search: Record<string, unknown> = {}) {
  const loader = LandingRoute.options.loader as unknown as (ctx: unknown) => Promise<LandingData & { siteUrl: string }>
  const deps = readListingState(search)
  return loader({
    context: { services: { api } },
    params: { slug },
    deps,
    parentMatchPromise: Promise.resolve({ loaderData: { shell: { siteUrl: SITE } } }),
  })
}

const notFound = (promise: Promise<unknown>) =>
  promise.then(
    () => false,
    (error: unknown) => isNotFound(error),
  )

describe('/stranka/$slug', () => {
  it('loads what each element needs, in parallel, leaving out carousels and excerpts that came out empty', async () => {
    const { api, asked } = fakeApi({
      [`${BASE}/cms-plugin/page-by-slug/akce`]: landing([
        ...ELEMENTS,
        { type: 'spacer', configuration: {} } as unknown as ContentElement,
      ]),
      [`${BASE}/products`]: () => hydra([product('GIN')], 1),
      [`${BASE}/products/RUM`]: product('RUM'),
      [`${BASE}/cms-plugin/faq`]: hydra([faqFixture('a', 1, null), faqFixture('b', 2, null)]),
    })
    const data = await runLoader(api, 'akce', { sort: 'cheapest', page: 2, offer: 1 })
    expect(data.blocks.map((block) => block.kind)).toEqual(['hero', 'carousel', 'carousel', 'faq', 'listing'])
    const faq = data.blocks.find((block) => block.kind === 'faq')
    expect(faq?.kind === 'faq' && faq.items.map((item) => item.code)).toEqual(['b', 'a'])
    // the FAQ is asked once for both excerpts
    expect(asked.filter((url) => url.includes('/cms-plugin/faq'))).toHaveLength(1)
    const taxonQuery = new URL(
      asked.find((url) => url.includes('taxon=gin'))!,
      'http://x',
    ).searchParams
    expect(taxonQuery.get('order[bestseller]')).toBe('desc')
    const listingQuery = new URL(
      asked.find((url) => url.includes('facets=1'))!,
      'http://x',
    ).searchParams
    expect([listingQuery.get('offer'), listingQuery.get('order[price]'), listingQuery.get('page')]).toEqual([
      '1',
      'asc',
      '2',
    ])
    // the page's own offer filter is not the visitor's: it is not in the listing's state
    expect(data.listingState).toMatchObject({ offer: false, sort: 'cheapest', page: 2 })
  })

  it('is the 404 page for an unknown slug and for CMS pages that are not landing pages', async () => {
    expect(await notFound(runLoader(fakeApi({}).api, 'neexistuje'))).toBe(true)
    for (const page of [cmsPageFixture({ slug: 'akce', type: 'page' }), landing([], { enabled: false })]) {
      const { api } = fakeApi({ [`${BASE}/cms-plugin/page-by-slug/akce`]: page })
      expect(await notFound(runLoader(api, 'akce'))).toBe(true)
    }
  })

  it('has a canonical address without the listing state, and does not index filtered, sorted or paged variants', () => {
    const page = landing([], { title: 'Akce a slevy na alkohol | Drinkárna', metaDescription: 'Vše v akci.' })
    const plain = landingHead({ page, listingState: readListingState({}) }, SITE, t as never)
    expect(plain.meta).toEqual(
      expect.arrayContaining([
        { title: 'Akce a slevy na alkohol | Drinkárna' },
        { name: 'description', content: 'Vše v akci.' },
      ]),
    )
    expect(plain.links).toContainEqual({ rel: 'canonical', href: `${SITE}/stranka/akce` })
    expect(plain.meta.some((meta) => 'name' in meta && meta.name === 'robots')).toBe(false)
    const paged = landingHead({ page, listingState: readListingState({ page: 2 }) }, SITE, t as never)
    expect(paged.meta).toContainEqual({ name: 'robots', content: 'noindex,follow' })
    expect(paged.links).toContainEqual({ rel: 'canonical', href: `${SITE}/stranka/akce` })
    const untitled = landingHead(
      { page: landing(ELEMENTS.slice(0, 1), { title: null }), listingState: null },
      SITE,
      t as never,
    )
    expect(untitled.meta).toContainEqual({ title: 'Akce a slevy | Drinkárna' })
    expect(untitled.meta.some((meta) => 'property' in meta && meta.property === 'og:image')).toBe(false)
    const hero = {
      type: 'hero',
      configuration: { hero: { title: null, image: '/media/landing/bar.svg' } },
    } as ContentElement
    const pictured = landingHead({ page: landing([hero]), listingState: null }, SITE, t as never)
    expect(pictured.meta).toContainEqual({ property: 'og:image', content: `${SITE}/media/landing/bar.svg` })
  })

  it('keeps the page when a carousel or the FAQ fails to load: that section says so, the rest shows', async () => {
    const down = () => {
      throw new Error('the shop API is down')
    }
    const { api } = fakeApi({
      [`${BASE}/cms-plugin/page-by-slug/akce`]: landing(ELEMENTS),
      [`${BASE}/products`]: (url: URL) => (url.searchParams.has('taxon') ? down() : hydra([product('GIN')], 1)),
      [`${BASE}/products/RUM`]: product('RUM'),
      [`${BASE}/cms-plugin/faq`]: down,
    })
    const data = await runLoader(api, 'akce')
    expect(data.blocks.map((block) => block.kind)).toEqual([
      'hero',
      'failed',
      'carousel',
      'failed',
      'failed',
      'listing',
    ])
  })

  it('fails the page when its own listing cannot load', async () => {
    const { api } = fakeApi({
      [`${BASE}/cms-plugin/page-by-slug/akce`]: landing([ELEMENTS[6]!]),
      [`${BASE}/products`]: () => {
        throw new Error('the shop API is down')
      },
    })
    await expect(runLoader(api, 'akce')).rejects.toThrow()
  })
})
