import * as z from 'zod/mini'
import type { CompanyFields } from './ares-subject'

/**
 * ARES answers kept in KV (docs/architecture.md#kv-is-a-cache: a cache, never the source of truth; decision 031).
 * A company's registered data rarely changes, so a day; an IČO ARES does not know may be registered any day, so
 * an hour. Entries are parsed when read: a shape from an older deploy is a miss, not an error.
 */
const FOUND_TTL_SECONDS = 24 * 60 * 60
const UNKNOWN_TTL_SECONDS = 60 * 60

const nullableText = z.nullable(z.string())
const entry = z.union([
  z.object({
    found: z.literal(true),
    fields: z.object({
      name: z.string(),
      vatId: nullableText,
      street: nullableText,
      city: nullableText,
      postcode: nullableText,
    }),
  }),
  z.object({ found: z.literal(false) }),
])
export type CachedCompany = z.infer<typeof entry>

const keyOf = (ico: string) => `company:ares:v1:${ico}`

/** The cached answer for an IČO, or null on a miss (also when the worker has no KV binding). */
export async function getCachedCompany(kv: KVNamespace | undefined, ico: string): Promise<CachedCompany | null> {
  if (!kv) return null
  const parsed = entry.safeParse(await kv.get(keyOf(ico), 'json').catch(() => null))
  return parsed.success ? parsed.data : null
}

/** Keeps an answer; a failed write only costs the next shopper a call to ARES. */
export async function cacheCompany(
  kv: KVNamespace | undefined,
  ico: string,
  fields: CompanyFields | null,
): Promise<void> {
  if (!kv) return
  const value: CachedCompany = fields ? { found: true, fields } : { found: false }
  await kv
    .put(keyOf(ico), JSON.stringify(value), { expirationTtl: fields ? FOUND_TTL_SECONDS : UNKNOWN_TTL_SECONDS })
    .catch((error: unknown) => {
      console.warn(JSON.stringify({ level: 'warn', msg: 'company cache: write failed', error: String(error) }))
    })
}
