import { afterEach, describe, expect, it, vi } from 'vitest'
import { testEnv } from '../test/env'
import { ARES_URL, aresBaseUrl, lookUpAres, SANDBOX_ARES_URL } from './ares'

/** The real client against the network's `fetch`, with ARES misbehaving as a network service can. */
const real = { ...testEnv, ARES_API_URL: ARES_URL }

afterEach(() => {
  vi.restoreAllMocks()
})

describe('aresBaseUrl', () => {
  it('asks the real register wherever sandboxes are off, unless ARES_API_URL names another', () => {
    expect(aresBaseUrl({ SANDBOXES: 'off' })).toBe(ARES_URL)
    expect(aresBaseUrl({ SANDBOXES: 'on' })).toBe(SANDBOX_ARES_URL)
    expect(aresBaseUrl({ SANDBOXES: 'on', ARES_API_URL: 'https://ares.gov.cz/ekonomicke-subjekty-v-be/rest' })).toBe(
      ARES_URL,
    )
    expect(aresBaseUrl({ SANDBOXES: 'off', ARES_API_URL: ' ' })).toBe(ARES_URL)
  })
})

describe('lookUpAres against the real URL', () => {
  it('asks ekonomicke-subjekty/{ico} for JSON and maps the subject', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({
        ico: '27074358',
        obchodniJmeno: ' Firma a.s. ',
        dic: 'CZ27074358',
        sidlo: { nazevObce: 'Ostrava', nazevUlice: 'Nádražní', cisloDomovni: '12', psc: 70200 },
      }),
    )
    expect(await lookUpAres(real, '27074358')).toEqual({
      kind: 'found',
      fields: { name: 'Firma a.s.', vatId: 'CZ27074358', street: 'Nádražní 12', city: 'Ostrava', postcode: '70200' },
    })
    expect(fetch.mock.calls[0]?.[0]).toBe(
      'https://ares.gov.cz/ekonomicke-subjekty-v-be/rest/ekonomicke-subjekty/27074358',
    )
  })

  it('gives up when the answer does not come in time, aborting the request', async () => {
    let aborted = false
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            aborted = true
            reject(new DOMException('aborted', 'AbortError'))
          })
        }),
    )
    expect(await lookUpAres(real, '27074358', 50)).toEqual({ kind: 'timeout' })
    expect(aborted).toBe(true)
  })

  it('is unavailable, never a throw, on a network failure, a 5xx or an answer of another shape', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const fetch = vi.spyOn(globalThis, 'fetch')
    fetch.mockRejectedValueOnce(new TypeError('Network connection lost.'))
    expect(await lookUpAres(real, '27074358')).toEqual({ kind: 'unavailable' })
    fetch.mockResolvedValueOnce(new Response('Service Unavailable', { status: 503 }))
    expect(await lookUpAres(real, '27074358')).toEqual({ kind: 'unavailable' })
    fetch.mockResolvedValueOnce(
      new Response('<html>Údržba</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    )
    expect(await lookUpAres(real, '27074358')).toEqual({ kind: 'unavailable' })
    fetch.mockResolvedValueOnce(Response.json({ kod: 'NENALEZENO' }, { status: 404 }))
    expect(await lookUpAres(real, '27074358')).toEqual({ kind: 'unknown' })
  })
})
