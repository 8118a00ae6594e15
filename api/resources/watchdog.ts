import type { Context } from 'hono'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import * as z from 'zod/mini'
import { idFromIri, iri } from '../../contract/iri'
import { formatMessage } from '../../contract/validation'
import {
  WATCHDOG_MAX_ENTRIES,
  watchdogCreateInput,
  type WatchdogEventInput,
  type WatchdogEventType,
  watchdogUpdateInput,
} from '../../contract/watchdog'
import { requireCustomer } from '../auth/session'
import { isVerified } from '../db/customers'
import {
  countWatchdogEntries,
  deleteWatchdogEntry,
  deleteWatchdogEntryById,
  findWatchableVariant,
  findWatchdogEntry,
  listWatchdogEntries,
  saveWatchdogEntry,
  type WatchdogEntryRecord,
} from '../db/watchdog'
import { orderViolation } from '../domain/order-messages'
import { verifyUnsubscribeToken } from '../domain/watchdog'
import type { ApiEnv } from '../env'
import { hydraErrorResponse, NotFoundError, ValidationError } from '../http/errors'
import { collection, embedded, item } from '../http/jsonld'
import { storefrontOrigin } from '../http/storefront-origin'
import { valid } from '../http/validate'
import { linkPage, wantsJson } from '../http/link-page'
import { formatCzk } from '../mail/layout'
import { mediaUrl } from './media'
import { jsonLd } from './respond'

/**
 * The watch list (docs/product.md#data, docs/product.md#watch-list, docs/product.md#calls; decision 022): the logged-in customer's own entries, one per
 * product variant, addressed by the variant code. Anyone else's entry is 404; guests get 401 before their
 * input is looked at.
 */

function entryFields(entry: WatchdogEntryRecord, publicMediaUrl: string) {
  const events = entry.events.map((event) => ({
    type: event.type,
    price: event.price,
    state: event.firedAt === null ? ('armed' as const) : ('fired' as const),
    armedAt: event.armedAt,
    firedAt: event.firedAt,
  }))
  const fired = events.flatMap((event) => (event.firedAt === null ? [] : [event.firedAt])).sort()
  return {
    productVariant: embedded('ProductVariant', iri('product-variants', entry.variant.code), {
      code: entry.variant.code,
      name: entry.variant.name,
      price: entry.variant.price,
      inStock: entry.variant.inStock,
      available: entry.variant.available,
    }),
    product: embedded('Product', iri('products', entry.product.code), {
      code: entry.product.code,
      name: entry.product.name,
      slug: entry.product.slug,
      image: entry.product.imagePath === null ? null : mediaUrl(publicMediaUrl, entry.product.imagePath),
    }),
    events,
    state: events.length === 0 ? 'idle' : events.some((event) => event.state === 'armed') ? 'armed' : 'fired',
    firedAt: fired.at(-1) ?? null,
    createdAt: entry.createdAt,
    updatedAt: entry.updatedAt,
  }
}

const entryIri = (code: string) => iri('watchdog', code)

/** Guests are 401 before validation, as the Sylius security layer runs before deserialization. */
const loginFirst = createMiddleware<ApiEnv>(async function loginFirst(c, next) {
  requireCustomer(c)
  await next()
})

/**
 * Alerts go only to a proven address: anybody can register any e-mail and log in before verifying it, and that
 * account's watches would mail a stranger (security review, issue "Finish"). Checked where events are armed
 * (POST, PUT); the alert run skips unverified addresses as well (api/db/watchdog.ts).
 */
async function requireVerified(c: Context<ApiEnv>, customerId: number): Promise<void> {
  if (await isVerified(c.env.DB, customerId)) return
  const message =
    c.var.language === 'en'
      ? 'You can watch products once you have confirmed your e-mail address. We have sent you the link.'
      : 'Hlídat produkty můžete po potvrzení své e-mailové adresy. Odkaz k potvrzení jsme vám poslali e-mailem.'
  throw new ValidationError([{ propertyPath: '', message, code: 'emailNotVerified' }])
}

async function ownEntry(c: Context<ApiEnv>, code: string): Promise<WatchdogEntryRecord> {
  const entry = await findWatchdogEntry(c.env.DB, requireCustomer(c), c.var.locale, code)
  if (!entry) throw new NotFoundError()
  return entry
}

async function respondWith(c: Context<ApiEnv>, code: string, status: 200 | 201): Promise<Response> {
  const entry = await ownEntry(c, code)
  c.header('cache-control', 'private, no-store')
  return jsonLd(
    c,
    item('WatchdogEntry', entryIri(entry.variant.code), entryFields(entry, c.env.PUBLIC_MEDIA_URL)),
    status,
  )
}

/**
 * The events to store: `price_lower_than` watches the price given, which must be below the current one, or
 * else the current price (what the customer saw). Throws the violations.
 */
function eventsToStore(
  c: Context<ApiEnv>,
  events: WatchdogEventInput[],
  currentPrice: number,
): Array<{ type: WatchdogEventType; price: number | null }> {
  const violations = events.flatMap((event, index) => {
    if (event.type !== 'price_lower_than') return []
    if (event.price == null ? currentPrice >= 1 : event.price < currentPrice) return []
    const message = formatMessage('priceBelowCurrent', { price: formatCzk(currentPrice) }, c.var.language)
    return [{ propertyPath: `events[${index}].price`, message, code: 'priceBelowCurrent' }]
  })
  if (violations.length > 0) throw new ValidationError(violations)
  return events.map((event) => ({
    type: event.type,
    price: event.type === 'price_lower_than' ? (event.price ?? currentPrice) : null,
  }))
}

