import { describe, expect, it } from 'vitest'
import { accountingSearch, currentMonth, exportUrl, monthRange } from './accounting-search'

/** What the accounting screen makes of its URL: a month, or the current one; never a throw. */
describe('the accounting screen’s search', () => {
  it('keeps a month as the month picker writes it', () => {
    expect(accountingSearch.parse({ month: '2026-03' })).toEqual({ month: '2026-03' })
    expect(accountingSearch.parse({ month: ' 2025-12 ' })).toEqual({ month: '2025-12' })
  })

  it('drops anything else, and the screen shows the current month', () => {
    const hostile: unknown[] = [undefined, null, '', '2026-13', '2026-3', '03/2026', 202603, [], {}, true]
    for (const month of hostile) expect(accountingSearch.parse({ month }).month).toBeUndefined()
  })

  it('the current month is Prague’s: just after midnight of 1 April in Prague is April', () => {
    expect(currentMonth(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04')
    expect(currentMonth(new Date('2026-03-31T21:30:00Z'))).toBe('2026-03')
  })

  it('a month is its first to its last day, February of a leap year too', () => {
    expect(monthRange('2026-03')).toEqual({ from: '2026-03-01', to: '2026-03-31' })
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' })
    expect(monthRange('2026-04')).toEqual({ from: '2026-04-01', to: '2026-04-30' })
    expect(exportUrl('pohoda', '2026-02')).toBe(
      '/api/v2/admin/invoices/export?format=pohoda&from=2026-02-01&to=2026-02-28',
    )
  })
})
