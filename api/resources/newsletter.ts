import { Hono } from 'hono'
import * as z from 'zod/mini'
import { iri } from '../../contract/iri'
import { newsletterSubscribeInput } from '../../contract/newsletter'
import { digest, newAccountToken } from '../auth/account-tokens'
import { limitClient } from '../auth/client-limit'
import { hit, LIMITS } from '../auth/rate-limit'
import { requireCustomer } from '../auth/session'
import { confirmSubscription, requestSubscription, setCustomerSubscription, unsubscribeById } from '../db/newsletter'
import {
  confirmationLink,
  consentProof,
  unsubscribeHeaders,
  unsubscribeLink,
  verifyUnsubscribeToken,
} from '../domain/newsletter'
import type { ApiEnv } from '../env'
import { hydraErrorResponse, NotFoundError } from '../http/errors'
import { item } from '../http/jsonld'
import { linkPage, wantsJson } from '../http/link-page'
import { storefrontOrigin } from '../http/storefront-origin'
import { valid } from '../http/validate'
import { queueAndSend } from '../mail'
import { jsonLd } from './respond'

/**
 * The Drinksletter (decision 024), consent code `homepage_nl`. Anyone may ask for it with an address (double
 * opt-in: nothing is sent but the confirmation until its link is used); the answer is the same whether the
 * address is new, pending or subscribed, so the form tells nobody who reads the Drinksletter.
 */

const tokenParam = z.object({ token: z.string().check(z.minLength(10), z.maxLength(200)) })

export const newsletter = new Hono<ApiEnv>()
  .post('/gdpr/customer-consent', valid('json', newsletterSubscribeInput), async function askForNewsletter(c) {
    await limitClient(c, 'newsletter')
    const input = c.req.valid('json')
    // the honeypot: answered like any other request, and nothing happens
    if (input.website) return c.body(null, 202)
    const email = input.email.toLowerCase()
    const { token, hash } = await newAccountToken()
    const due = await requestSubscription(c.env.DB, email, hash, await consentProof(c, input.source ?? 'footer'))
    if (due !== null) {
      const verdict = await hit(c.env.DB, [
        { key: `mail:newsletter-confirmation:${email}`, limit: LIMITS.mailPerAddress },
      ])
      if (verdict.allowed)
        await queueAndSend(c, {
          to: email,
          template: 'newsletter-confirmation',
          params: { link: confirmationLink(c, token) },
        })
    }
    return c.body(null, 202)
  })
  .patch('/gdpr/customer-consent/:token', valid('param', tokenParam), async function confirmNewsletter(c) {
    const confirmed = await confirmSubscription(
      c.env.DB,
      await digest(c.req.valid('param').token),
      await consentProof(c, 'confirmation_link'),
    )
    if (!confirmed) throw new NotFoundError('The confirmation link is invalid or has expired.')
    const link = await unsubscribeLink(c, confirmed.id)
    await queueAndSend(c, {
      to: confirmed.email,
      template: 'newsletter-welcome',
      params: { link: `${storefrontOrigin(c)}/`, unsubscribeLink: link },
      headers: unsubscribeHeaders(link),
    })
    return c.body(null, 202)
  })
  // 204 when done; 202 when the account's e-mail is not verified yet: the wish is kept and applied at verification
  .post('/gdpr/subscribe-shop-user', async function subscribeCustomer(c) {
    const applied = await setCustomerSubscription(c.env.DB, requireCustomer(c), true, await consentProof(c, 'account'))
    return c.body(null, applied ? 204 : 202)
  })
  .post('/gdpr/unsubscribe-shop-user', async function unsubscribeCustomer(c) {
    const applied = await setCustomerSubscription(c.env.DB, requireCustomer(c), false, await consentProof(c, 'account'))
    return c.body(null, applied ? 204 : 202)
  })

/**
 * The unsubscribe link of every newsletter mail, no login (mounted before authentication): GET shows a page with
 * one button, because mail scanners follow links; POST unsubscribes, from that button or as the one-click POST a
 * mail client sends for `List-Unsubscribe-Post` (RFC 8058). A second POST changes nothing and says the same.
 */
export const newsletterUnsubscribe = new Hono<ApiEnv>()
  .get('/gdpr/unsubscribe/:token', valid('param', tokenParam), async function unsubscribePage(c) {
    const { token } = c.req.valid('param')
    if ((await verifyUnsubscribeToken(c.env.JWT_SECRET, token)) === null) return invalidLink(c)
    return linkPage(
      c,
      200,
      'Odhlášení z Drinksletteru',
      'Opravdu už nechcete dostávat Drinksletter? Odběr zrušíte tlačítkem níže.',
      {
        action: new URL(c.req.url).pathname,
        label: 'Odhlásit odběr',
      },
    )
  })
  .post('/gdpr/unsubscribe/:token', valid('param', tokenParam), async function unsubscribe(c) {
    const { token } = c.req.valid('param')
    const id = await verifyUnsubscribeToken(c.env.JWT_SECRET, token)
    if (id === null) return invalidLink(c)
    const oneClick = /List-Unsubscribe=One-Click/.test(await c.req.text().catch(() => ''))
    const found = await unsubscribeById(
      c.env.DB,
      id,
      await consentProof(c, oneClick ? 'list_unsubscribe' : 'unsubscribe_link'),
    )
    if (!found) return invalidLink(c)
    if (wantsJson(c)) {
      c.header('cache-control', 'no-store')
      return jsonLd(c, item('NewsletterUnsubscription', iri('gdpr/unsubscribe', token), { unsubscribed: true }))
    }
    return linkPage(c, 200, 'Odběr zrušen', 'Z Drinksletteru jsme Vás odhlásili. Další vydání Vám už nepošleme.')
  })

function invalidLink(c: Parameters<typeof linkPage>[0]): Response {
  if (wantsJson(c)) return hydraErrorResponse(404, 'Not Found', { 'cache-control': 'no-store' })
  return linkPage(
    c,
    404,
    'Odkaz není platný',
    'Tento odkaz pro odhlášení není platný. Odběr Drinksletteru si můžete upravit v nastavení svého účtu.',
  )
}
