import { loginAnswer } from '../contract/account'
import { COOKIE, serializeCookie } from '../contract/cookies'

/** The JWT lives 7 days (the API's expiry); the cookies that carry it live as long. */
export const AUTH_COOKIE_MAX_AGE = 7 * 24 * 60 * 60

/**
 * After a login: the JWT in the HttpOnly cookie only the storefront worker reads, and the customer IRI in a
 * readable one (docs/decisions/002-auth-cookie.md).
 */
export function setAuthCookies(headers: Headers, session: { token: string; customer: string }): void {
  headers.append(
    'set-cookie',
    serializeCookie(COOKIE.auth, session.token, { maxAge: AUTH_COOKIE_MAX_AGE, httpOnly: true, secure: true }),
  )
  headers.append(
    'set-cookie',
    serializeCookie(COOKIE.customer, session.customer, { maxAge: AUTH_COOKIE_MAX_AGE, secure: true }),
  )
}

/**
 * A 401 from the API on any call but the login call means the session is over (docs/product.md#errors): the
 * response clears both auth cookies, and the client then goes to /logout. Logout clears them the same way.
 */
export function clearAuthCookies(headers: Headers): void {
  headers.append('set-cookie', serializeCookie(COOKIE.auth, '', { maxAge: 0, httpOnly: true, secure: true }))
  headers.append('set-cookie', serializeCookie(COOKIE.customer, '', { maxAge: 0, secure: true }))
}

/**
 * The login call's 200 answer, turned into cookies: the token goes into the HttpOnly cookie and out of the
 * body, so no script on the page ever sees it. The browser gets everything else (the customer IRI).
 * An answer without a token and customer is passed on as it came.
 */
export async function takeLoginSession(
  upstream: Response,
): Promise<{ body: string; session: { token: string; customer: string } | null }> {
  const text = await upstream.text()
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return { body: text, session: null }
  }
  const parsed = loginAnswer.safeParse(data)
  if (!parsed.success) return { body: text, session: null }
  const { token, ...rest } = parsed.data
  return { body: JSON.stringify(rest), session: { token, customer: parsed.data.customer } }
}
