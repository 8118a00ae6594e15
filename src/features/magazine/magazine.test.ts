import { isNotFound, isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import type { CmsPage } from '../../../contract/cms'
import { fakeApi } from '../../lib/api/fake-api'
import { Route as CategoryRoute } from '../../routes/magazin-ze-sveta-drinku.$category'
import { Route as MagazineRoute } from '../../routes/magazin-ze-sveta-drinku.index'
import { Route as ArticleRoute } from '../../routes/magazin.$slug'
import { cmsPageFixture } from '../content/test-fixtures'
import { articleJsonLd } from './article-jsonld'
import { pageCount, parsePage, pickRelatedArticles } from './magazine'

const SITE = 'https://shop.example.cz'
const BASE = '/api/v2/shop'
const hydra = (members: unknown[], total = members.length) => ({ 'hydra:member': members, 'hydra:totalItems': total })
const SECTIONS = hydra([
  { code: 'koktejly', name: 'Koktejlové recepty' },
  { code: 'novinky', name: 'Novinky z Drinkárny' },
])

function article(slug: string, overrides: Partial<CmsPage> = {}): CmsPage {
  return cmsPageFixture({
    slug,
    code: slug,
    name: `Článek ${slug}`,
    type: 'article',
    publishAt: '2026-11-02T09:00:00+00:00',
    teaser: 'Perex článku.',
    teaserImage: '/media/magazin/mojito.jpg',
    sections: [{ code: 'koktejly', name: 'Koktejlové recepty' }],
    ...overrides,
  })
}

const articles = (count: number) => Array.from({ length: count }, (_, i) => article(`clanek-${i + 1}`))

/** The article list as the API pages it: `sections.code` and paging honoured. */
function articleList(all: CmsPage[]) {
  return (url: URL) => {
    const section = url.searchParams.get('sections.code')
    const list = section ? all.filter((item) => item.sections.some((s) => s.code === section)) : all
    const perPage = Number(url.searchParams.get('itemsPerPage') ?? 30)
    const page = Number(url.searchParams.get('page') ?? 1)
    return hydra(list.slice((page - 1) * perPage, page * perPage), list.length)
  }
}

async function runLoader(
  route: { options: { loader?: unknown } },
  api: ReturnType<typeof fakeApi>['api'],
  params: Record<string, string>,
  deps: unknown = {},
) {
  const loader = route.options.loader as (ctx: unknown) => Promise<unknown>
  return loader({
    context: { services: { api } },
    params,
    deps,
    parentMatchPromise: Promise.resolve({ loaderData: { shell: { siteUrl: SITE } } }),
  })
}

const notFound = (promise: Promise<unknown>) =>
  promise.then(
    () => false,
    (error: unknown) => isNotFound(error),
  )

describe('paging', () => {
  it('reads ?page as a whole number from 1, and anything else as no such page', () => {
    expect([undefined, 1, 2, '3', 40].map(parsePage)).toEqual([1, 1, 2, 3, 40])
    expect([0, -1, 1.5, 'x', '', '2abc', null, [2]].map(parsePage)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ])
    // beyond any magazine and beyond what the API accepts (found by the fuzz: a 500 before)
    expect([10_000, 10_001, Number('9007199254740993'), '9999999'].map(parsePage)).toEqual([10_000, null, null, null])
  })

  it('fills 12 articles a page, and an empty category still has its first page', () => {
    expect([0, 1, 12, 13, 24, 25].map((total) => pageCount(total))).toEqual([1, 1, 1, 2, 2, 3])
  })
})

describe('/magazin-ze-sveta-drinku', () => {
  it('redirects permanently to all articles', () => {
    const beforeLoad = MagazineRoute.options.beforeLoad as () => void
    let thrown: unknown
    try {
      beforeLoad()
    } catch (error) {
      thrown = error
    }
    expect(isRedirect(thrown)).toBe(true)
    const options = (thrown as { options: { to: string; params: unknown; statusCode: number } }).options
    expect(options).toMatchObject({
      to: '/magazin-ze-sveta-drinku/$category',
      params: { category: 'vsechny' },
      statusCode: 301,
    })
  })
})

