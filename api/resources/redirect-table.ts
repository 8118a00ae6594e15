import { Hono } from 'hono'
import * as z from 'zod/mini'
import { pageQuery } from '../../contract/hydra'
import { iri } from '../../contract/iri'
import { listRedirects, redirectTableVersion } from '../db/redirect-table'
import type { ApiEnv } from '../env'
import { collection, embedded } from '../http/jsonld'
import { valid } from '../http/validate'
import { jsonLd, publicCache } from './respond'

/** The storefront loads the whole table into its cache, so pages are large. */
const REDIRECTS_PER_PAGE = 100
const MAX_REDIRECTS_PER_PAGE = 1000

/** Paging of the redirects (named for the OpenAPI document). */
export const redirectListQuery = z.object(pageQuery(MAX_REDIRECTS_PER_PAGE, REDIRECTS_PER_PAGE))

/** The redirects the storefront applies before routing (old URLs of the previous shop). */
export const redirects = new Hono<ApiEnv>()
  /**
   * A number that grows with every write to the table (triggers, migration 0018): the storefront asks for it
   * every few seconds and reloads its copy when it changed, so ops' changes are live at once (decision 029).
   */
  .get('/redirects-version', async function redirectsVersionRoute(c) {
    const version = await redirectTableVersion(c.env.DB)
    c.header('cache-control', 'no-store')
    return jsonLd(c, { '@context': '/api/v2/contexts/RedirectTableVersion', '@type': 'RedirectTableVersion', version })
  })
  .get('/redirects', publicCache, valid('query', redirectListQuery), async function listRedirectsRoute(c) {
    const page = c.req.valid('query')
    const { redirects, totalItems } = await listRedirects(c.env.DB, page)
    const members = redirects.map((redirect) => embedded('Redirect', iri('redirects', redirect.id), redirect))
    return jsonLd(c, collection({ type: 'Redirect', url: new URL(c.req.url), members, totalItems, page }))
  })
