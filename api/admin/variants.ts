import { Hono } from 'hono'
import * as z from 'zod/mini'
import { adminVariant, adminVariantList, variantPatch } from '../../contract/admin/variants'
import { CHANNEL_CODE, CURRENCY } from '../../contract/channel'
import { pageQuery } from '../../contract/hydra'
import { insertAudit } from '../db/admin-audit'
import {
  findVariantStock,
  searchVariantStock,
  updateVariantStock,
  type VariantStock,
  variantTakes,
} from '../db/admin-variants'
import { HttpError, NotFoundError, ValidationError } from '../http/errors'
import { item } from '../http/jsonld'
import { requireMergePatch } from '../http/merge-patch'
import { valid } from '../http/validate'
import { ADMIN_BASE, type AdminEnv } from './env'
import { adminJson, adminList } from './respond'
import { requireRole } from './roles'

const codeParam = z.object({ code: z.string().check(z.minLength(1), z.maxLength(255)) })
/** The variant list: `search` in the code or the product's name, 20 a page by default, at most 50. */
export const variantListQuery = z.object({
  ...pageQuery(50, 20),
  search: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
})

const variantIri = (code: string) => `${ADMIN_BASE}/product-variants/${encodeURIComponent(code)}`

/** Sylius' admin ProductVariant, the fields ops change and what they need to judge them. */
function view(variant: VariantStock) {
  return item('ProductVariant', variantIri(variant.code), {
    code: variant.code,
    product: `${ADMIN_BASE}/products/${encodeURIComponent(variant.productCode)}`,
    name: variant.name,
    variantName: variant.variantName,
    enabled: variant.enabled,
    tracked: variant.tracked,
    onHand: variant.onHand,
    onHold: variant.onHold,
    channelPricings: {
      [CHANNEL_CODE]: {
        '@type': 'ChannelPricing',
        channelCode: CHANNEL_CODE,
        currencyCode: CURRENCY,
        price: variant.price,
        originalPrice: variant.originalPrice,
        minimumPrice: variant.minimumPrice,
      },
    },
  })
}

function stockOf(variant: VariantStock) {
  return { price: variant.price, originalPrice: variant.originalPrice, onHand: variant.onHand, onHold: variant.onHold }
}

async function existing(db: D1Database, code: string): Promise<VariantStock> {
  const variant = await findVariantStock(db, code)
  if (!variant) throw new NotFoundError()
  return variant
}

/**
 * Price and stock of a variant (decision 029). The write goes to `product_variants`, whose triggers keep the
 * 30-day price history (decision 007) and log watchdog changes for the cron (decision 022).
 */
export const adminVariants = new Hono<AdminEnv>()
  .get('/product-variants', valid('query', variantListQuery), async function listRoute(c) {
    const { search, ...page } = c.req.valid('query')
    const { rows, totalItems } = await searchVariantStock(c.env.DB, search, page)
    return adminList(c, adminVariantList, { type: 'ProductVariant', members: rows.map(view), totalItems, page })
  })
  .get('/product-variants/:code', valid('param', codeParam), async function showRoute(c) {
    return adminJson(c, adminVariant, view(await existing(c.env.DB, c.req.valid('param').code)))
  })
  .patch(
    '/product-variants/:code',
    requireRole('admin'),
    requireMergePatch,
    valid('param', codeParam),
    valid('json', variantPatch),
    async function patchRoute(c) {
      const { code } = c.req.valid('param')
      const patch = c.req.valid('json')
      const db = c.env.DB
      const before = await existing(db, code)
      const violations = Object.keys(patch.channelPricings ?? {})
        .filter((channel) => channel !== CHANNEL_CODE)
        .map((channel) => ({
          propertyPath: `channelPricings.${channel}`,
          message: `Prodejní kanál ${channel} neexistuje.`,
          code: 'channelUnknown',
        }))
      const pricing = patch.channelPricings?.[CHANNEL_CODE]
      const next = {
        price: pricing?.price ?? before.price,
        originalPrice: pricing?.originalPrice === undefined ? before.originalPrice : pricing.originalPrice,
        onHand: patch.onHand ?? before.onHand,
      }
      if (next.onHand < before.onHold) {
        violations.push({
          propertyPath: 'onHand',
          message: `Skladem nemůže být méně kusů, než kolik drží nezaplacené objednávky (${before.onHold}).`,
          code: 'onHandBelowOnHold',
        })
      }
      if (violations.length > 0) throw new ValidationError(violations)
      const [, updated] = await db.batch([
        insertAudit(
          db,
          {
            actor: c.var.actor,
            action: 'update',
            resource: variantIri(code),
            before: stockOf(before),
            after: { ...next, onHold: before.onHold },
          },
          variantTakes(code, next.onHand),
        ),
        updateVariantStock(db, code, next),
      ])
      // an order held more stock between the read and the write: nothing was written, ops try again
      if ((updated?.results.length ?? 0) === 0)
        throw new HttpError(409, 'Stock changed meanwhile; read the variant again.')
      return adminJson(c, adminVariant, view(await existing(db, code)))
    },
  )
