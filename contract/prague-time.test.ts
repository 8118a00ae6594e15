import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatTime,
  isoInstant,
  parseInstant,
  pragueDay,
  pragueDayBounds,
} from './prague-time'

// The runtime's own zone must not matter: a browser in Prague read D1's zoneless stamps as local time. Another
// zone than UTC makes that mistake show here too (the test machines run in UTC, where it hides).
beforeAll(() => {
  vi.stubEnv('TZ', 'America/New_York')
})
afterAll(() => {
  vi.unstubAllEnvs()
})

describe('parseInstant', () => {
  it("reads D1's stamps without a zone as UTC, with seconds, milliseconds or neither", () => {
    expect(parseInstant('2026-11-27 19:50:00')?.toISOString()).toBe('2026-11-27T19:50:00.000Z')
    expect(parseInstant('2026-11-27 19:50:00.123')?.toISOString()).toBe('2026-11-27T19:50:00.123Z')
    expect(parseInstant('2026-11-27 19:50')?.toISOString()).toBe('2026-11-27T19:50:00.000Z')
    expect(parseInstant('2026-11-27T19:50:00')?.toISOString()).toBe('2026-11-27T19:50:00.000Z')
  })

  it('reads ISO 8601 with a zone as that zone says', () => {
    expect(parseInstant('2026-11-27T20:50:00+01:00')?.toISOString()).toBe('2026-11-27T19:50:00.000Z')
    expect(parseInstant('2026-11-27T19:50:00.5Z')?.toISOString()).toBe('2026-11-27T19:50:00.500Z')
  })

  it('gives null for nothing and for text that is no time', () => {
    expect(parseInstant(null)).toBeNull()
    expect(parseInstant('')).toBeNull()
    expect(parseInstant('soon')).toBeNull()
    expect(parseInstant('27. 11. 2026')).toBeNull()
  })
})

describe('isoInstant', () => {
  it("answers D1's stamps as ISO in UTC and leaves zoned ones alone", () => {
    expect(isoInstant('2026-11-27 19:50:00')).toBe('2026-11-27T19:50:00Z')
    expect(isoInstant('2026-11-27 19:50:00.123')).toBe('2026-11-27T19:50:00.123Z')
    expect(isoInstant('2026-11-27T19:50:00+01:00')).toBe('2026-11-27T19:50:00+01:00')
    expect(isoInstant(null)).toBeNull()
  })
})

describe('Prague time', () => {
  it('is UTC+1 in winter', () => {
    expect(formatDateTime('2026-11-27 19:50:00')).toBe('27. 11. 2026 20:50')
    expect(formatDateTime('2026-11-27 19:50:00.123')).toBe('27. 11. 2026 20:50')
    expect(formatTime('2026-01-05T06:05:00Z')).toBe('7:05')
  })

  it('is UTC+2 in summer', () => {
    expect(formatDateTime('2026-07-01 10:15:00')).toBe('1. 7. 2026 12:15')
    expect(formatDateTime('2026-07-01T22:05:00Z')).toBe('2. 7. 2026 0:05')
  })

  it('moves its clocks on the last Sundays of March and October', () => {
    // 29 March 2026: 2:00 CET becomes 3:00 CEST at 01:00 UTC
    expect(formatTime('2026-03-29 00:59:00')).toBe('1:59')
    expect(formatTime('2026-03-29 01:00:00')).toBe('3:00')
    // 25 October 2026: 3:00 CEST becomes 2:00 CET at 01:00 UTC, so 2:30 comes twice
    expect(formatTime('2026-10-25 00:30:00')).toBe('2:30')
    expect(formatTime('2026-10-25 01:30:00')).toBe('2:30')
    expect(formatTime('2026-10-25 02:30:00')).toBe('3:30')
  })

  it("counts a moment after Prague's midnight to the next day", () => {
    expect(formatDate('2025-12-31 23:30:00')).toBe('1. 1. 2026')
    expect(pragueDay('2026-12-04 23:30:00')).toBe('2026-12-05')
    expect(pragueDay('2026-06-30T22:30:00Z')).toBe('2026-07-01')
    expect(pragueDay(new Date('2026-06-30T21:30:00Z'))).toBe('2026-06-30')
  })

  it("bounds Prague's day by its midnights, 23 hours long in March and 25 in October", () => {
    const iso = (day: string) => {
      const bounds = pragueDayBounds(day)
      return bounds && [bounds.start.toISOString(), bounds.end.toISOString()]
    }
    expect(iso('2026-01-16')).toEqual(['2026-01-15T23:00:00.000Z', '2026-01-16T23:00:00.000Z'])
    expect(iso('2026-07-01')).toEqual(['2026-06-30T22:00:00.000Z', '2026-07-01T22:00:00.000Z'])
    expect(iso('2026-03-29')).toEqual(['2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z'])
    expect(iso('2026-10-25')).toEqual(['2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z'])
    expect(pragueDayBounds('2026-02-30')).toBeNull()
  })

  it('prints a calendar day as it is', () => {
    expect(formatDate('2026-01-05')).toBe('5. 1. 2026')
    expect(pragueDay('2026-01-05')).toBe('2026-01-05')
  })

  it('names the month in a long date', () => {
    expect(formatLongDate('2026-11-02T09:00:00+00:00')).toBe('2. listopadu 2026')
    expect(formatLongDate('2026-12-31T23:30:00+00:00')).toBe('1. ledna 2027')
  })

  it('gives null for what it cannot read', () => {
    expect(formatDateTime(null)).toBeNull()
    expect(formatDate('nonsense')).toBeNull()
    expect(formatTime(undefined)).toBeNull()
  })
})
