import type { Bindings } from '../env'
import { type AresLookup, lookUpAres } from './ares'
import { cacheCompany, getCachedCompany } from './company-cache'

/**
 * A company by a valid IČO: from the KV cache, else from ARES, whose definite answers (found, not known) are
 * kept. A timeout or an outage is not kept, so the next shopper asks again.
 */
export async function findCompany(env: Bindings, ico: string): Promise<AresLookup> {
  const cached = await getCachedCompany(env.CACHE, ico)
  if (cached) return cached.found ? { kind: 'found', fields: cached.fields } : { kind: 'unknown' }
  const answer = await lookUpAres(env, ico)
  if (answer.kind === 'found') await cacheCompany(env.CACHE, ico, answer.fields)
  if (answer.kind === 'unknown') await cacheCompany(env.CACHE, ico, null)
  return answer
}
