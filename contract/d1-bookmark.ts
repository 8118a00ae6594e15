import * as z from 'zod/mini'

/**
 * Read-your-writes across requests on D1's read replicas (docs/decisions/057-d1-sessions.md). The API runs each
 * request's queries in one D1 session and answers with the session's bookmark in this header; whoever wrote sends
 * it back on the next requests, which then read from a copy at least that recent. Between the workers only: the
 * storefront takes it from its own HttpOnly cookie, never from a header a browser sent.
 */
export const D1_BOOKMARK_HEADER = 'x-d1-bookmark'

/** "1" on an answer whose request changed the database: only then does the storefront keep the bookmark. */
export const D1_WROTE_HEADER = 'x-d1-wrote'

/**
 * A bookmark as D1 writes it: hex fields joined by dashes (`00000085-0000024c-00004c6d-8e61117b…`). Checked for
 * its shape only, loosely enough that a new field or width from D1 still passes; whether it names a real point of
 * the database is D1's to say, and the API falls back to the primary when D1 refuses it.
 */
export const d1Bookmark = z.string().check(z.maxLength(200), z.regex(/^[0-9a-f]{1,64}(?:-[0-9a-f]{1,64}){1,7}$/))

export function isD1Bookmark(value: string | null | undefined): value is string {
  return typeof value === 'string' && d1Bookmark.safeParse(value).success
}

/**
 * The newer of two bookmarks. D1's fields are fixed-width hex with the most significant first, so the text order
 * is their order (a local D1 session, too, keeps the larger text of two).
 */
export function newerBookmark(a: string | null, b: string | null): string | null {
  if (a === null) return b
  if (b === null) return a
  return b > a ? b : a
}

/** The Czech answer to a bookmark of the wrong shape (400). */
export const BAD_BOOKMARK_MESSAGE = 'Záložka databáze (x-d1-bookmark) nemá platný tvar.'
