import { COOKIE, parseCookies, serializeCookie } from '../../../contract/cookies'

/** The cart token is kept 30 days in a cookie scripts can read (docs/product.md#cart). */
export const CART_COOKIE_MAX_AGE = 30 * 24 * 60 * 60

/** Where the cart token lives between visits. */
export type CartTokenJar = {
  read(): string | null
  write(token: string | null): void
}

export function readCartToken(cookieHeader: string | null | undefined): string | null {
  const token = parseCookies(cookieHeader)[COOKIE.cartToken]
  return token ? token : null
}

/** `document.cookie` in the browser: path /, SameSite=Lax, Secure on https. */
export function createBrowserTokenJar(doc: Pick<Document, 'cookie'>, secure: boolean): CartTokenJar {
  return {
    read: () => readCartToken(doc.cookie),
    write(token) {
      doc.cookie = token
        ? serializeCookie(COOKIE.cartToken, token, { maxAge: CART_COOKIE_MAX_AGE, secure })
        : serializeCookie(COOKIE.cartToken, '', { maxAge: 0, secure })
    },
  }
}

/**
 * On the server the request's cookie is read; writes are left to the browser, which hydrates the store and
 * fixes its own cookie (a cart the server found broken is forgotten there).
 */
export function createRequestTokenJar(cookieHeader: string): CartTokenJar {
  const token = readCartToken(cookieHeader)
  return { read: () => token, write: () => undefined }
}
