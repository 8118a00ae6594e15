import type { Context, Next } from 'hono'
import { Hono } from 'hono'
import { loginAnswer } from '../contract/account'
import { API_BASE } from '../contract/channel'
import { parseCookies } from '../contract/cookies'
import { setAuthCookies } from './auth-cookies'
import type { StorefrontEnv } from './env'
import { createUpstream } from './upstream'

/**
 * Social login on the storefront's origin (docs/product.md#calls: /oauth/connect/{google|facebook|apple}), in front of
 * the API's /oauth calls (api/resources/oauth.ts). The worker ties the sign-in to this browser with a random
 * binding in an HttpOnly cookie, and collects the session server to server: the JWT goes into the auth cookies
 * and never into an address. Mounted before the same-origin check, because Apple posts its answer from its
 * own origin; the state, single use and bound to this browser, is what protects the callback.
 */

/** `__Secure-`, not `__Host-`: the cookie is scoped to Path=/oauth, which the `__Host-` prefix forbids. */
const BINDING_COOKIE = '__Secure-oauth_binding'
const BINDING_MAX_AGE = 10 * 60
const PROVIDER = /^[a-z]{1,20}$/
const BINDING = /^[A-Za-z0-9_-]{43}$/

function newBinding(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/**
 * The binding cookie: SameSite=None, so that Apple's cross-site form post brings it along; scoped to /oauth and
 * HttpOnly, so nothing else sees it.
 */
function bindingCookie(value: string, maxAge: number): string {
  return `${BINDING_COOKIE}=${value}; Path=/oauth; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=None`
}

function bindingOf(c: Context<StorefrontEnv>): string | null {
  const value = parseCookies(c.req.header('cookie'))[BINDING_COOKIE]
  return value && BINDING.test(value) ? value : null
}

function redirect(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' })
  for (const cookie of cookies) headers.append('set-cookie', cookie)
  return new Response(null, { status: 302, headers })
}

const failed = (reason: string, cookies: string[] = []) => redirect(`/oauth/failed?reason=${reason}`, cookies)

/** Where the API's callback may send the browser: sign-in's result pages, or the checkout after an age check (decision 038). */
const LANDINGS = ['/oauth/success', '/oauth/failed', '/cart/summary']

/** Where the API's callback answer sends the browser, kept on this origin. */
function landingOf(location: string | null): string | null {
  if (!location) return null
  const url = new URL(location, 'https://storefront.invalid')
  if (!LANDINGS.includes(url.pathname)) return null
  return url.pathname + url.search
}

/**
 * `/oauth/connect/{provider}`: a new binding, and off to the provider the API chose. The query goes along:
 * the age check names the cart it verifies (`/oauth/connect/bankid?order={token}`).
 */
async function connect(c: Context<StorefrontEnv>): Promise<Response> {
  const provider = c.req.param('provider') ?? ''
  if (!PROVIDER.test(provider)) return failed('error')
  const binding = newBinding()
  const answer = await createUpstream(c).upstream(`${API_BASE}/oauth/connect/${provider}${new URL(c.req.url).search}`, {
    headers: { 'x-oauth-binding': binding, accept: 'application/ld+json' },
    redirect: 'manual',
  })
  await answer.body?.cancel()
  const location = answer.headers.get('location')
  if (answer.status !== 302 || !location) return failed('error')
  return redirect(location, [bindingCookie(binding, BINDING_MAX_AGE)])
}

/** `/oauth/callback/{provider}`: the provider's answer (query, or Apple's form post) passed to the API with the binding. */
async function callback(c: Context<StorefrontEnv>): Promise<Response> {
  const provider = c.req.param('provider') ?? ''
  const binding = bindingOf(c)
  if (!PROVIDER.test(provider) || !binding) return failed('expired')
  const headers = new Headers({ 'x-oauth-binding': binding, accept: 'application/ld+json' })
  const isPost = c.req.method === 'POST'
  if (isPost) headers.set('content-type', c.req.header('content-type') ?? 'application/x-www-form-urlencoded')
  const answer = await createUpstream(c).upstream(
    `${API_BASE}/oauth/callback/${provider}${new URL(c.req.url).search}`,
    {
      method: c.req.method,
      headers,
      body: isPost ? await c.req.raw.arrayBuffer() : undefined,
      redirect: 'manual',
    },
  )
  await answer.body?.cancel()
  const landing = answer.status === 302 ? landingOf(answer.headers.get('location')) : null
  return landing ? redirect(landing) : failed('error')
}

/**
 * `/oauth/success?handoff={code}`: the session collected from the API and put into the auth cookies as the
 * login call does, then the same page without the code. Without a code the page itself renders.
 */
async function handOver(c: Context<StorefrontEnv>, next: Next): Promise<Response | void> {
  const code = c.req.query('handoff')
  if (code === undefined) return next()
  const binding = bindingOf(c)
  const clearBinding = bindingCookie('', 0)
  if (!binding || code.length === 0 || code.length > 256) return failed('expired', [clearBinding])
  const answer = await createUpstream(c).upstream(`${API_BASE}/oauth/handoff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ code, binding }),
  })
  const session = answer.ok ? loginAnswer.safeParse(await answer.json().catch(() => null)) : null
  if (!answer.ok) await answer.body?.cancel()
  if (!session?.success) return failed(answer.status === 400 ? 'expired' : 'error', [clearBinding])
  const response = redirect('/oauth/success', [clearBinding])
  setAuthCookies(response.headers, { token: session.data.token, customer: session.data.customer })
  return response
}

export const oauthRoutes = new Hono<StorefrontEnv>()
  .get('/connect/:provider', connect)
  .on(['GET', 'POST'], '/callback/:provider', callback)
  .get('/success', handOver)
