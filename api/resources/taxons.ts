import { Hono } from 'hono'
import * as z from 'zod/mini'
import { DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE } from '../../contract/channel'
import type { TaxonTreeNode } from '../../contract/discovery'
import { pageQuery } from '../../contract/hydra'
import { iri } from '../../contract/iri'
import {
  getTaxon,
  getTaxonBySlug,
  getTaxonTree,
  listMenuTaxons,
  type TaxonRecord,
  type TaxonTreeRecord,
} from '../db/taxons'
import type { ApiEnv } from '../env'
import { NotFoundError } from '../http/errors'
import { collection, embedded, item } from '../http/jsonld'
import { valid } from '../http/validate'
import { mediaUrl } from './media'
import { jsonLd, publicCache } from './respond'

/** Fields of a Taxon (docs/shop-api.md#catalogue) plus our extras `position`, `parentCode` and `level`. */
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
      ? [
          embedded('TaxonImage', `${self}/images/1`, {
            id: 1,
            type: 'main',
            path: mediaUrl(publicMediaUrl, taxon.imagePath),
          }),
        ]
      : [],
    position: taxon.position,
    parentCode: taxon.parentCode,
    level: taxon.level,
  }
}

/** A node of the category tree (contract `taxonTreeNode`): the taxon, its place in the menu and its subtree. */
function treeNode(node: TaxonTreeRecord, publicMediaUrl: string): TaxonTreeNode {
  return {
    code: node.code,
    name: node.name,
    slug: node.slug,
    parentCode: node.parentCode,
    level: node.level,
    parentLevel: node.level > 0 ? node.level - 1 : null,
    mainImage: node.imagePath ? mediaUrl(publicMediaUrl, node.imagePath) : null,
    enabled: true,
    position: node.position,
    children: node.children.map((child) => treeNode(child, publicMediaUrl)),
  }
}

function requireTaxon(taxon: TaxonRecord | null): TaxonRecord {
  if (!taxon) throw new NotFoundError()
  return taxon
}

const code = z.string().check(z.minLength(1), z.maxLength(255))

/** Paging of the top-level categories (named for the OpenAPI document). */
export const taxonListQuery = z.object(pageQuery(MAX_ITEMS_PER_PAGE, DEFAULT_ITEMS_PER_PAGE))

/** The category tree: top-level categories, any enabled category by code or slug, and a whole subtree. */
export const taxons = new Hono<ApiEnv>()
  .get('/taxons', publicCache, valid('query', taxonListQuery), async function listTaxons(c) {
    const page = c.req.valid('query')
    const { taxons, totalItems } = await listMenuTaxons(c.env.DB, c.get('locale'), page)
    const members = taxons.map((taxon) =>
      embedded('Taxon', iri('taxons', taxon.code), taxonFields(taxon, c.env.PUBLIC_MEDIA_URL)),
    )
    return jsonLd(c, collection({ type: 'Taxon', url: new URL(c.req.url), members, totalItems, page }))
  })
  .get('/taxons/:code', publicCache, valid('param', z.object({ code })), async function showTaxon(c) {
    const taxon = requireTaxon(await getTaxon(c.env.DB, c.get('locale'), c.req.valid('param').code))
    return jsonLd(c, item('Taxon', iri('taxons', taxon.code), taxonFields(taxon, c.env.PUBLIC_MEDIA_URL)))
  })
  // the whole subtree in one answer: the storefront loads the menu tree once at start
  .get('/search/taxons/:code', publicCache, valid('param', z.object({ code })), async function showTaxonTree(c) {
    const tree = await getTaxonTree(c.env.DB, c.get('locale'), c.req.valid('param').code)
    if (!tree) throw new NotFoundError()
    return jsonLd(
      c,
      item('TaxonTree', iri('search/taxons', tree.code), { tree: treeNode(tree, c.env.PUBLIC_MEDIA_URL) }),
    )
  })
  // slugs may be paths ("destilaty/rum")
  .get(
    '/taxons-by-slug/:slug{.+}',
    publicCache,
    valid('param', z.object({ slug: code })),
    async function showTaxonBySlug(c) {
      const taxon = requireTaxon(await getTaxonBySlug(c.env.DB, c.get('locale'), c.req.valid('param').slug))
      return jsonLd(c, item('Taxon', iri('taxons', taxon.code), taxonFields(taxon, c.env.PUBLIC_MEDIA_URL)))
    },
  )
