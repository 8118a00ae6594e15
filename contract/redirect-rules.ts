import type { Violation } from './hydra'
import { hasControlCharacter, redirectKey } from './redirect-matching.ts'

/**
 * The rules a redirect must keep before it goes live (decision 029), shared by the admin API, which checks
 * them against the whole table, and `npm run redirects`, which checks a CSV file before sending it. Pure: the
 * caller says which origins exist, which URLs are live and which hosts are the shop's own.
 */
/** `enabled: false` rows redirect nobody: only their form is checked. */
export type RedirectInput = { originUrl: string; destinationUrl: string; enabled?: boolean }

/** Czech texts for ops (the admin API's only language); `{{name}}` is filled in. */
export const redirectMessages = {
  redirectOriginFormat: 'Zdrojová adresa musí začínat lomítkem, např. /stara-stranka.',
  redirectDestinationFormat: 'Cíl musí začínat lomítkem, nebo být celá adresa s http:// či https://.',
  redirectControlCharacter: 'Adresa nesmí obsahovat řídicí znaky (např. nulový bajt nebo zalomení řádku).',
  redirectLoop: 'Přesměrování by vedlo zpět na sebe.',
  redirectChainDestination: 'Cíl {{url}} se sám přesměrovává; návštěvník by prošel více přesměrováními.',
  redirectChainOrigin: 'Na adresu {{url}} už vede přesměrování z {{from}}; návštěvník by prošel více přesměrováními.',
  redirectLiveUrl: 'Adresa {{url}} patří existujícímu produktu nebo kategorii; přesměrovat ji lze jen s volbou force.',
  redirectDuplicate: 'Přesměrování z adresy {{url}} už existuje.',
  redirectDuplicateInBatch: 'Adresa {{url}} je v dávce vícekrát (poprvé na řádku {{first}}).',
} as const
export type RedirectRule = keyof typeof redirectMessages

export function redirectViolation(
  propertyPath: string,
  rule: RedirectRule,
  params: Record<string, string | number> = {},
): Violation {
  const message = redirectMessages[rule].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
  return { propertyPath, message, code: rule }
}

