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
import { sweepReviewInvitations } from './reviews/invitations'
import { drainWatchdog } from './domain/watchdog'
import { adminHostOnly } from './http/admin-host'
import { d1Session, jobEnv } from './http/d1-session'
import { countD1Trips } from './http/d1-trips'
import { limitRequestBody } from './http/body-limit'
import { handleApiError, hydraErrorResponse } from './http/errors'
import { registerInProcessFetch } from './http/in-process'
import { invoices } from './invoices/routes'
import { paymentQr } from './payments/qr-routes'
import { deliverHeurekaOrders } from './heureka/certification'
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
import { productReviews } from './resources/product-reviews'
import { productReviewVotes } from './resources/product-review-votes'
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
  // reviews are public, and the review link works without login (decision 061); a stale bearer must not stop it
  .route('/', productReviews)
  .use(authenticate)
  // a helpful vote counts a signed-in customer once, so it needs to know who calls (decision 061)
  .route('/', productReviewVotes)
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
  .use(countD1Trips)
  .use(refuseUnsafeProduction)
  .use(limitRequestBody)
  // the request's D1 work in one session, its bookmark on the answer (decision 057)
  .use(d1Session)
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
 * Cron (api/wrangler.toml), every minute: the 30-minute payment deadline, the mail outbox (retries), the
 * watchdog alerts (drained from the triggers' change log, then delivered at once) and the review invitations
 * that are due; every 10 minutes, the
 * status of shipped carriers' parcels;
 * hourly, abandoned carts, old mails,
 * expired sessions and past rate-limit windows.
 * Each job runs in its own D1 session from the primary and reads back what it wrote (decision 057).
 */
async function scheduled(controller: ScheduledController, env: Bindings, ctx: ExecutionContext): Promise<void> {
  if (unsafeProductionSettings(env).length > 0) return
  ctx.waitUntil(sweepPaymentDeadlines(jobEnv(env)))
  ctx.waitUntil(deliverOutbox(jobEnv(env)))
  ctx.waitUntil(deliverHeurekaOrders(jobEnv(env)))
  const watchdog = jobEnv(env)
  ctx.waitUntil(drainWatchdog(watchdog).then((queued) => (queued > 0 ? deliverOutbox(watchdog) : 0)))
  // the review invitations of orders received some days ago (decision 061): one indexed query when none is due
  ctx.waitUntil(sweepReviewInvitations(jobEnv(env)))
  // every 10 minutes: shipped carriers' parcels delivered or back refused (decisions 044, 060)
  if (new Date(controller.scheduledTime).getUTCMinutes() % 10 === 0) ctx.waitUntil(sweepParcels(jobEnv(env)))
  if (new Date(controller.scheduledTime).getUTCMinutes() === 0) {
    ctx.waitUntil(purgeAbandonedCarts(jobEnv(env).DB))
    ctx.waitUntil(purgeOldMails(jobEnv(env).DB, controller.scheduledTime))
    ctx.waitUntil(purgeExpiredSessions(jobEnv(env).DB))
    ctx.waitUntil(purgeOldCounters(jobEnv(env).DB))
  }
}

export type ShopApi = typeof app
export default Object.assign(app, { scheduled })
