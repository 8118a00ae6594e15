import { testEnv as env } from '../test/env'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { THIRD_PARTY_TIMEOUT_MS, thirdPartyFetch } from './in-process'

afterEach(() => void vi.restoreAllMocks())

describe('calls to third parties', () => {
  it('give up on a service that never answers (the call carries a timeout)', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('ok'))
    await thirdPartyFetch(env)('https://payments.example.cz/v2.0/status', { method: 'POST' })
    const signal = spy.mock.calls[0]?.[1]?.signal
    expect(signal).toBeInstanceOf(AbortSignal)
    expect(signal?.aborted).toBe(false)
    expect(THIRD_PARTY_TIMEOUT_MS).toBeLessThanOrEqual(15_000)
  })

  it("keep a caller's own shorter timeout", async () => {
    const own = AbortSignal.timeout(1_000)
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('ok'))
    await thirdPartyFetch(env)('https://payments.example.cz/v2.0/status', { signal: own })
    expect(spy.mock.calls[0]?.[1]?.signal).toBe(own)
  })
})
