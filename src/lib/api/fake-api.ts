import { createCallChain, timed } from '../../../contract/call-chain'
import { type ApiClient, createApiClient } from './client'

/**
 * For tests: an API client whose stand-in shop API answers by path (without the query). An answer is the JSON
 * body, or a function of the request URL that returns it; any other path is a hydra 404. `asked` records the
 * URLs the client sent.
 */
export function fakeApi(answers: Record<string, unknown>) {
  const asked: string[] = []
  const api = createApiClient({
    language: 'cs',
    cacheScope: 'test',
    cacheTtlMs: 0,
    retryPauseMs: 0,
    transport: async (url) => {
      asked.push(url)
      const parsed = new URL(url, 'http://api')
      if (!(parsed.pathname in answers)) {
        const notFound = {
          '@type': 'hydra:Error',
          'hydra:title': 'An error occurred',
          'hydra:description': 'Not Found',
        }
        return new Response(JSON.stringify(notFound), {
          status: 404,
          headers: { 'content-type': 'application/ld+json' },
        })
      }
      const answer = answers[parsed.pathname]
      const body = typeof answer === 'function' ? (answer as (url: URL) => unknown)(parsed) : answer
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/ld+json' } })
    },
  })
  return { api, asked }
}

type CallOptions = { query?: Record<string, unknown> }

/**
 * For tests of how many calls a page makes one after another (docs/decisions/058-round-trips.md): `get` and
 * `getOrNull` record the path in `asked` and answer `answer(path, options)` a moment later, each call timed on
 * `chain`. `call` is the same function, for a stand-in (a cart) that calls the API itself.
 */
export function chainedApi(answer: (path: string, options?: CallOptions) => unknown = () => null) {
  const chain = createCallChain()
  const asked: string[] = []
  const call = (path: string, options?: CallOptions) =>
    timed(chain, async () => {
      asked.push(path)
      const value = answer(path, options)
      // answered a moment later, as over the network: a call started meanwhile runs beside it
      await new Promise((resolve) => setTimeout(resolve, 1))
      return value
    })
  const api = { get: call, getOrNull: call } as unknown as ApiClient
  return { api, chain, asked, call }
}
