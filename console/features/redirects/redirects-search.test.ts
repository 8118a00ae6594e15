import { describe, expect, it } from 'vitest'
import { redirectsSearch } from './redirects-search'

const parse = (search: Record<string, unknown>) => ({ ...redirectsSearch.parse(search) })

describe('the redirects list’s search', () => {
  it('keeps a page past the first, as a number', () => {
    expect(parse({ page: 3 }).page).toBe(3)
    expect(parse({ page: '7' }).page).toBe(7)
  })

  it('drops any other page and never throws: the list then opens on its first page', () => {
    for (const value of [undefined, null, '', 'abc', 0, 1, -2, 2.5, [], {}, true, Number.POSITIVE_INFINITY])
      expect(parse({ page: value }).page, String(value)).toBeUndefined()
  })
})
