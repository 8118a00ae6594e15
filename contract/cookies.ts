/**
 * Cookies between the browser, the storefront worker and the app (docs/architecture.md#auth-cookie-bearer-upstream).
 * The session cookies carry the `__Host-` prefix: the browser then takes them only with Secure, Path=/ and no
 * Domain, from a secure origin (http://localhost counts), so no sibling subdomain can plant or shadow them.
 * The others are set by page scripts too, with Secure only over https (plain-http development hosts would
 * refuse a Secure cookie), which the prefix does not allow (docs/decisions/015-storefront-hardening.md).
 */
export const COOKIE = {
  /** HttpOnly: the JWT from the login call; the storefront worker turns it into `Authorization: Bearer`. */
  auth: '__Host-auth_token',
  /** Age confirmed (docs/product.md#age-gate); remembered for a year. */
  ageVerified: 'age_verified',
  /** Readable, non-secret: the logged-in customer's IRI (the JWT itself is HttpOnly). */
  customer: '__Host-customer',
  /** Readable: the cart token (docs/product.md#cart). */
  cartToken: 'cart_token',
  /** The cookie-consent choice (contract/consent.ts); readable by page scripts, remembered for a year. */
  consent: 'cookie_consent',
  /**
   * HttpOnly, minutes: the D1 bookmark of the shopper's last write, sent along on their API calls so they read
   * it back from any replica (docs/decisions/057-d1-sessions.md).
   */
  d1Bookmark: '__Host-d1_bookmark',
  /** The API base URL chosen in the development form. */
  apiBase: 'api_base',
} as const

export const YEAR_SECONDS = 365 * 24 * 60 * 60

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {}
  if (!header) return cookies
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    const name = part.slice(0, index).trim()
    if (!name || name in cookies) continue
    const raw = part.slice(index + 1).trim()
    try {
      cookies[name] = decodeURIComponent(raw)
    } catch {
      cookies[name] = raw
    }
  }
  return cookies
}

/** A `Set-Cookie`/`document.cookie` value with the defaults of docs/product.md#constants (path /) and SameSite=Lax. */
export function serializeCookie(
  name: string,
  value: string,
  options: { maxAge?: number; secure?: boolean; httpOnly?: boolean } = {},
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax']
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`)
  if (options.secure) parts.push('Secure')
  if (options.httpOnly) parts.push('HttpOnly')
  return parts.join('; ')
}
