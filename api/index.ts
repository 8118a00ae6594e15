import { Hono } from 'hono'
import { API_BASE } from '../contract/channel'
import { admin } from './admin'
import { ADMIN_BASE } from './admin/env'
import type { ApiEnv, Bindings } from './env'
import { purgeAbandonedCarts } from './domain/cart-retention'
import { purgeOldCounters } from './auth/rate-limit'
import { authenticate } from './auth/session'
import { purgeExpiredSessions } from './db/sessions'
import { sweepPaymentDeadlines } from './domain/payment-deadline'
import { sweepParcels } from './fulfilment'
import { drainWatchdog } from './domain/watchdog'
import { adminHostOnly } from './http/admin-host'
import { limitRequestBody } from './http/body-limit'
import { handleApiError, hydraErrorResponse } from './http/errors'
import { registerInProcessFetch } from './http/in-process'
import { invoices } from './invoices/routes'
import { paymentQr } from './payments/qr-routes'
import { deliverOutbox, purgeOldMails } from './mail'
import { localeMiddleware } from './http/locale'
import { requireMergePatch } from './http/merge-patch'
import { refuseUnsafeProduction, unsafeProductionSettings } from './http/production-guard'
import { requestLog } from '../contract/request-log'
import { account } from './resources/account'
import { addresses } from './resources/addresses'
import { ageCheckAnswer, ageCheckStart } from './resources/age-check'
import { associations } from './resources/associations'
import { attributes } from './resources/attributes'
import { banners } from './resources/banners'
import { checkout } from './resources/checkout'
import { claims } from './resources/claims'
import { cms } from './resources/cms'
import { companies } from './resources/companies'
import { contact } from './resources/contact'
import { contexts } from './resources/contexts'
import { giftCards } from './resources/gift-cards'
import { docs } from './resources/docs'
import { newsletter, newsletterUnsubscribe } from './resources/newsletter'
import { media } from './resources/media'
import { menus } from './resources/menus'
import { methods } from './resources/methods'
import { oauth } from './resources/oauth'
import { orders } from './resources/orders'
import { payments } from './resources/payments'
import { products } from './resources/products'
import { redirects } from './resources/redirect-table'
import { search } from './resources/search'
import { taxons } from './resources/taxons'
import { variants } from './resources/variants'
import { watchdog, watchdogUnsubscribe } from './resources/watchdog'
import { sandboxes } from './sandbox'

/** The shop API worker: the Sylius-compatible /api/v2/shop contract on D1 (docs/shop-api.md). */
const shop = new Hono<ApiEnv>()
  .use(localeMiddleware)
  .use(requireMergePatch)
  // before authentication: a stale bearer cookie must not stop anyone from signing in anew
  .route('/', oauth)
  // the bank's answer to the age check (decision 038), like the social login's callback, needs no session
  .route('/', ageCheckAnswer)
  // the unsubscribe link of a watchdog alert needs no login; a stale bearer must not stop it either
  .route('/', watchdogUnsubscribe)
  // the unsubscribe link of every Drinksletter mail, likewise
  .route('/', newsletterUnsubscribe)
  // the OpenAPI document is public; a stale bearer must not hide it either
  .route('/', docs)
  .use(authenticate)
  // starting the age check: the cart must be the caller's
  .route('/', ageCheckStart)
  .route('/', taxons)
  // before products: its /products-by-slug/{slug} takes any path below it
  .route('/', associations)
  .route('/', products)
  .route('/', attributes)
  .route('/', variants)
  .route('/', menus)
  .route('/', banners)
  .route('/', cms)
  .route('/', redirects)
  .route('/', search)
  .route('/', account)
  .route('/', addresses)
  // the tax documents of an order (decision 045), beside the order they belong to
  .route('/', invoices)
  // how to pay an unpaid bank-transfer order: the account and the QR Platba (docs/qr-platba.md)
  .route('/', paymentQr)
  .route('/', orders)
  .route('/', checkout)
  .route('/', companies)
  .route('/', methods)
  .route('/', payments)
  .route('/', watchdog)
  .route('/', newsletter)
  .route('/', contact)
  .route('/', claims)
  // gift vouchers: the balance, and applying one to a cart (decision 056)
  .route('/', giftCards)

const app = new Hono<ApiEnv>()
  // first: the production guard's 503 is logged and carries the request id too
  .use(requestLog('api'))
  .use(refuseUnsafeProduction)
  .use(limitRequestBody)
  .use(adminHostOnly(ADMIN_BASE))
  .route(API_BASE, shop)
  .route(ADMIN_BASE, admin)
  .route('/api/v2/contexts', contexts)
  .route('/media', media)
  .route('/sandbox', sandboxes)

app.notFound(function notFound() {
  return hydraErrorResponse(404, 'Not Found')
})
app.onError(handleApiError)

// the sandboxes and the clients pointed at them talk to this worker in process
registerInProcessFetch((request, env) => Promise.resolve(app.fetch(request, env)))

/**
 * Cron (api/wrangler.toml), every minute: the 30-minute payment deadline, the mail outbox (retries) and the
 * watchdog alerts (drained from the triggers' change log, then delivered at once); every 10 minutes, the
 * status of shipped Packeta parcels;
 * hourly, abandoned carts, old mails,
 * expired sessions and past rate-limit windows.
 */
async function scheduled(controller: ScheduledController, env: Bindings, ctx: ExecutionContext): Promise<void> {
  if (unsafeProductionSettings(env).length > 0) return
  ctx.waitUntil(sweepPaymentDeadlines(env))
  ctx.waitUntil(deliverOutbox(env))
  ctx.waitUntil(drainWatchdog(env).then((queued) => (queued > 0 ? deliverOutbox(env) : 0)))
  // every 10 minutes: shipped Packeta parcels delivered or back refused (decision 044)
  if (new Date(controller.scheduledTime).getUTCMinutes() % 10 === 0) ctx.waitUntil(sweepParcels(env))
  if (new Date(controller.scheduledTime).getUTCMinutes() === 0) {
    ctx.waitUntil(purgeAbandonedCarts(env.DB))
    ctx.waitUntil(purgeOldMails(env.DB, controller.scheduledTime))
    ctx.waitUntil(purgeExpiredSessions(env.DB))
    ctx.waitUntil(purgeOldCounters(env.DB))
  }
}

export type ShopApi = typeof app
export default Object.assign(app, { scheduled })
