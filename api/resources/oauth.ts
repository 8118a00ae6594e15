import type { Context } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import { iri } from '../../contract/iri'
import { limitClient } from '../auth/client-limit'
import { getProviderConfig } from '../auth/oauth/providers'
import { type CallbackParams, finishSignIn, redeemHandoff, startSignIn } from '../auth/oauth/sign-in'
import { issueAccessToken } from '../auth/session'
import type { ApiEnv } from '../env'
import { HttpError, NotFoundError } from '../http/errors'
import { storefrontOrigin } from '../http/storefront-origin'
import { valid } from '../http/validate'
import { formFields } from '../http/form'

/**
 * Social login (docs/product.md#calls: /oauth/connect/{google|facebook|apple}). The storefront worker (worker/oauth.ts)
 * forwards the browser's visits here with the browser's binding in `x-oauth-binding`:
 * - `GET /oauth/connect/{provider}` → 302 to the provider's authorization page;
 * - `GET|POST /oauth/callback/{provider}` (the provider's answer; Apple posts it) → 302 to the storefront's
 *   `/oauth/success?handoff={code}` or `/oauth/failed?reason={denied|expired|email|error}`;
 * - `POST /oauth/handoff {code, binding}` → `{ token, customer }` as the login call answers, so the token
 *   reaches the storefront server to server and never the address bar.
 */

export const BINDING = /^[A-Za-z0-9_-]{43}$/
export const bindingHeader = z.object({ 'x-oauth-binding': z.string().check(z.regex(BINDING)) })
const handoffInput = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(256)),
  binding: z.string().check(z.regex(BINDING)),
})

const field = (max: number) => z.optional(z.string().check(z.maxLength(max)))
const callbackParams = z.object({ state: field(256), code: field(2048), error: field(256), user: field(4096) })

const noStore = { 'cache-control': 'no-store' }

export async function callbackParamsOf(c: Context<ApiEnv>): Promise<CallbackParams | null> {
  const raw = c.req.method === 'POST' ? await formFields(c) : c.req.query()
  const strings = Object.fromEntries(
    Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
  const parsed = callbackParams.safeParse(strings)
  return parsed.success ? parsed.data : null
}

/** The social providers only: `bankid` (the age check, api/resources/age-check.ts) is not a way to sign in. */
const SOCIAL = ':provider{google|facebook|apple}'

export const oauth = new Hono<ApiEnv>()
  .get(`/oauth/connect/${SOCIAL}`, valid('header', bindingHeader), async function connect(c) {
    await limitClient(c, 'socialLogin')
    const config = getProviderConfig(c.env, c.req.param('provider'))
    if (!config) throw new NotFoundError('Unknown social login provider')
    const location = await startSignIn(c.env, config, {
      binding: c.req.valid('header')['x-oauth-binding'],
      redirectUri: `${storefrontOrigin(c)}/oauth/callback/${config.id}`,
    })
    c.header('cache-control', noStore['cache-control'])
    return c.redirect(location, 302)
  })
  .on(['GET', 'POST'], `/oauth/callback/${SOCIAL}`, async function callback(c) {
    const origin = storefrontOrigin(c)
    const failed = (reason: string) => c.redirect(`${origin}/oauth/failed?reason=${reason}`, 302)
    c.header('cache-control', noStore['cache-control'])
    const config = getProviderConfig(c.env, c.req.param('provider'))
    const binding = c.req.header('x-oauth-binding') ?? ''
    // without its browser's binding (a cookie lost or refused) a sign-in cannot be finished
    if (!config || !BINDING.test(binding)) return failed('expired')
    const params = await callbackParamsOf(c)
    if (!params) return failed('error')
    const result = await finishSignIn(c.env, config, params, binding)
    if (!result.ok) return failed(result.reason)
    return c.redirect(`${origin}/oauth/success?handoff=${encodeURIComponent(result.handoff)}`, 302)
  })
  .post('/oauth/handoff', valid('json', handoffInput), async function handOver(c) {
    const { code, binding } = c.req.valid('json')
    const customerId = await redeemHandoff(c.env, code, binding)
    if (customerId === null) throw new HttpError(400, 'Invalid or expired hand-over code.')
    return c.json(
      { token: await issueAccessToken(c.env, customerId), customer: iri('customers', customerId) },
      200,
      noStore,
    )
  })
