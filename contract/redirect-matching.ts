import type { Redirect } from './catalogue'

/**
 * The redirect step (docs/product.md#redirects): the decoded, lower-cased full path of a request is looked up in the
 * table from `GET /redirects`. A match on the full path (with its query) wins over a match on the path alone;
 * a trailing slash does not matter. Relative destinations get the site URL prepended.
 */
export type RedirectTable = ReadonlyMap<string, string>

function decode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** The key of a path or URL in the table: decoded, lower-cased, without a trailing slash or a fragment. */
export function redirectKey(pathOrUrl: string): string {
  let value = pathOrUrl.trim()
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(value)
  if (scheme) value = value.slice(scheme[0].length) || '/'
  value = value.split('#')[0] ?? ''
  if (!value.startsWith('/')) value = `/${value}`
  const [path = '/', query] = splitOnce(decode(value).toLowerCase(), '?')
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
  return query ? `${trimmed}?${query}` : trimmed
}

function splitOnce(value: string, separator: string): [string, string | undefined] {
  const index = value.indexOf(separator)
  return index < 0 ? [value, undefined] : [value.slice(0, index), value.slice(index + 1)]
}

/**
 * C0 and C1 control characters and DEL: a `Location` header cannot carry some of them (the redirect would fail),
 * and none belongs in an address a browser is sent to. The admin API refuses them (redirect-rules.ts).
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/

export function hasControlCharacter(value: string): boolean {
  return CONTROL.test(value)
}

/** The table of the rows; a row with a control character (stored before the API refused them) is left out. */
export function buildRedirectTable(rows: readonly Pick<Redirect, 'originUrl' | 'destinationUrl'>[]): RedirectTable {
  const table = new Map<string, string>()
  for (const row of rows) {
    if (hasControlCharacter(row.originUrl) || hasControlCharacter(row.destinationUrl.trim())) continue
    const key = redirectKey(row.originUrl)
    if (!table.has(key)) table.set(key, row.destinationUrl.trim())
  }
  return table
}

/** The absolute destination for a request path (with query), or null when the table has none. */
export function findRedirect(table: RedirectTable, pathWithQuery: string, siteUrl: string): string | null {
  const full = redirectKey(pathWithQuery)
  const destination = table.get(full) ?? table.get(splitOnce(full, '?')[0])
  if (!destination) return null
  const absolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(destination)
    ? destination
    : `${siteUrl.replace(/\/+$/, '')}${destination.startsWith('/') ? '' : '/'}${destination}`
  // A row pointing at its own origin would loop forever.
  if (redirectKey(absolute) === full && absolute.startsWith(siteUrl.replace(/\/+$/, ''))) return null
  return absolute
}

/** Redirects are read in pages of this size: the API allows up to 1000 for this collection. */
export const REDIRECT_PAGE_SIZE = 1000
const MAX_PAGES = 50

type RedirectRow = Pick<Redirect, 'originUrl' | 'destinationUrl'>
type RedirectPage = { 'hydra:member': RedirectRow[]; 'hydra:totalItems': number }

/** Reads every page of `GET /redirects` through `getPage` (the worker's upstream or the app's API client). */
export async function loadRedirectRows(getPage: (page: number) => Promise<RedirectPage>): Promise<RedirectRow[]> {
  const rows: RedirectRow[] = []
  for (let page = 1; page <= MAX_PAGES; page++) {
    const body = await getPage(page)
    for (const member of body['hydra:member'])
      rows.push({ originUrl: member.originUrl, destinationUrl: member.destinationUrl })
    if (rows.length >= body['hydra:totalItems'] || body['hydra:member'].length === 0) break
  }
  return rows
}
