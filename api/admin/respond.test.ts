import { Hono } from 'hono'
import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { handleApiError } from '../http/errors'
import type { AdminEnv } from './env'
import { adminJson } from './respond'

/**
 * Every answer of the admin API passes its contract schema (contract/admin/) on its way out: an answer that
 * drifted from the contract the console parses is refused here, in every test that reaches the route, rather
 * than shown to staff as a screen with holes.
 */
const answer = z.object({ actor: z.string(), role: z.enum(['staff', 'admin']) })

function appAnswering(body: unknown) {
  return new Hono<AdminEnv>()
    .get('/x', (c) => adminJson(c, answer, body as z.input<typeof answer>))
    .onError((error, c) => handleApiError(error, c as never))
}

describe('an admin answer checked against its contract', () => {
  it('is sent as the contract has it: no field the contract does not name', async () => {
    const response = await appAnswering({ actor: 'petra', role: 'staff', secret: 'x' }).request('/x')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ actor: 'petra', role: 'staff' })
  })

  it('is refused with a 500 when it drifted from the contract, never sent half right', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const response = await appAnswering({ actor: 'petra', role: 'owner' }).request('/x')
    expect(response.status).toBe(500)
    expect(await response.text()).not.toContain('owner')
    expect(String(logged.mock.calls[0]?.[0])).toContain('role')
    logged.mockRestore()
  })
})
