import { describe, expect, it } from 'vitest'
import { MENU_TAXON_CODE } from '../../../contract/channel'
import { loadNavigation } from '../../app/shell/navigation.api'
import type { ApiClient } from '../../lib/api/client'
import { chainedApi } from '../../lib/api/fake-api'
import { Route } from '../../routes/kategorie.$slug'
import { listingSearchSchema, readListingState } from './listing-search'
import { fakeTaxonNode } from '../../../contract/fake-taxon-tree'

/**
 * Decision 058: an uncached category page makes at most two API calls one after another. The router runs the
 * root loader (the navigation, with the menu's category tree) and the page's loader side by side, the page's
 * getting the root's data as a promise. A category outside the menu tree (the menu root itself, a category under
 * a hidden one) has no code at hand: its taxon must not wait for the tree, nor its products for both in a row.
 */
function stubApi(answers: Record<string, unknown>) {
  const asked: Array<{ path: string; taxon: unknown }> = []
  const { api, chain } = chainedApi((path, options) => {
    asked.push({ path, taxon: options?.query?.taxon })
    return answers[path] ?? null
  })
  return { api, chain, asked }
}

const TREE = {
  '@id': `/search/taxons/${MENU_TAXON_CODE}`,
  tree: fakeTaxonNode(MENU_TAXON_CODE, 'kategorie', [fakeTaxonNode('rum', 'rum')]),
}
const NO_PRODUCTS = { 'hydra:member': [], 'hydra:totalItems': 0 }

function taxon(code: string, slug: string) {
  return { '@id': `/api/v2/shop/taxons/${code}`, code, name: code, slug, description: null }
}

async function loadCategory(api: ApiClient, slug: string) {
  const root = loadNavigation(api).then((navigation) => ({ navigation, shell: { siteUrl: 'https://x.cz' } }))
  const load = Route.options.loader as unknown as (
    input: unknown,
  ) => Promise<{ siteUrl: string; category: { code: string } }>
  return load({
    context: { services: { api } },
    params: { slug },
    deps: readListingState(listingSearchSchema.parse({})),
    parentMatchPromise: root.then((loaderData) => ({ loaderData })),
  })
}

describe('the category page’s API calls', () => {
  it('a category outside the menu tree: its taxon beside the navigation, its products the second step', async () => {
    const { api, chain, asked } = stubApi({
      [`/search/taxons/${MENU_TAXON_CODE}`]: TREE,
      '/taxons-by-slug/kategorie': taxon(MENU_TAXON_CODE, 'kategorie'),
      '/products': NO_PRODUCTS,
    })
    const page = await loadCategory(api, 'kategorie')
    expect(page).toMatchObject({ siteUrl: 'https://x.cz', category: { code: MENU_TAXON_CODE } })
    expect(asked).toContainEqual({ path: '/products', taxon: MENU_TAXON_CODE })
    expect(chain.summary()).toMatchObject({ calls: 6, depth: 2 })
  })

  it('a category of the menu tree: two steps as well', async () => {
    const { api, chain, asked } = stubApi({
      [`/search/taxons/${MENU_TAXON_CODE}`]: TREE,
      '/taxons-by-slug/rum': taxon('rum', 'rum'),
      '/products': NO_PRODUCTS,
    })
    expect((await loadCategory(api, 'rum')).category.code).toBe('rum')
    expect(asked).toContainEqual({ path: '/products', taxon: 'rum' })
    expect(chain.summary()).toMatchObject({ calls: 6, depth: 2 })
  })
})
