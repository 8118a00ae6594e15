/**
 * Which storefront paths carry personal data, and what that means for caching and referrers. One definition,
 * applied to every answer by the security-headers middleware (docs/decisions/015-storefront-hardening.md).
 */

/** Account, cart and checkout (with the thank-you page), order detail: never stored by any cache. */
const PERSONAL = /^\/(?:account|cart|order)(?:[/?]|$)/
/** Paths whose URL holds an order token: the token must not travel in a Referer, not even to our own origin's logs. */
const TOKEN_IN_URL = /^\/(?:order|cart\/thank-you)\//

export function isPersonalPath(pathname: string): boolean {
  return PERSONAL.test(pathname)
}

/** `no-referrer` where the URL holds an order token; elsewhere only the origin leaves the site. */
export function referrerPolicyFor(pathname: string): string {
  return TOKEN_IN_URL.test(pathname) ? 'no-referrer' : 'strict-origin-when-cross-origin'
}
