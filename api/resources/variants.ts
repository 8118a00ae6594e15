import { Hono } from 'hono'
import * as z from 'zod/mini'
import { productVariantListQuery } from '../../contract/catalogue'
import { idFromIri, iri } from '../../contract/iri'
import type { VariantRecord } from '../db/products'
import { getVariant, listVariants } from '../db/variants'
import type { ApiEnv } from '../env'
import { NotFoundError } from '../http/errors'
import { collection, embedded, item } from '../http/jsonld'
import { valid } from '../http/validate'
import { jsonLd, publicCache } from './respond'

/** Price and stock of a variant, as `/product-variants/{code}` and a product's `defaultVariantData` give them. */
export function variantPricing(variant: VariantRecord) {
  return {
    code: variant.code,
    name: variant.name,
    inStock: variant.inStock,
    price: variant.price,
    originalPrice: variant.originalPrice,
    lowestPriceBeforeDiscount: variant.lowestPriceBeforeDiscount,
    // a gift voucher's variant (decision 056): its value, or the limits of a free amount (`price` is the minimum)
    ...(variant.giftCard ? { giftCard: true, giftCardAmount: variant.giftCardAmount ?? null } : {}),
  }
}

/** Fields of a ProductVariant (docs/shop-api.md#catalogue); we have no product options, so no option values. */
function variantFields(variant: VariantRecord) {
  return { ...variantPricing(variant), product: iri('products', variant.productCode), optionValues: [] }
}

/** Codes from one value or a repeated parameter, IRIs reduced to their code; undefined when none is given. */
function codesOf(...values: Array<string | string[] | undefined>): string[] | undefined {
  const codes = values.flat().filter((value): value is string => value !== undefined && value.trim() !== '')
  return codes.length > 0 ? [...new Set(codes.map((value) => idFromIri(value.trim())))] : undefined
}

const code = z.string().check(z.minLength(1), z.maxLength(255))

/** Product variants: enabled variants of enabled products, by product or code, and one by code. */
export const variants = new Hono<ApiEnv>()
  .get('/product-variants', publicCache, valid('query', productVariantListQuery), async function listVariantsRoute(c) {
    const query = c.req.valid('query')
    const filter = {
      productCodes: codesOf(query.product, query['product[]']),
      codes: codesOf(query.code, query['code[]']),
    }
    const { variants, totalItems } = await listVariants(c.env.DB, filter, query)
    const members = variants.map((variant) =>
      embedded('ProductVariant', iri('product-variants', variant.code), variantFields(variant)),
    )
    return jsonLd(c, collection({ type: 'ProductVariant', url: new URL(c.req.url), members, totalItems, page: query }))
  })
  .get('/product-variants/:code', publicCache, valid('param', z.object({ code })), async function showVariant(c) {
    const variant = await getVariant(c.env.DB, c.req.valid('param').code)
    if (!variant) throw new NotFoundError()
    return jsonLd(c, item('ProductVariant', iri('product-variants', variant.code), variantFields(variant)))
  })
