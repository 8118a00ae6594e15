import { describe, expect, it } from 'vitest'
import { browserId, rememberVote, votedCount, type VoteStore } from './helpful-votes'

/** localStorage as a page sees it: kept across reloads of the same browser. */
function memoryStore(): VoteStore & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) }
}

describe("the browser's helpful votes", () => {
  it('keeps one random id per browser, as the API wants it', () => {
    const store = memoryStore()
    const id = browserId(store)
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,64}$/)
    expect(browserId(store)).toBe(id)
    expect(browserId(memoryStore())).not.toBe(id)
  })

  it('remembers which reviews it voted on, with the count its vote gave, across reloads', () => {
    const store = memoryStore()
    expect(votedCount(store, 7)).toBeNull()
    rememberVote(store, 7, 3)
    rememberVote(store, 8, 1)
    expect(votedCount(store, 7)).toBe(3)
    expect(votedCount(store, 8)).toBe(1)
    expect(votedCount(store, 9)).toBeNull()
  })

  it('survives storage it cannot use: garbage, a full store, none at all', () => {
    const store = memoryStore()
    store.data.set('reviews.helpfulVotes', '{oops')
    store.data.set('reviews.browserId', '<script>')
    expect(votedCount(store, 7)).toBeNull()
    expect(browserId(store)).toMatch(/^[0-9a-f]{32}$/)
    const full: VoteStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(() => rememberVote(full, 7, 1)).not.toThrow()
    expect(browserId(full)).toBe(browserId(null))
  })
})
