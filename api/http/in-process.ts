import type { Bindings } from '../env'

/**
 * Calls the API worker itself without a network hop: the sandboxes (api/sandbox) are part of this worker, so a
 * client configured with a relative URL (`/sandbox/comgate/v2.0/`) and the sandbox's own notifications reach
 * them through here, as real HTTP requests and responses. Set once by api/index.ts; static, not per request.
 */
export type InProcessFetch = (request: Request, env: Bindings) => Promise<Response>

let self: InProcessFetch | null = null

/** Every outside call (gateway, pickup points, identity providers, mail) gives up after this, unless it sets its own. */
export const THIRD_PARTY_TIMEOUT_MS = 10_000

export function registerInProcessFetch(fetcher: InProcessFetch): void {
  self = fetcher
}

/**
 * A `fetch` for a client of a third party: relative URLs go to this worker in process (the sandbox), absolute
 * ones to the network.
 */
export function thirdPartyFetch(env: Bindings): (url: string, init?: RequestInit) => Promise<Response> {
  return function send(url, init) {
    // a third party that hangs must not hold the shopper's request (or the cron) until the platform kills it
    if (!url.startsWith('/'))
      return fetch(url, { ...init, signal: init?.signal ?? AbortSignal.timeout(THIRD_PARTY_TIMEOUT_MS) })
    if (!self) throw new Error('in-process fetch is not registered (api/index.ts)')
    return self(new Request(new URL(url, 'http://in-process.internal'), init), env)
  }
}