function originOf(c: Context<ApiEnv>): string {
  try {
    return storefrontOrigin(c)
  } catch {
    return ''
  }
}

const codeParam = z.object({ code: z.string().check(z.minLength(1), z.maxLength(255)) })

export const watchdog = new Hono<ApiEnv>()
  .get('/watchdog', loginFirst, async function listWatchdog(c) {
    const entries = await listWatchdogEntries(c.env.DB, requireCustomer(c), c.var.locale)
    const members = entries.map((entry) =>
      embedded('WatchdogEntry', entryIri(entry.variant.code), entryFields(entry, c.env.PUBLIC_MEDIA_URL)),
    )
    c.header('cache-control', 'private, no-store')
    return jsonLd(
      c,
      collection({ type: 'WatchdogEntry', url: new URL(c.req.url), members, totalItems: members.length }),
    )
  })
  .post('/watchdog', loginFirst, valid('json', watchdogCreateInput), async function watch(c) {
    const customerId = requireCustomer(c)
    await requireVerified(c, customerId)
    const input = c.req.valid('json')
    const code = idFromIri(input.productVariantCode.trim())
    const variant = await findWatchableVariant(c.env.DB, code)
    if (!variant?.available) throw orderViolation(c.var.language, 'variantNotFound', { code }, 'productVariantCode')
    const events = eventsToStore(c, input.events, variant.price)
    const existing = await findWatchdogEntry(c.env.DB, customerId, c.var.locale, code)
    if (!existing && (await countWatchdogEntries(c.env.DB, customerId)) >= WATCHDOG_MAX_ENTRIES) {
      const message = formatMessage('watchdogFull', { max: WATCHDOG_MAX_ENTRIES }, c.var.language)
      throw new ValidationError([{ propertyPath: '', message, code: 'watchdogFull' }])
    }
    await c.env.DB.batch(
      saveWatchdogEntry(c.env.DB, { customerId, variantId: variant.id, storefrontOrigin: originOf(c), events }),
    )
    // the same variant again updates its entry (the storefront's "watch" button may be pressed twice)
    return respondWith(c, code, existing ? 200 : 201)
  })
  .get('/watchdog/:code', loginFirst, valid('param', codeParam), (c) => respondWith(c, c.req.valid('param').code, 200))
  .put(
    '/watchdog/:code',
    loginFirst,
    valid('param', codeParam),
    valid('json', watchdogUpdateInput),
    async function rearm(c) {
      const customerId = requireCustomer(c)
      const { code } = c.req.valid('param')
      const input = c.req.valid('json')
      const entry = await ownEntry(c, code)
      await requireVerified(c, customerId)
      if (input.productVariantCode !== undefined && idFromIri(input.productVariantCode.trim()) !== entry.variant.code) {
        throw new ValidationError([
          { propertyPath: 'productVariantCode', message: formatMessage('is', {}, c.var.language), code: 'is' },
        ])
      }
      const variant = await findWatchableVariant(c.env.DB, entry.variant.code)
      if (!variant) throw new NotFoundError()
      const events = eventsToStore(c, input.events, variant.price)
      await c.env.DB.batch(
        saveWatchdogEntry(c.env.DB, { customerId, variantId: variant.id, storefrontOrigin: originOf(c), events }),
      )
      return respondWith(c, entry.variant.code, 200)
    },
  )
  .delete('/watchdog/:code', loginFirst, valid('param', codeParam), async function unwatch(c) {
    if (!(await deleteWatchdogEntry(c.env.DB, requireCustomer(c), c.req.valid('param').code))) throw new NotFoundError()
    return c.body(null, 204)
  })

const tokenParam = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) })

/**
 * `GET /watchdog/unsubscribe/{token}`: the link of an alert mail ends that watch without logging in. Mounted
 * before authentication, so a stale session cookie in the browser cannot get in the way. A valid token whose
 * entry is gone already answers as a success (the outcome the customer asked for); anything else is 404.
 * JSON-LD for API clients (`Accept` with json), else a small Czech page.
 */
export const watchdogUnsubscribe = new Hono<ApiEnv>().get(
  '/watchdog/unsubscribe/:token',
  valid('param', tokenParam),
  async function unsubscribe(c) {
    const { token } = c.req.valid('param')
    const entryId = await verifyUnsubscribeToken(c.env.JWT_SECRET, token)
    if (entryId === null) {
      if (wantsJson(c)) return hydraErrorResponse(404, 'Not Found', { 'cache-control': 'no-store' })
      return linkPage(
        c,
        404,
        'Odkaz není platný',
        'Tento odkaz pro zrušení hlídání není platný. Hlídání produktů si můžete upravit ve svém účtu.',
      )
    }
    const removed = await deleteWatchdogEntryById(c.env.DB, entryId)
    if (wantsJson(c)) {
      c.header('cache-control', 'no-store')
      return jsonLd(
        c,
        item('WatchdogUnsubscription', `${iri('watchdog/unsubscribe', token)}`, { unsubscribed: true, removed }),
      )
    }
    return linkPage(
      c,
      200,
      'Hlídání zrušeno',
      'Hlídání tohoto produktu jsme zrušili a další upozornění na něj Vám už nepošleme.',
    )
  },
)
