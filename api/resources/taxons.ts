import { Hono } from 'hono'
import * as z from 'zod/mini'
import { DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE } from '../../contract/channel'
import { iri, pageQuery } from '../../contract/hydra'
import { getTaxon, getTaxonBySlug, listMenuTaxons, type TaxonRecord } from '../db/taxons'
import type { ApiEnv } from '../env'
import { NotFoundError } from '../http/errors'
import { collection, embedded, item } from '../http/jsonld'
import { valid } from '../http/validate'
import { mediaUrl } from './media'
import { jsonLd, publicCache } from './respond'

/** Fields of a Taxon (SHOP-API.md section 4) plus our extras `position`, `parentCode` and `level`. */
function taxonFields(taxon: TaxonRecord, publicMediaUrl: string) {
  const self = iri('taxons', taxon.code)
  return {
    id: taxon.id,
    code: taxon.code,
    name: taxon.name,
    slug: taxon.slug,
    description: taxon.description,
    children: taxon.childCodes.map((code) => iri('taxons', code)),
    images: taxon.imagePath
      ? [embedded('TaxonImage', `${self}/images/1`, { id: 1, type: 'main', path: mediaUrl(publicMediaUrl, taxon.imagePath) })]
      : [],
    position: taxon.position,
    parentCode: taxon.parentCode,
    level: taxon.level,
  }
}

function requireTaxon(taxon: TaxonRecord | null): TaxonRecord {
  if (!taxon) throw new NotFoundError()
  return taxon
}

const code = z.string().check(z.minLength(1), z.maxLength(255))

/** The category tree: top-level categories, and any enabled category by code or slug. */
export const taxons = new Hono<ApiEnv>()
  .get(
    '/taxons',
    publicCache,
    valid('query', z.object(pageQuery(MAX_ITEMS_PER_PAGE, DEFAULT_ITEMS_PER_PAGE))),
    async function listTaxons(c) {
      const page = c.req.valid('query')
      const { taxons, totalItems } = await listMenuTaxons(c.env.DB, c.get('locale'), page)
      const members = taxons.map((taxon) => embedded('Taxon', iri('taxons', taxon.code), taxonFields(taxon, c.env.PUBLIC_MEDIA_URL)))
      return jsonLd(c, collection({ type: 'Taxon', url: new URL(c.req.url), members, totalItems, page }))
    },
  )
  .get('/taxons/:code', publicCache, valid('param', z.object({ code })), async function showTaxon(c) {
    const taxon = requireTaxon(await getTaxon(c.env.DB, c.get('locale'), c.req.valid('param').code))
    return jsonLd(c, item('Taxon', iri('taxons', taxon.code), taxonFields(taxon, c.env.PUBLIC_MEDIA_URL)))
  })
  // slugs may be paths ("destilaty/rum")
  .get('/taxons-by-slug/:slug{.+}', publicCache, valid('param', z.object({ slug: code })), async function showTaxonBySlug(c) {
    const taxon = requireTaxon(await getTaxonBySlug(c.env.DB, c.get('locale'), c.req.valid('param').slug))
    return jsonLd(c, item('Taxon', iri('taxons', taxon.code), taxonFields(taxon, c.env.PUBLIC_MEDIA_URL)))
  })
