import { describe, expect, it } from 'vitest'
import { auditApiQuery, auditSearch } from './audit-search'

/** What the audit log makes of its URL: a shared link opens the same list, a broken one the default list. */
const parse = (search: Record<string, unknown>) => ({ ...auditSearch.parse(search) })

describe('the audit log’s search', () => {
  it('keeps who, what, which kind, the days and the page, trimmed, under the API’s own names', () => {
    const search = parse({
      actor: ' vedouci@drinkarna.cz ',
      action: 'update',
      kind: 'product-variants',
      after: '2026-01-16',
      before: '2026-01-31',
      page: 2,
    })
    expect(search).toEqual({
      actor: 'vedouci@drinkarna.cz',
      action: 'update',
      kind: 'product-variants',
      after: '2026-01-16',
      before: '2026-01-31',
      page: 2,
    })
    expect(auditApiQuery(search)).toEqual({
      actor: 'vedouci@drinkarna.cz',
      action: 'update',
      kind: 'product-variants',
      'createdAt[after]': '2026-01-16',
      'createdAt[before]': '2026-01-31',
      page: 2,
    })
  })

  it('drops what the API would refuse and never throws: the log then shows its default', () => {
    expect(
      parse({ actor: 'a'.repeat(101), action: 'drop', kind: '../x', after: '16. 1. 2026', before: '2026-1-31' }),
    ).toEqual(parse({}))
    const hostile: unknown[] = [undefined, null, '', ' ', 0, 1, 2.5, [], ['update'], {}, true]
    for (const value of hostile) {
      const search = { actor: value, action: value, kind: value, after: value, before: value, page: value }
      expect(
        Object.values(parse(search)).filter((field) => field !== undefined),
        JSON.stringify(value),
      ).toEqual([])
    }
  })
})