const ABSOLUTE = /^https?:\/\/[^/?#\s]+/i

/** A path the storefront can match: one leading slash (`//host` would leave the shop), no spaces. */
export function isRelativeUrl(value: string): boolean {
  return /^\/(?!\/)\S*$/.test(value)
}

export function isAbsoluteUrl(value: string): boolean {
  if (!ABSOLUTE.test(value) || /\s/.test(value)) return false
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** The table key a destination lands on inside the shop, or null when it leaves the shop. */
export function internalKey(destination: string, ownHosts: readonly string[]): string | null {
  if (isRelativeUrl(destination)) return redirectKey(destination)
  if (!isAbsoluteUrl(destination)) return null
  const host = new URL(destination).host.toLowerCase()
  return ownHosts.includes(host) ? redirectKey(destination) : null
}

export type RedirectContext = {
  /** Every other redirect of the table as it will be (rows being changed left out), by origin key. */
  others: ReadonlyMap<string, RedirectInput>
  /** Origin keys that are live product or category URLs. */
  liveKeys: ReadonlySet<string>
  /** Hosts of the shop itself (an absolute destination on them is internal). */
  ownHosts: readonly string[]
  force: boolean
  /** Whether an origin already in `others` is an error (adding) or the row to replace (import, update). */
  originMayExist: boolean
  /** The row number messages name (a CSV's line); the 1-based position in the batch by default. */
  rowNumber?: (index: number) => number
}

/**
 * Violations of a batch of rows (one for a single add), property paths prefixed by `prefix(i)`. The rows are
 * checked against each other and against the rest of the table, so a batch cannot build a chain either.
 */
export function checkRedirects(
  rows: readonly RedirectInput[],
  context: RedirectContext,
  prefix: (index: number) => string = () => '',
): Violation[] {
  const violations: Violation[] = []
  const path = (index: number, field: string) => `${prefix(index)}${field}`
  const firstIndex = new Map<string, number>()
  rows.forEach((row, index) => {
    if (isRelativeUrl(row.originUrl)) {
      const key = redirectKey(row.originUrl)
      if (!firstIndex.has(key)) firstIndex.set(key, index)
    }
  })
  // the table as it will be: the rest, then the batch (a batch row replaces the same origin)
  const table = new Map<string, RedirectInput>(context.others)
  for (const row of rows)
    if (row.enabled !== false && isRelativeUrl(row.originUrl)) table.set(redirectKey(row.originUrl), row)

  const batch = new Set<RedirectInput>(rows)
  rows.forEach((row, index) => {
    const originControl = hasControlCharacter(row.originUrl)
    const destinationControl = hasControlCharacter(row.destinationUrl)
    const originOk = !originControl && isRelativeUrl(row.originUrl)
    const destinationOk =
      !destinationControl && (isRelativeUrl(row.destinationUrl) || isAbsoluteUrl(row.destinationUrl))
    if (!originOk) {
      const rule = originControl ? 'redirectControlCharacter' : 'redirectOriginFormat'
      violations.push(redirectViolation(path(index, 'originUrl'), rule))
    }
    if (!destinationOk) {
      const rule = destinationControl ? 'redirectControlCharacter' : 'redirectDestinationFormat'
      violations.push(redirectViolation(path(index, 'destinationUrl'), rule))
    }
    if (!originOk || !destinationOk) return
    const origin = redirectKey(row.originUrl)
    const first = firstIndex.get(origin)!
    if (first !== index) {
      violations.push(
        redirectViolation(path(index, 'originUrl'), 'redirectDuplicateInBatch', {
          url: row.originUrl,
          first: context.rowNumber?.(first) ?? first + 1,
        }),
      )
      return
    }
    if (row.enabled === false) return
    if (!context.originMayExist && context.others.has(origin)) {
      violations.push(redirectViolation(path(index, 'originUrl'), 'redirectDuplicate', { url: row.originUrl }))
    }
    if (!context.force && context.liveKeys.has(origin)) {
      violations.push(redirectViolation(path(index, 'originUrl'), 'redirectLiveUrl', { url: row.originUrl }))
    }
    const target = internalKey(row.destinationUrl, context.ownHosts)
    // the storefront matches the full path, then the path alone: `/a` → `/a?x=1` would redirect again
    if (target !== null && (target === origin || pathOf(target) === origin)) {
      violations.push(redirectViolation(path(index, 'destinationUrl'), 'redirectLoop'))
      return
    }
    const next = target === null ? undefined : (table.get(target) ?? table.get(pathOf(target)))
    if (next) {
      const back = internalKey(next.destinationUrl, context.ownHosts) === origin
      violations.push(
        back
          ? redirectViolation(path(index, 'destinationUrl'), 'redirectLoop')
          : redirectViolation(path(index, 'destinationUrl'), 'redirectChainDestination', { url: row.destinationUrl }),
      )
      return
    }
    // a row of the table that lands here would now take two hops (a batch row that does says so itself)
    for (const [otherOrigin, other] of table) {
      if (otherOrigin === origin || batch.has(other)) continue
      const lands = internalKey(other.destinationUrl, context.ownHosts)
      if (lands !== null && (lands === origin || pathOf(lands) === origin)) {
        violations.push(
          redirectViolation(path(index, 'originUrl'), 'redirectChainOrigin', {
            url: row.originUrl,
            from: other.originUrl,
          }),
        )
        break
      }
    }
  })
  return violations
}

function pathOf(key: string): string {
  return key.split('?')[0] ?? key
}

/** Live storefront URLs a redirect must not hide: `/produkt/{slug}` and `/kategorie/{slug}`. */
export function liveUrlCandidate(originKey: string): { kind: 'product' | 'taxon'; slug: string } | null {
  const match = /^\/(produkt|kategorie)\/([^/?]+)$/.exec(originKey.split('?')[0] ?? '')
  if (!match) return null
  return { kind: match[1] === 'produkt' ? 'product' : 'taxon', slug: match[2]! }
}
