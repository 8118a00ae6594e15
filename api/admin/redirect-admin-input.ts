import * as z from 'zod/mini'
import { type RedirectInput, checkRedirects, liveUrlCandidate } from '../../contract/redirect-rules'
import { redirectKey } from '../../contract/redirect-matching'
import { pageQuery, type Violation } from '../../contract/hydra'
import { type AdminRedirect, liveSlugs } from '../db/admin-redirects'

/** `?force=1` (or true): a redirect may hide a live product or category URL. */
/** The admin's list of redirects: pages of up to 1000 (the CLI's export reads them all). */
export const adminRedirectListQuery = z.object(pageQuery(1000, 100))
export const forceQuery = z.object({ force: z.optional(z.enum(['1', 'true', '0', 'false'])) })
export const isForced = (query: z.infer<typeof forceQuery>) => query.force === '1' || query.force === 'true'

/**
 * The rule violations of rows about to be written: checked against the enabled rest of the table (rows the
 * batch replaces left out) and against the live product and category URLs.
 */
export async function redirectViolations(input: {
  db: D1Database
  table: readonly AdminRedirect[]
  rows: readonly RedirectInput[]
  replacing: ReadonlySet<number>
  force: boolean
  originMayExist: boolean
  storefrontUrl: string
  prefix?: (index: number) => string
}): Promise<Violation[]> {
  const others = new Map<string, RedirectInput>()
  for (const row of input.table) {
    if (row.enabled && !input.replacing.has(row.id)) others.set(redirectKey(row.originUrl), row)
  }
  const candidates = input.rows.map((row) => liveUrlCandidate(redirectKey(row.originUrl)))
  const live = await liveSlugs(
    input.db,
    candidates.flatMap((c) => (c?.kind === 'product' ? [c.slug] : [])),
    candidates.flatMap((c) => (c?.kind === 'taxon' ? [c.slug] : [])),
  )
  const liveKeys = new Set(
    input.rows
      .filter(
        (_, i) =>
          candidates[i] && (candidates[i].kind === 'product' ? live.products : live.taxons).has(candidates[i].slug),
      )
      .map((row) => redirectKey(row.originUrl)),
  )
  let ownHosts: string[] = []
  try {
    if (input.storefrontUrl) ownHosts = [new URL(input.storefrontUrl).host.toLowerCase()]
  } catch {
    // a malformed STOREFRONT_URL is the production guard's business; absolute destinations then count as external
  }
  return checkRedirects(
    input.rows,
    { others, liveKeys, ownHosts, force: input.force, originMayExist: input.originMayExist },
    input.prefix,
  )
}
