import { D1_BOOKMARK_HEADER, D1_WROTE_HEADER, isD1Bookmark, newerBookmark } from '../../contract/d1-bookmark'

/**
 * Staff read back what they just did (docs/decisions/057-d1-sessions.md): the bookmark of the newest answer whose
 * call changed the database is kept in memory and sent with every later call, so the admin API reads from a D1
 * copy that has the change (ship an order, its detail shows it shipped). Memory only: a reload starts afresh,
 * by then any replica has long caught up.
 */
let kept: string | null = null

/** The header to send: the bookmark of the console's last write, if any. */
export function bookmarkHeaders(): Record<string, string> {
  return kept ? { [D1_BOOKMARK_HEADER]: kept } : {}
}

/** Takes note of an answer: a write's bookmark is kept when it is newer than the one held. */
export function noteBookmark(response: Response): void {
  const bookmark = response.headers.get(D1_BOOKMARK_HEADER)
  if (response.headers.get(D1_WROTE_HEADER) === '1' && isD1Bookmark(bookmark)) kept = newerBookmark(kept, bookmark)
}

/** Tests: forget the kept bookmark. */
export function forgetBookmark(): void {
  kept = null
}