describe('/magazin-ze-sveta-drinku/$category', () => {
  const answers = (all: CmsPage[]) => ({
    [`${BASE}/cms-plugin/sections`]: SECTIONS,
    [`${BASE}/cms-plugin/pages`]: articleList(all),
  })

  it('lists the newest 12 articles of all categories on the first page, 12 a page after', async () => {
    const { api, asked } = fakeApi(answers(articles(14)))
    const first = (await runLoader(CategoryRoute, api, { category: 'vsechny' })) as {
      data: { articles: CmsPage[]; page: number; pageCount: number; section: unknown }
    }
    expect(first.data).toMatchObject({ page: 1, pageCount: 2, section: null })
    expect(first.data.articles).toHaveLength(12)
    const list = new URL(
      asked.find((url) => url.includes('/cms-plugin/pages'))!,
      'http://api',
    )
    expect(Object.fromEntries(list.searchParams)).toEqual({ type: 'article', page: '1', itemsPerPage: '12' })
    const second = (await runLoader(CategoryRoute, api, { category: 'vsechny' }, { page: 2 })) as {
      data: { articles: CmsPage[] }
    }
    expect(second.data.articles.map((item) => item.slug)).toEqual(['clanek-13', 'clanek-14'])
  })

  it('lists a category by its section and names it', async () => {
    const all = [
      ...articles(3),
      article('nova-prodejna', { sections: [{ code: 'novinky', name: 'Novinky z Drinkárny' }] }),
    ]
    const { api, asked } = fakeApi(answers(all))
    const result = (await runLoader(CategoryRoute, api, { category: 'novinky' })) as {
      data: { articles: CmsPage[]; section: { name: string } }
    }
    expect(result.data.section.name).toBe('Novinky z Drinkárny')
    expect(result.data.articles.map((item) => item.slug)).toEqual(['nova-prodejna'])
    expect(asked.some((url) => url.includes('sections.code=novinky'))).toBe(true)
  })

  it('is the 404 page for an unknown category', async () => {
    const { api } = fakeApi(answers(articles(3)))
    expect(await notFound(runLoader(CategoryRoute, api, { category: 'neexistuje' }))).toBe(true)
  })

  it('is the 404 page past the last page and for a page that is not a number, but an empty category has its first page', async () => {
    const { api } = fakeApi(answers(articles(12)))
    expect(await notFound(runLoader(CategoryRoute, api, { category: 'vsechny' }, { page: 2 }))).toBe(true)
    for (const page of [0, 'x', -3])
      expect(await notFound(runLoader(CategoryRoute, api, { category: 'vsechny' }, { page }))).toBe(true)
    const empty = (await runLoader(CategoryRoute, fakeApi(answers([])).api, { category: 'novinky' })) as {
      data: { articles: CmsPage[]; pageCount: number }
    }
    expect(empty.data).toMatchObject({ articles: [], pageCount: 1 })
  })
})

describe('/magazin/$slug', () => {
  const product = {
    '@id': `${BASE}/products/MOJITO_RUM`,
    code: 'MOJITO_RUM',
    name: 'Bílý rum',
    slug: 'bily-rum',
    variants: [],
    images: [],
    defaultVariantData: {
      '@id': `${BASE}/product-variants/MOJITO_RUM_07`,
      code: 'MOJITO_RUM_07',
      price: 49900,
      inStock: true,
    },
  }

  it('loads the article, its products (a missing one left out) and the related articles it names', async () => {
    const mojito = article('mojito', {
      products: [`${BASE}/products/MOJITO_RUM`, `${BASE}/products/GONE`],
      relatedPages: ['daiquiri', 'mojito'],
    })
    const { api } = fakeApi({
      [`${BASE}/cms-plugin/page-by-slug/mojito`]: mojito,
      [`${BASE}/products/MOJITO_RUM`]: product,
      [`${BASE}/cms-plugin/pages`]: articleList([mojito, article('negroni'), article('daiquiri')]),
    })
    const result = (await runLoader(ArticleRoute, api, { slug: 'mojito' })) as {
      article: CmsPage
      products: { slug: string }[]
      related: CmsPage[]
      siteUrl: string
    }
    expect(result.article.slug).toBe('mojito')
    expect(result.products.map((item) => item.slug)).toEqual(['bily-rum'])
    expect(result.related.map((item) => item.slug)).toEqual(['daiquiri'])
    expect(result.siteUrl).toBe(SITE)
  })

  it('is the 404 page for an unknown slug, a plain CMS page or a switched-off article', async () => {
    expect(await notFound(runLoader(ArticleRoute, fakeApi({}).api, { slug: 'neexistuje' }))).toBe(true)
    for (const page of [
      cmsPageFixture({ slug: 'obchodni-podminky' }),
      article('obchodni-podminky', { enabled: false }),
    ]) {
      const { api } = fakeApi({ [`${BASE}/cms-plugin/page-by-slug/obchodni-podminky`]: page })
      expect(await notFound(runLoader(ArticleRoute, api, { slug: 'obchodni-podminky' }))).toBe(true)
    }
  })

  it('relates the newest articles of the same category when the article names none', () => {
    const self = article('mojito')
    const recent = [self, article('novinka', { sections: [{ code: 'novinky', name: 'Novinky' }] }), ...articles(4)]
    expect(pickRelatedArticles(self, recent).map((item) => item.slug)).toEqual(['clanek-1', 'clanek-2', 'clanek-3'])
  })
})

describe('Article JSON-LD', () => {
  it('has the headline, dates, absolute image, and the shop as author and publisher', () => {
    const data = articleJsonLd(article('mojito', { updatedAt: '2026-11-20T10:00:00+00:00' }), SITE)
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Článek mojito',
      datePublished: '2026-11-02T09:00:00+00:00',
      dateModified: '2026-11-20T10:00:00+00:00',
      image: ['https://shop.example.cz/media/magazin/mojito.jpg'],
      author: { '@type': 'Organization', name: 'Drinkárna' },
      publisher: { '@type': 'Organization', name: 'Drinkárna' },
      mainEntityOfPage: { '@id': 'https://shop.example.cz/magazin/mojito' },
      articleSection: 'Koktejlové recepty',
    })
    expect(JSON.parse(JSON.stringify(data))).toEqual(data)
  })

  it('falls back to the creation date and leaves out what the article lacks', () => {
    const data = articleJsonLd(
      article('x', {
        publishAt: null,
        createdAt: '2026-10-01T08:00:00+00:00',
        updatedAt: undefined,
        teaserImage: null,
        teaser: null,
      }),
      SITE,
    )
    expect(data).toMatchObject({
      datePublished: '2026-10-01T08:00:00+00:00',
      dateModified: '2026-10-01T08:00:00+00:00',
    })
    expect(data).not.toHaveProperty('image')
    expect(data).not.toHaveProperty('description')
  })
})
