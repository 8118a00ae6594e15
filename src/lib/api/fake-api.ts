import { createApiClient } from './client'

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
