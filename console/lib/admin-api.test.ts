import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { adminGet, AdminApiError, adminSend, failureText } from './admin-api'

describe('what staff are told when a call fails', () => {
  it("gives the API's violations, else its message, else the screen's own text", () => {
    const refused = new AdminApiError(422, 'statement: Soubor nelze přečíst.', [
      { propertyPath: 'statement', message: 'Soubor nelze přečíst.' },
      { propertyPath: 'statement', message: 'Nahrajte výpis GPC nebo JSON z Fio.' },
    ] as never)
    expect(failureText(refused, 'Nepovedlo se.')).toBe('Soubor nelze přečíst. Nahrajte výpis GPC nebo JSON z Fio.')
    expect(failureText(new AdminApiError(403, 'Tuto změnu může udělat jen administrátor obchodu.'), 'x')).toBe(
      'Tuto změnu může udělat jen administrátor obchodu.',
    )
    expect(failureText(new TypeError('Failed to fetch'), 'Administrace teď neodpovídá.')).toBe(
      'Administrace teď neodpovídá.',
    )
  })
})

describe('an answer of the admin API', () => {
  const me = z.object({ actor: z.string(), role: z.enum(['staff', 'admin']) })
  const answering = (body: unknown) => vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200 })))
  afterEach(() => vi.unstubAllGlobals())

  it('comes back as its contract schema has it', async () => {
    vi.stubGlobal('fetch', answering({ actor: 'petra@drinkarna.cz', role: 'staff', extra: 1 }))
    expect(await adminGet(me, '/me')).toEqual({ actor: 'petra@drinkarna.cz', role: 'staff' })
  })

  it('is refused when it breaks the contract: staff see what went wrong, not a screen with holes', async () => {
    vi.stubGlobal('fetch', answering({ actor: 'petra@drinkarna.cz', role: 'owner' }))
    const refused = await adminGet(me, '/me').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(AdminApiError)
    expect((refused as AdminApiError).message).toBe(
      'Administrace odpověděla jinak, než konzole čeká (GET /me: role). Obnovte stránku; když to nepomůže, dejte vědět správci.',
    )
    vi.stubGlobal('fetch', answering({ actor: 'petra@drinkarna.cz', role: 'admin' }))
    await expect(adminSend(me, 'PATCH', '/me', { json: {} })).resolves.toEqual({
      actor: 'petra@drinkarna.cz',
      role: 'admin',
    })
  })
})

describe('a write that must happen once', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("sends the form's Idempotency-Key, the same on a retry, so the API answers a repeat with the first result", async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response('{}', { status: 201 })))
    vi.stubGlobal('fetch', fetch)
    const body = { json: { amount: 50_000 }, idempotencyKey: 'form-key-1' }
    await adminSend(z.object({}), 'POST', '/gift-cards', body)
    await adminSend(z.object({}), 'POST', '/gift-cards', body)
    const keys = fetch.mock.calls.map(([, init]) => new Headers(init.headers).get('idempotency-key'))
    expect(keys).toEqual(['form-key-1', 'form-key-1'])
    await adminSend(z.object({}), 'POST', '/gift-cards', { json: {} })
    expect(new Headers(fetch.mock.calls[2]![1].headers).has('idempotency-key')).toBe(false)
  })
})
