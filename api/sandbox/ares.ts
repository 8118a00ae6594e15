import { Hono } from 'hono'
import type { ApiEnv } from '../env'
import { BROKEN_ICO, SANDBOX_COMPANIES, SLOW_ICO } from './ares-fixtures'

/**
 * The ARES stand-in (docs/architecture.md#sandboxes; decision 031), mounted at /sandbox/ares:
 * `GET /ekonomicke-subjekty-v-be/rest/ekonomicke-subjekty/{ico}` with the register's answers: the subject as
 * JSON, 404 `{kod: "NENALEZENO"}` for an IČO it does not know, 400 `{kod: "CHYBA_VSTUPU"}` for one that is not
 * 8 digits. SLOW_ICO holds its answer for 10 s (until the caller gives up), BROKEN_ICO fails with a 500.
 */
const SLOW_MS = 10_000

function error(status: 400 | 404 | 500, kod: string, popis: string, subKod?: string): Response {
  return Response.json({ kod, popis, ...(subKod ? { subKod } : {}) }, { status })
}

/** Resolves after `ms`, or at once when the caller aborts (the client's timeout). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })
}

export const aresSandbox = new Hono<ApiEnv>().get(
  '/ekonomicke-subjekty-v-be/rest/ekonomicke-subjekty/:ico',
  async function subject(c) {
    const ico = c.req.param('ico')
    if (!/^\d{1,8}$/.test(ico)) return error(400, 'CHYBA_VSTUPU', 'Chyba vstupních dat.', 'NEPLATNE_ICO')
    const padded = ico.padStart(8, '0')
    if (padded === SLOW_ICO) await pause(SLOW_MS, c.req.raw.signal)
    if (padded === BROKEN_ICO) return error(500, 'CHYBA_SERVERU', 'Interní chyba serveru.')
    const found = SANDBOX_COMPANIES[padded]
    if (!found) return error(404, 'NENALEZENO', 'Ekonomický subjekt nebyl nalezen.', 'VYSTUP_SUBJEKT_NENALEZEN')
    return c.json(found)
  },
)
