import { createMiddleware } from 'hono/factory'
import { createCallChain, d1ServerTiming } from '../../contract/call-chain'
import { countRoundTrips } from '../db/round-trips'
import type { ApiEnv } from '../env'

/**
 * Counts this call's round trips to D1 and says how many ran one after another in `Server-Timing: d1;…;
 * desc="trips=<N>"` (decision 058). The bindings are copied for this request, never changed in place: the
 * environment object is shared by every request of the isolate.
 */
export const countD1Trips = createMiddleware<ApiEnv>(async (c, next) => {
  const chain = createCallChain()
  c.env = { ...c.env, DB: countRoundTrips(c.env.DB, chain) }
  await next()
  const entry = d1ServerTiming(chain.summary())
  try {
    c.res.headers.append('server-timing', entry)
  } catch {
    // an answer passed through from elsewhere has headers that cannot change: copy it
    const headers = new Headers(c.res.headers)
    headers.append('server-timing', entry)
    c.res = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers })
  }
})
