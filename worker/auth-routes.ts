import type { Context, Next } from 'hono'
import { API_BASE } from '../contract/channel'
import { COOKIE, parseCookies } from '../contract/cookies'
import { clearAuthCookies } from './auth-cookies'
import type { StorefrontEnv } from './env'

/** Tokens of e-mail links are opaque strings; anything else never reaches the API. */
const TOKEN_PATTERN = /^[\w-]{10,128}$/

/**
 * `POST /_logout`: the API ends the session (`DELETE /sessions/current` with the visitor's bearer, which the
 * upstream adds from the cookie), so the token is dead even if a copy of it survives; then both auth cookies
 * are cleared (the JWT one is HttpOnly, so only the worker can). The cookies go even when the API fails.
 */
export async function logout(c: Context<StorefrontEnv>): Promise<Response> {
  if (parseCookies(c.req.header('cookie'))[COOKIE.auth]) {
    try {
      const answer = await c.var.upstream(`${API_BASE}/sessions/current`, {
        method: 'DELETE',
        headers: { accept: 'application/ld+json' },
      })
      await answer.body?.cancel()
    } catch (error) {
      console.warn(JSON.stringify({ level: 'warn', msg: 'session not ended at the API', error: String(error) }))
    }
  }
  const headers = new Headers({ 'cache-control': 'no-store' })
  clearAuthCookies(headers)
  return new Response(null, { status: 204, headers })
}

/**
 * A mail's confirmation link: the API is asked as a guest (the link needs no session, and a revoked one in the
 * cookie must not make it fail) to confirm with the token, and the visitor lands on the home page with the
 * notice parameter `1`, or `0` when the link is used, expired, unknown or malformed (docs/product.md#errors).
 */
async function confirmByLink(
  c: Context<StorefrontEnv>,
  apiPath: (token: string) => string,
  notice: string,
): Promise<Response> {
  const token = c.req.param('token') ?? ''
  let confirmed = false
  if (TOKEN_PATTERN.test(token)) {
    const answer = await c.var.upstream(
      `${API_BASE}${apiPath(encodeURIComponent(token))}`,
      {
        method: 'PATCH',
        headers: { 'content-type': 'application/merge-patch+json', accept: 'application/ld+json' },
        body: '{}',
      },
      { asGuest: true },
    )
    await answer.body?.cancel()
    confirmed = answer.ok
  }
  c.header('cache-control', 'no-store')
  return c.redirect(`/?${notice}=${confirmed ? 1 : 0}`, 302)
}

/** `/overeni-uctu/{token}`, the link of the verification e-mail: `userRegistered=1|0`. */
export function verifyAccount(c: Context<StorefrontEnv>): Promise<Response> {
  return confirmByLink(c, (token) => `/account-verification-requests/${token}`, 'userRegistered')
}

/** `/potvrzeni-drinksletteru/{token}`, the link of the Drinksletter's confirmation mail (double opt-in): `newsletterRegistered=1|0`. */
export function confirmNewsletter(c: Context<StorefrontEnv>): Promise<Response> {
  return confirmByLink(c, (token) => `/gdpr/customer-consent/${token}`, 'newsletterRegistered')
}

/**
 * `/?passwordRecovery={token}`, the link of the password-reset e-mail: a used, expired or unknown token goes
 * straight to the expired-token notice (`passwordRecovery=1&tokenValid=0`); a valid one renders the page,
 * whose return-parameter handler opens the reset popup with it.
 */
export async function checkPasswordRecoveryLink(c: Context<StorefrontEnv>, next: Next): Promise<Response | void> {
  const token = c.req.query('passwordRecovery')
  if (c.req.method !== 'GET' || !token || token === '1' || c.req.query('tokenValid') !== undefined) return next()
  let valid = false
  if (TOKEN_PATTERN.test(token)) {
    const answer = await c.var.upstream(
      `${API_BASE}/reset-password-requests/${encodeURIComponent(token)}`,
      { headers: { accept: 'application/ld+json' } },
      { asGuest: true },
    )
    await answer.body?.cancel()
    // Only a clear "no such token" sends the visitor away; a failing API leaves it to the reset form.
    if (answer.status !== 404) valid = true
  }
  if (valid) return next()
  c.header('cache-control', 'no-store')
  return c.redirect('/?passwordRecovery=1&tokenValid=0', 302)
}
