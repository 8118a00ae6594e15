import { createMemoryHistory, createRouter, isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { routeTree } from '../../routeTree.gen'
import { Route as CmsRoute } from '../../routes/$slug'
import { Route as ContactRoute } from '../../routes/kontakt'
import { Route as FaqRoute } from '../../routes/nejcastejsi-dotazy'
import { cmsPageFixture, faqFixture, fakeCmsApi } from './test-fixtures'

const SITE = 'https://shop.example.cz'
const hydra = (members: unknown[], total = members.length) => ({ 'hydra:member': members, 'hydra:totalItems': total })

/** Runs a route's loader as the router would, with the root's shell data. */
async function runLoader(
  route: { options: { loader?: unknown } },
  api: ReturnType<typeof fakeCmsApi>['api'],
  params: Record<string, string> = {},
) {
  const loader = route.options.loader as (ctx: unknown) => Promise<unknown>
  return loader({
    context: { services: { api } },
    params,
    parentMatchPromise: Promise.resolve({ loaderData: { shell: { siteUrl: SITE } } }),
  })
}

describe('/$slug', () => {
  it('loads the CMS page of the slug', async () => {
    const page = cmsPageFixture()
    const { api, asked } = fakeCmsApi({ '/api/v2/shop/cms-plugin/page-by-slug/obchodni-podminky': page })
    await expect(runLoader(CmsRoute, api, { slug: 'obchodni-podminky' })).resolves.toEqual({ page, siteUrl: SITE })
    expect(asked).toEqual(['/api/v2/shop/cms-plugin/page-by-slug/obchodni-podminky'])
  })

  it('is the 404 page for an unknown slug', async () => {
    const { api } = fakeCmsApi({})
    const error = await runLoader(CmsRoute, api, { slug: 'tahle-stranka-neexistuje' }).catch((e: unknown) => e)
    expect(isNotFound(error)).toBe(true)
  })

  it('is the 404 page for a switched-off page, an article or a landing page', async () => {
    for (const page of [
      cmsPageFixture({ enabled: false }),
      cmsPageFixture({ type: 'article' }),
      cmsPageFixture({ type: 'landing' }),
    ]) {
      const { api } = fakeCmsApi({ '/api/v2/shop/cms-plugin/page-by-slug/obchodni-podminky': page })
      expect(isNotFound(await runLoader(CmsRoute, api, { slug: 'obchodni-podminky' }).catch((e: unknown) => e))).toBe(
        true,
      )
    }
  })

  it('asks for the slug encoded, so it cannot reach another API path', async () => {
    const { api, asked } = fakeCmsApi({})
    await runLoader(CmsRoute, api, { slug: '../products?x=1' }).catch(() => null)
    expect(asked).toEqual(['/api/v2/shop/cms-plugin/page-by-slug/..%2Fproducts%3Fx%3D1'])
  })

  it('does not ask the API about a slug longer than any the shop can hold', async () => {
    const { api, asked } = fakeCmsApi({})
    expect(isNotFound(await runLoader(CmsRoute, api, { slug: 'a'.repeat(256) }).catch((e: unknown) => e))).toBe(true)
    expect(asked).toEqual([])
  })

  it('fails (the error page) when the API answers with something that is not a page', async () => {
    const { api } = fakeCmsApi({ '/api/v2/shop/cms-plugin/page-by-slug/x': { name: 'no content' } })
    const error = await runLoader(CmsRoute, api, { slug: 'x' }).catch((e: unknown) => e)
    expect(isNotFound(error)).toBe(false)
    expect(error).toBeInstanceOf(Error)
  })
})

describe('/kontakt', () => {
  it('shows the CMS page kontakt when the shop has it', async () => {
    const page = cmsPageFixture({ slug: 'kontakt', name: 'Kontakt' })
    const { api } = fakeCmsApi({ '/api/v2/shop/cms-plugin/page-by-slug/kontakt': page })
    await expect(runLoader(ContactRoute, api)).resolves.toEqual({ page, siteUrl: SITE })
  })

  it('still answers with the shop information without it', async () => {
    const { api } = fakeCmsApi({})
    await expect(runLoader(ContactRoute, api)).resolves.toEqual({ page: null, siteUrl: SITE })
  })
})

describe('/nejcastejsi-dotazy', () => {
  it('loads every FAQ item, page after page', async () => {
    const first = Array.from({ length: 100 }, (_, i) => faqFixture(`q${i + 1}`, i + 1, 'Doprava'))
    let call = 0
    const pages = [hydra(first, 101), hydra([faqFixture('q101', 101, 'Platba')], 101)]
    const { api, asked } = fakeCmsApi({
      get '/api/v2/shop/cms-plugin/faq'() {
        return pages[call++]
      },
    })
    const data = (await runLoader(FaqRoute, api)) as { items: unknown[]; siteUrl: string }
    expect(data.items).toHaveLength(101)
    expect(asked).toEqual([
      '/api/v2/shop/cms-plugin/faq?itemsPerPage=100&page=1',
      '/api/v2/shop/cms-plugin/faq?itemsPerPage=100&page=2',
    ])
  })
})

describe('/nejcastejsi-dotazy without the API call', () => {
  it('has no questions when the API has no FAQ call (404), and fails on other errors', async () => {
    const { api } = fakeCmsApi({})
    await expect(runLoader(FaqRoute, api)).resolves.toEqual({ items: [], siteUrl: SITE })
    const { api: broken } = fakeCmsApi({ '/api/v2/shop/cms-plugin/faq': { 'hydra:member': 'not a list' } })
    await expect(runLoader(FaqRoute, broken)).rejects.toThrow()
  })
})

describe('route ranking', () => {
  // matching only: no loader runs, so the services are never read
  const router = createRouter({ routeTree, history: createMemoryHistory(), context: { services: {} as never } })
  /** The route an address renders; a partial match (rest of the path in `**`) is the global 404 instead. */
  const routeOf = (path: string) => {
    const [, params, found] = router.getMatchedRoutes(path)
    return params['**'] ? 'not found' : found?.id
  }

  it('gives app routes precedence over CMS slugs', () => {
    expect(routeOf('/cart')).toBe('/cart')
    expect(routeOf('/search')).toBe('/search')
    expect(routeOf('/kontakt')).toBe('/kontakt')
    // the CMS page with the complaint and return forms under it (decision 026)
    expect(routeOf('/reklamace-a-vraceni-zbozi')).toBe('/reklamace-a-vraceni-zbozi')
    expect(routeOf('/nejcastejsi-dotazy')).toBe('/nejcastejsi-dotazy')
    expect(routeOf('/pruvodce-darky')).toBe('/pruvodce-darky')
    expect(routeOf('/objevte-nove-chute')).toBe('/objevte-nove-chute')
    expect(routeOf('/logout')).toBe('/logout')
    expect(routeOf('/account')).toBe('/account/')
    expect(routeOf('/')).toBe('/')
  })

  it('sends any other single segment to the CMS page route, deeper ones are not CMS pages', () => {
    for (const slug of [
      'obchodni-podminky',
      'ochrana-osobnich-udaju',
      'zasady-uzivani-souboru-cookies',
      'souhlas-se-zpracovanim-osobnich-udaju',
    ]) {
      expect(routeOf(`/${slug}`)).toBe('/$slug')
    }
    expect(routeOf('/kategorie/rum')).toBe('/kategorie/$slug')
    expect(routeOf('/produkt/zacapa-23')).toBe('/produkt/$slug')
    expect(routeOf('/obchodni-podminky/neco')).toBe('not found')
  })
})
