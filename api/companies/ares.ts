import type { Bindings } from '../env'
import { thirdPartyFetch } from '../http/in-process'
import { aresSubject, type CompanyFields, companyFieldsOf } from './ares-subject'

/**
 * The client of ARES, the Czech business register (docs/czech-commerce.md#ico-dic-ares; decision 031):
 * `GET {base}ekonomicke-subjekty/{ico}` answers the subject as JSON, or 404 `{kod: "NENALEZENO"}`.
 */

/** The real register; production always asks it (an explicit ARES_API_URL must be https, decision 016). */
export const ARES_URL = 'https://ares.gov.cz/ekonomicke-subjekty-v-be/rest/'
/** The stand-in of this worker (api/sandbox/ares.ts), same paths below the base. */
export const SANDBOX_ARES_URL = '/sandbox/ares/ekonomicke-subjekty-v-be/rest/'
/**
 * A shopper waits for this while typing; after it the fields stay theirs to fill. ARES usually answers within a
 * few hundred milliseconds, so 3 s means it is in trouble.
 */
export const ARES_TIMEOUT_MS = 3000

export type AresLookup =
  { kind: 'found'; fields: CompanyFields } | { kind: 'unknown' } | { kind: 'timeout' } | { kind: 'unavailable' }

/** ARES_API_URL when set; else the sandbox where sandboxes are on (local, staging) and the real register elsewhere. */
export function aresBaseUrl(env: Pick<Bindings, 'ARES_API_URL' | 'SANDBOXES'>): string {
  const configured = env.ARES_API_URL?.trim()
  if (configured) return configured.endsWith('/') ? configured : `${configured}/`
  return env.SANDBOXES === 'on' ? SANDBOX_ARES_URL : ARES_URL
}

async function ask(env: Bindings, ico: string, signal: AbortSignal): Promise<AresLookup> {
  const response = await thirdPartyFetch(env)(`${aresBaseUrl(env)}ekonomicke-subjekty/${ico}`, {
    headers: { accept: 'application/json' },
    signal,
  })
  if (response.status === 404) {
    await response.body?.cancel()
    return { kind: 'unknown' }
  }
  if (!response.ok) {
    await response.body?.cancel()
    console.warn(JSON.stringify({ level: 'warn', msg: 'ares: unexpected status', status: response.status }))
    return { kind: 'unavailable' }
  }
  const parsed = aresSubject.safeParse(await response.json().catch(() => null))
  if (!parsed.success) {
    console.warn(JSON.stringify({ level: 'warn', msg: 'ares: unexpected answer' }))
    return { kind: 'unavailable' }
  }
  return { kind: 'found', fields: companyFieldsOf(parsed.data) }
}

/**
 * Looks a valid IČO up. Never throws: a register that is slow (the whole answer, body included, past
 * `timeoutMs`), down or garbled is an outcome the caller words. The race with the timer also covers the
 * sandbox, which is called in process where an abort signal stops nothing.
 */
export async function lookUpAres(env: Bindings, ico: string, timeoutMs = ARES_TIMEOUT_MS): Promise<AresLookup> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<AresLookup>((resolve) => {
    timer = setTimeout(() => {
      controller.abort()
      resolve({ kind: 'timeout' })
    }, timeoutMs)
  })
  const answered = ask(env, ico, controller.signal).catch((error: unknown): AresLookup => {
    if (controller.signal.aborted) return { kind: 'timeout' }
    console.warn(JSON.stringify({ level: 'warn', msg: 'ares: no answer', error: String(error) }))
    return { kind: 'unavailable' }
  })
  try {
    return await Promise.race([answered, timedOut])
  } finally {
    if (timer !== undefined) clearTimeout(timer)
  }
}
