import { describe, expect, it } from 'vitest'
import { claimListSearch } from './list-search'

/** What the inbox makes of its URL: a shared link opens the same list, a broken one the default list. */
const parse = (search: Record<string, unknown>) => ({ ...claimListSearch.parse(search) })

describe('the claims inbox’s search', () => {
  it('keeps the filters the API knows, the search trimmed and cut to 100 characters, a page past the first', () => {
    expect(parse({ state: 'in_progress', type: 'return', overdue: 'true', search: ' R000012 ', page: '4' })).toEqual({
      state: 'in_progress',
      type: 'return',
      overdue: 'true',
      search: 'R000012',
      page: 4,
    })
    expect(parse({ search: 'y'.repeat(101) }).search).toBe('y'.repeat(100))
  })

  it('drops what the API would refuse and never throws: the inbox then shows its default', () => {
    const hostile: unknown[] = [undefined, null, '', '  ', 0, 1, 1.5, [], ['new'], {}, true]
    for (const value of hostile) {
      const search = { state: value, type: value, overdue: value, search: value, page: value }
      expect(
        Object.values(parse(search)).filter((field) => field !== undefined),
        JSON.stringify(value),
      ).toEqual([])
    }
  })
})
