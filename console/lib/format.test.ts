import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { formatDate, formatDateTime } from './format'

// staff sit in Prague; the test machines run in UTC, where reading a zoneless stamp as local time hides
beforeAll(() => {
  vi.stubEnv('TZ', 'America/New_York')
})
afterAll(() => {
  vi.unstubAllEnvs()
})

describe('console times', () => {
  it("shows an order's placing and its history entry at the same Prague time (winter, UTC+1)", () => {
    // checkout_completed_at is datetime('now'), order_history.created_at has milliseconds: both UTC
    expect(formatDateTime('2026-11-27 19:50:00')).toBe('27. 11. 2026 20:50')
    expect(formatDateTime('2026-11-27 19:50:00.123')).toBe('27. 11. 2026 20:50')
    expect(formatDateTime('2026-11-27T19:50:00.123Z')).toBe('27. 11. 2026 20:50')
  })

  it('shows summer times at UTC+2', () => {
    expect(formatDateTime('2026-07-01 10:15:00.000')).toBe('1. 7. 2026 12:15')
  })

  it('shows a dash for no time, and a calendar day as it is', () => {
    expect(formatDateTime(null)).toBe('–')
    expect(formatDate('2026-12-05')).toBe('5. 12. 2026')
  })
})
