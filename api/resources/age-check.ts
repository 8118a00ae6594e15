import { Hono } from 'hono'
import * as z from 'zod/mini'
import { finishAgeCheck, startAgeCheck } from '../auth/oauth/age-check'
import { getBankIdConfig } from '../auth/oauth/providers'
import { limitClient } from '../auth/client-limit'
import type { ApiEnv } from '../env'
import { NotFoundError } from '../http/errors'
import { storefrontOrigin } from '../http/storefront-origin'
import { valid } from '../http/validate'
import { BINDING, bindingHeader, callbackParamsOf } from './oauth'
import { findCart } from './order-context'

/**
 * The age check before ordering alcohol (decision 038), on the social login's routes with the provider
 * `bankid` (the storefront's worker/oauth.ts binds it to the browser the same way):
 * - `GET /oauth/connect/bankid?order={cart token}` → 302 to the bank; the cart must be the caller's (as any
 *   cart call: a logged-in customer's cart needs their bearer);
 * - `GET /oauth/callback/bankid` (the bank's answer) → 302 to the checkout `/cart/summary?overeni-veku=…`
 *   with `overeno` (adult, recorded), `nezletily` (minor, nothing recorded), `zamitnuto`, `vyprselo` or `chyba`.
 */

/** The outcome as the checkout's address names it. */
const LANDING = {
  adult: 'overeno',
  minor: 'nezletily',
  denied: 'zamitnuto',
  expired: 'vyprselo',
  error: 'chyba',
} as const

const connectQuery = z.object({ order: z.string().check(z.minLength(1), z.maxLength(128)) })

/** Starting needs the caller's session (mounted after authentication): the cart must be theirs. */
export const ageCheckStart = new Hono<ApiEnv>().get(
  '/oauth/connect/bankid',
  valid('header', bindingHeader),
  valid('query', connectQuery),
  async function connect(c) {
    await limitClient(c, 'socialLogin')
    const config = getBankIdConfig(c.env)
    if (!config) throw new NotFoundError('The bank identity is not configured')
    const { aggregate } = await findCart(c, c.req.valid('query').order)
    const location = await startAgeCheck(c.env, config, {
      orderId: aggregate.order.id,
      binding: c.req.valid('header')['x-oauth-binding'],
      redirectUri: `${storefrontOrigin(c)}/oauth/callback/bankid`,
    })
    c.header('cache-control', 'no-store')
    return c.redirect(location, 302)
  },
)

/** The bank's answer needs no session (mounted before authentication): the state, bound to the browser, names the cart. */
export const ageCheckAnswer = new Hono<ApiEnv>().get('/oauth/callback/bankid', async function callback(c) {
  const landing = (outcome: keyof typeof LANDING) =>
    c.redirect(`${storefrontOrigin(c)}/cart/summary?overeni-veku=${LANDING[outcome]}`, 302)
  c.header('cache-control', 'no-store')
  const config = getBankIdConfig(c.env)
  const binding = c.req.header('x-oauth-binding') ?? ''
  if (!config || !BINDING.test(binding)) return landing('expired')
  const params = await callbackParamsOf(c)
  if (!params) return landing('error')
  return landing(await finishAgeCheck(c.env, config, params, binding))
})
