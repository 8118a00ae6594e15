import type { Context, MiddlewareHandler } from 'hono'
import { COOKIE, parseCookies, serializeCookie } from '../contract/cookies'
import { D1_BOOKMARK_HEADER, D1_WROTE_HEADER, isD1Bookmark, newerBookmark } from '../contract/d1-bookmark'
import type { StorefrontEnv } from './env'

/**
 * Read-your-writes for the shopper across requests (docs/decisions/057-d1-sessions.md). The API answers every
 * call with the bookmark of its D1 session; when a call of this request changed the database, the newest such
 * bookmark goes into a short-lived HttpOnly cookie, and every API call of the shopper's next requests (the
 * proxied ones and a page render's) carries it, so D1 serves them from a copy that has the write.
 */

/**
 * Minutes, not days: the cookie only has to outlive the lag of a replica (usually well under a second) and the
 * shopper's next few clicks; once it lapses their reads may go to any replica again.
 */
export const D1_BOOKMARK_MAX_AGE = 5 * 60

export type D1Bookmarks = {
  /** What this request's API calls send: the cookie's bookmark, or a newer one a call of this request wrote. */
  current(): string | null
  /** Takes note of an API answer: a bookmark that came with a write is kept. */
  note(answer: Response): void
  /** The bookmark for the cookie, when a call of this request wrote; else null (the cookie is left as it is). */
  written(): string | null
}

/**
 * This request's bookmarks, made on first use: the social login's routes call the API before the app's upstream
 * is chosen, and their writes (a new session) must be read back as much as any.
 */
export function requestBookmarks(c: Context<StorefrontEnv>): D1Bookmarks {
  const made = c.var.d1Bookmarks as D1Bookmarks | undefined
  if (made) return made
  const bookmarks = createD1Bookmarks(c)
  c.set('d1Bookmarks', bookmarks)
  return bookmarks
}

/** Bookmarks starting from the cookie's; a cookie of the wrong shape counts as none. */
function createD1Bookmarks(c: Context<StorefrontEnv>): D1Bookmarks {
  const cookie = parseCookies(c.req.header('cookie'))[COOKIE.d1Bookmark]
  let current = isD1Bookmark(cookie) ? cookie : null
  let written: string | null = null
  return {
    current: () => current,
    note(answer) {
      const bookmark = answer.headers.get(D1_BOOKMARK_HEADER)
      if (answer.headers.get(D1_WROTE_HEADER) !== '1' || !isD1Bookmark(bookmark)) return
      written = newerBookmark(written, bookmark)
      current = newerBookmark(current, bookmark)
    },
    written: () => written,
  }
}

/**
 * After the request: the bookmark cookie when a call wrote, and the API's bookmark headers kept off the answer
 * (they are between the workers; the browser's copy is the cookie). A request that only read sets nothing, so
 * a page from the edge cache never carries a cookie.
 */
export const keepD1Bookmark: MiddlewareHandler<StorefrontEnv> = async function keepD1Bookmark(c, next) {
  await next()
  if (c.res.headers.has(D1_BOOKMARK_HEADER) || c.res.headers.has(D1_WROTE_HEADER)) {
    c.header(D1_BOOKMARK_HEADER, undefined)
    c.header(D1_WROTE_HEADER, undefined)
  }
  const written = (c.var.d1Bookmarks as D1Bookmarks | undefined)?.written() ?? null
  if (written === null) return
  const cookie = serializeCookie(COOKIE.d1Bookmark, written, {
    maxAge: D1_BOOKMARK_MAX_AGE,
    httpOnly: true,
    secure: true,
  })
  c.header('set-cookie', cookie, { append: true })
}
