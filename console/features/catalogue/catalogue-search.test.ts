import { describe, expect, it } from 'vitest'
import { catalogueSearch } from './catalogue-search'

const parse = (search: Record<string, unknown>) => ({ ...catalogueSearch.parse(search) })

describe('the price screen’s search', () => {
  it('keeps the opened code and the searched text, trimmed and cut to their lengths', () => {
    expect(parse({ code: ' RUM-07 ', search: ' Zacapa ' })).toEqual({ code: 'RUM-07', search: 'Zacapa' })
    expect(parse({ code: 'c'.repeat(300), search: 's'.repeat(150) })).toEqual({
      code: 'c'.repeat(255),
      search: 's'.repeat(100),
    })
  })

  it('drops anything but text and never throws: the screen then opens empty', () => {
    for (const value of [undefined, null, '', '   ', 0, 42, [], ['RUM'], {}, true]) {
      const search = parse({ code: value, search: value })
      expect([search.code, search.search], JSON.stringify(value)).toEqual([undefined, undefined])
    }
  })
})
