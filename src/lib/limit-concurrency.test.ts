import { describe, expect, it } from 'vitest'
import { limitConcurrency } from './limit-concurrency'

describe('limitConcurrency', () => {
  it('runs at most the given number of calls at once and all of them in the end', async () => {
    let running = 0
    let peak = 0
    const release: (() => void)[] = []
    const limited = limitConcurrency(async (n: number) => {
      running++
      peak = Math.max(peak, running)
      await new Promise<void>((resolve) => release.push(resolve))
      running--
      return n
    }, 5)
    const all = Promise.all(Array.from({ length: 12 }, (_, i) => limited(i)))
    while (release.length > 0 || running > 0) {
      await new Promise((resolve) => setTimeout(resolve, 0))
      release.shift()?.()
    }
    expect(await all).toHaveLength(12)
    expect(peak).toBe(5)
  })
})
