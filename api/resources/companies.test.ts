import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import app from '../index'
import { registerInProcessFetch } from '../http/in-process'
import { BROKEN_ICO, SLOW_ICO } from '../sandbox/ares-fixtures'
import { send } from '../test/checkout-fixtures'
import { testEnv } from '../test/env'

/** Decision 031: the checkout's company lookup, through the real ARES client against the ARES sandbox. */

let aresCalls: string[] = []

beforeAll(() => {
  // the sandbox as configured, with every call the client makes to it written down
  registerInProcessFetch(function countingAres(request, env) {
    const path = new URL(request.url).pathname
    if (path.startsWith('/sandbox/ares/')) aresCalls.push(path)
    return Promise.resolve(app.fetch(request, env))
  })
})

afterAll(() => {
  registerInProcessFetch((request, env) => Promise.resolve(app.fetch(request, env)))
})

beforeEach(() => {
  aresCalls = []
})

type Body = Record<string, unknown> & { violations?: Array<{ propertyPath: string; message: string }> }

async function lookUp(ico: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Body }> {
  const response = await send('GET', `/companies/${ico}`, undefined, { 'accept-language': 'cs-CZ', ...headers })
  return { status: response.status, body: (await response.json()) as Body }
}

describe('GET /companies/{ico}', () => {
  it('answers the registered name, DIČ and seat of a company ARES knows', async () => {
    const { status, body } = await lookUp('27074358')
    expect(status).toBe(200)
    expect(body).toEqual({
      '@context': '/api/v2/contexts/Company',
      '@id': '/api/v2/shop/companies/27074358',
      '@type': 'Company',
      companyId: '27074358',
      name: 'Vinotéka U Modré kotvy s.r.o.',
      vatId: 'CZ27074358',
      street: 'Sokolovská 394/17',
      city: 'Praha 8',
      postcode: '18600',
    })
  })

  it('gives a sole trader in a village without streets the village as the street, and no DIČ', async () => {
    const { status, body } = await lookUp('05403626')
    expect(status).toBe(200)
    expect(body).toMatchObject({
      name: 'Jan Svoboda',
      vatId: null,
      street: 'Lhota 15',
      city: 'Lhota',
      postcode: '27714',
    })
  })

  it('answers a second lookup of the same IČO from the cache, without asking ARES again', async () => {
    const first = await lookUp('28409191')
    expect(first.body).toMatchObject({ name: 'Pivnice Na Rychtě a.s.', street: 'Údolní 567/33a', city: 'Brno' })
    expect(aresCalls).toEqual(['/sandbox/ares/ekonomicke-subjekty-v-be/rest/ekonomicke-subjekty/28409191'])
    const second = await lookUp('28409191')
    expect(second).toEqual(first)
    expect(aresCalls).toHaveLength(1)
  })

  it('refuses an IČO whose check digit is wrong with a Czech violation, without asking ARES', async () => {
    const { status, body } = await lookUp('27074357')
    expect(status).toBe(422)
    expect(body.violations).toEqual([
      expect.objectContaining({ propertyPath: 'companyId', message: 'Zadejte platné IČO.' }),
    ])
    expect(aresCalls).toEqual([])
  })

  it.each(['2707435', '270743580', 'abcdefgh', '%20%2027074358'])(
    'refuses %s, which is not 8 digits, with a 422',
    async (ico) => {
      const { status, body } = await lookUp(ico)
      expect(status).toBe(422)
      expect(body.violations?.[0]?.message).toBe('Zadejte platné IČO.')
      expect(aresCalls).toEqual([])
    },
  )

  it('is a 404 with a Czech message for a valid IČO ARES does not know, and remembers that', async () => {
    const { status, body } = await lookUp('12345679')
    expect(status).toBe(404)
    expect(body['hydra:description']).toBe(
      'Firmu s tímto IČO jsme v registru ARES nenašli. Údaje firmy prosím vyplňte sami.',
    )
    expect((await lookUp('12345679')).status).toBe(404)
    expect(aresCalls).toHaveLength(1)
  })

  it('gives up on a slow ARES after 3 s with a 504 and a Czech message', async () => {
    const started = Date.now()
    const { status, body } = await lookUp(SLOW_ICO)
    const elapsed = Date.now() - started
    expect(status).toBe(504)
    expect(body['hydra:description']).toBe('Registr ARES teď neodpovídá. Údaje firmy prosím vyplňte sami.')
    expect(elapsed).toBeGreaterThanOrEqual(2900)
    // The sandbox holds its answer for 10 s: the 504 shows the client gave up, and ending well before
    // that shows it did not wait for it (the margin is for a loaded machine, not a measurement).
    expect(elapsed).toBeLessThan(9_000)
    expect(aresCalls).toHaveLength(1)
  }, 15_000)

  it('is a 503 with a Czech message when ARES fails, and a failure is not cached', async () => {
    const { status, body } = await lookUp(BROKEN_ICO)
    expect(status).toBe(503)
    expect(body['hydra:description']).toBe('Registr ARES je teď nedostupný. Údaje firmy prosím vyplňte sami.')
    await lookUp(BROKEN_ICO)
    expect(aresCalls).toHaveLength(2)
  })

  it('answers in English to an English client', async () => {
    const { body } = await lookUp('12345670', { 'accept-language': 'en-US' })
    expect(body.violations?.[0]?.message).toBe('Please enter a valid company ID (IČO).')
  })

  it('limits one client address to 30 lookups in 15 minutes (429 with Retry-After)', async () => {
    const client = { 'x-forwarded-for': '203.0.113.77' }
    for (let i = 0; i < 30; i++) expect((await lookUp('27074358', client)).status).toBe(200)
    const response = await send('GET', '/companies/27074358', undefined, client)
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    // another client is not affected
    expect((await lookUp('27074358', { 'x-forwarded-for': '203.0.113.78' })).status).toBe(200)
  })
})

describe('the ARES sandbox', () => {
  it('is not served when sandboxes are off', async () => {
    const response = await app.request(
      '/sandbox/ares/ekonomicke-subjekty-v-be/rest/ekonomicke-subjekty/27074358',
      {},
      { ...testEnv, SANDBOXES: 'off' },
    )
    expect(response.status).toBe(404)
  })
})
