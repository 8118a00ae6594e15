import { describe, expect, it } from 'vitest'
import { apiServerTiming, createCallChain, readServerTiming, timed } from './call-chain'

describe('the call chain', () => {
  it('counts parallel calls as one step and a call started after another ended as the next', () => {
    const chain = createCallChain(() => 0)
    const a = chain.start()
    const b = chain.start()
    a()
    b()
    const c = chain.start() // after both: depth 2
    const d = chain.start()
    d()
    const e = chain.start() // after d (depth 2): depth 3
    c()
    e()
    expect(chain.summary()).toMatchObject({ calls: 5, depth: 3, pending: 0 })
  })

  it('keeps parallel calls parallel when the clock stands still (an answer from memory ends at once)', async () => {
    const chain = createCallChain(() => 42)
    await Promise.all([timed(chain, async () => 1), timed(chain, async () => 2), timed(chain, async () => 3)])
    expect(chain.summary()).toMatchObject({ calls: 3, depth: 1 })
    await timed(chain, async () => 4)
    expect(chain.summary()).toMatchObject({ calls: 4, depth: 2 })
  })

  it('takes no later call to have waited for an answer from memory', () => {
    const chain = createCallChain(() => 0)
    const cached = chain.start()
    cached(1, true)
    const next = chain.start()
    next(2)
    expect(chain.summary()).toMatchObject({ calls: 2, depth: 1, weighted: 2 })
  })

  it('counts a call still running, and its time up to now', () => {
    let clock = 10
    const chain = createCallChain(() => clock)
    chain.start()
    clock = 25
    expect(chain.summary()).toEqual({ calls: 1, depth: 1, pending: 1, ms: 15, weighted: 0, endedDepth: 0 })
  })

  it('weighs each ended call by what it reported: the D1 trips under a page’s chain of API calls', () => {
    const chain = createCallChain(() => 0)
    const navigation = chain.start()
    const product = chain.start()
    navigation(1)
    product(2)
    const variants = chain.start()
    const deferred = chain.start()
    variants(2)
    expect(chain.summary()).toMatchObject({ calls: 4, depth: 2, pending: 1, weighted: 4, endedDepth: 2 })
    deferred(1)
    expect(chain.summary().weighted).toBe(4)
  })

  it('writes and reads the Server-Timing entry', () => {
    const header = `cfCacheStatus;desc="HIT", ${apiServerTiming({ calls: 5, depth: 2, pending: 0, ms: 12.34, weighted: 3, endedDepth: 2 })}`
    expect(header).toContain('api;dur=12.3;desc="calls=5 depth=2"')
    expect(readServerTiming(header, 'api')).toEqual({ dur: 12.3, values: { calls: 5, depth: 2 } })
    expect(readServerTiming(header, 'd1')).toBeNull()
  })
})
