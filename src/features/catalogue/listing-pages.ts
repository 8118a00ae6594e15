import { LISTING_PAGE_SIZE } from './listing-search'

/** Pages shown around the current one; the first and the last are always there, gaps become null (an ellipsis). */
const AROUND = 2

export function pageCount(totalItems: number, pageSize = LISTING_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(totalItems / pageSize))
}

export function pageWindow(page: number, pages: number): (number | null)[] {
  const kept = (n: number) => n === 1 || n === pages || Math.abs(n - page) <= AROUND
  const shown: (number | null)[] = []
  for (let n = 1; n <= pages; n++) {
    // A gap of a single page shows that page: an ellipsis would take the same room.
    if (kept(n) || (kept(n - 1) && kept(n + 1))) shown.push(n)
    else if (shown.at(-1) !== null) shown.push(null)
  }
  return shown
}
