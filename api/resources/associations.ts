import { Hono } from 'hono'
import * as z from 'zod/mini'
import { iri } from '../../contract/iri'
import { getAssociatedProductIds, getAssociation, getAssociationType } from '../db/associations'
import { getProductsByIds } from '../db/products'
import type { ApiEnv } from '../env'
import { NotFoundError } from '../http/errors'
import { collection, embedded, item } from '../http/jsonld'
import { valid } from '../http/validate'
import { productFields } from './products'
import { jsonLd, publicCache } from './respond'

const code = z.string().check(z.minLength(1), z.maxLength(255))

/**
 * Associated products (`similar`, `recommended`): the products themselves for a product page, and the Sylius
 * association and association-type resources that a product's `associations` IRIs point at.
 */
export const associations = new Hono<ApiEnv>()
  .get(
    // lazy: a slug may hold slashes, the type may not
    '/products-by-slug/:slug{.+?}/associations/:type',
    publicCache,
    valid('param', z.object({ slug: code, type: code })),
    async function listAssociatedProducts(c) {
      const { slug, type } = c.req.valid('param')
      const ids = await getAssociatedProductIds(c.env.DB, c.get('locale'), slug, type)
      if (ids === null) throw new NotFoundError()
      const products = await getProductsByIds(c.env.DB, c.get('locale'), ids)
      const members = products.map((product) =>
        embedded('Product', iri('products', product.code), productFields(product, c.env.PUBLIC_MEDIA_URL)),
      )
      return jsonLd(c, collection({ type: 'Product', url: new URL(c.req.url), members, totalItems: members.length }))
    },
  )
  .get('/product-associations/:id{[0-9]{1,15}}', publicCache, async function showAssociation(c) {
    const association = await getAssociation(c.env.DB, Number(c.req.param('id')))
    if (!association) throw new NotFoundError()
    return jsonLd(
      c,
      item('ProductAssociation', iri('product-associations', association.id), {
        id: association.id,
        type: iri('product-association-types', association.typeCode),
        associatedProducts: association.productCodes.map((productCode) => iri('products', productCode)),
      }),
    )
  })
  .get(
    '/product-association-types/:code',
    publicCache,
    valid('param', z.object({ code })),
    async function showAssociationType(c) {
      const type = await getAssociationType(c.env.DB, c.get('locale'), c.req.valid('param').code)
      if (!type) throw new NotFoundError()
      return jsonLd(
        c,
        item('ProductAssociationType', iri('product-association-types', type.code), {
          code: type.code,
          name: type.name,
        }),
      )
    },
  )
