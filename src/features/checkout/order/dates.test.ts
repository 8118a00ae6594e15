import { describe, expect, it } from 'vitest'
import { formatDateTime, formatDay, parseTimestamp } from './dates'

describe('order dates', () => {
  it('reads ISO and SQL timestamps, the latter as UTC', () => {
    expect(parseTimestamp('2026-11-22 06:30:00')?.toISOString()).toBe('2026-11-22T06:30:00.000Z')
    expect(parseTimestamp('2026-11-22T06:30:00+01:00')?.toISOString()).toBe('2026-11-22T05:30:00.000Z')
    expect(parseTimestamp('nonsense')).toBeNull()
  })

  it('shows a day the Czech way', () => {
    expect(formatDay('2026-01-05')).toBe('5. 1. 2026')
  })

  it('shows a time in Prague time, winter and summer', () => {
    expect(formatDateTime('2026-11-22 06:30:00')).toBe('22. 11. 2026 7:30')
    expect(formatDateTime('2026-07-01T22:05:00Z')).toBe('2. 7. 2026 0:05')
    expect(formatDateTime(null)).toBeNull()
  })
})
