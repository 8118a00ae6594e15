import { describe, expect, it } from 'vitest'
import { loadNavigation } from '../../app/shell/navigation.api'
import { chainedApi } from '../../lib/api/fake-api'
import { Route } from '../../routes/produkt.$slug'

/**
 * Decision 058: an uncached product page makes at most two API calls one after another. The router runs the root
 * loader (the navigation) and the page's loader side by side, the page's getting the root's data as a promise;
 * the product must not wait for the navigation.
 */
const stubApi = (answers: Record<string, unknown>) => chainedApi((path) => answers[path] ?? null)

const product = { code: 'RUM_A', slug: 'rum-a', mainTaxon: null, variants: ['/v/1', '/v/2'] }

describe('the product page’s API calls', () => {
  it('asks for the product beside the navigation: its variants and sections are the second step', async () => {
    const { api, chain, asked } = stubApi({
      '/products-by-slug/rum-a': product,
      '/product-variants': { 'hydra:member': [] },
      '/products-by-slug/rum-a/associations/similar': { 'hydra:member': [] },
      '/products-by-slug/rum-a/associations/recommended': { 'hydra:member': [] },
      '/products/RUM_A/attributes': { 'hydra:member': [] },
    })
    const root = loadNavigation(api).then((navigation) => ({ navigation, shell: { siteUrl: 'https://x.cz' } }))
    const load = Route.options.loader as unknown as (input: unknown) => Promise<{
      attributes: Promise<unknown>
      similar: Promise<unknown>
      recommended: Promise<unknown>
      siteUrl: string
    }>
    const page = await load({
      context: { services: { api } },
      params: { slug: 'rum-a' },
      parentMatchPromise: root.then((loaderData) => ({ loaderData })),
    })
    await Promise.all([page.attributes, page.similar, page.recommended])
    expect(page.siteUrl).toBe('https://x.cz')
    expect(asked).toContain('/product-variants')
    expect(chain.summary()).toMatchObject({ calls: 9, depth: 2 })
  })
})
