/**
 * What this browser remembers of its "Pomohlo mi to" votes (decision 061), in localStorage: its own random id,
 * which the API counts one vote per review by, and the reviews it voted on with the count its vote gave, so the
 * button stays pressed across reloads (and a list served from the edge cache for its minute shows no less).
 * Storage may be missing or refused (private windows, blocked cookies): then the id lives as long as the page.
 */

export type VoteStore = Pick<Storage, 'getItem' | 'setItem'>

const BROWSER_KEY = 'reviews.browserId'
const VOTES_KEY = 'reviews.helpfulVotes'
/** The newest this many votes are remembered; an old one forgotten only re-enables its button (the API still counts once). */
const REMEMBERED = 200

export function browserStore(): VoteStore | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

let pageId: string | null = null

const newId = () => crypto.randomUUID().replaceAll('-', '')

/** This browser's id (32 hex digits), created on its first vote. */
export function browserId(store: VoteStore | null): string {
  try {
    const kept = store?.getItem(BROWSER_KEY)
    if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept
    const id = newId()
    store?.setItem(BROWSER_KEY, id)
    if (store) return id
  } catch {
    // storage refused: fall through to the page's own id
  }
  pageId ??= newId()
  return pageId
}

function votes(store: VoteStore | null): Array<[number, number]> {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(VOTES_KEY) ?? '[]')
    return Array.isArray(parsed)
      ? parsed.filter(
          (entry): entry is [number, number] =>
            Array.isArray(entry) && typeof entry[0] === 'number' && typeof entry[1] === 'number',
        )
      : []
  } catch {
    return []
  }
}

/** The count this browser's vote on the review gave, or null when it has not voted on it. */
export function votedCount(store: VoteStore | null, reviewId: number): number | null {
  return votes(store).find(([id]) => id === reviewId)?.[1] ?? null
}

export function rememberVote(store: VoteStore | null, reviewId: number, count: number): void {
  const kept = votes(store).filter(([id]) => id !== reviewId)
  try {
    store?.setItem(VOTES_KEY, JSON.stringify([...kept, [reviewId, count]].slice(-REMEMBERED)))
  } catch {
    // storage full or refused: the vote still counted, only the pressed button is not kept
  }
}
