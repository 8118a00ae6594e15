import { COOKIE, serializeCookie } from '../contract/cookies'

/**
 * A 401 from the API on any call but the login call means the session is over (spec section 8): the
 * response clears both auth cookies, and the client then goes to /logout.
 */
export function clearAuthCookies(headers: Headers): void {
  headers.append('set-cookie', serializeCookie(COOKIE.auth, '', { maxAge: 0, httpOnly: true, secure: true }))
  headers.append('set-cookie', serializeCookie(COOKIE.customer, '', { maxAge: 0, secure: true }))
}
