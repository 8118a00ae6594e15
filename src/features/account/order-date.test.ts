import { describe, expect, it } from 'vitest'
import { formatOrderDay } from './order-date'

describe('formatOrderDay', () => {
  it('prints the Prague day of an API timestamp', () => {
    expect(formatOrderDay('2026-01-05 10:00:00')).toBe('5. 1. 2026')
    // 23:30 UTC on 31 December is already New Year in Prague
    expect(formatOrderDay('2025-12-31 23:30:00')).toBe('1. 1. 2026')
    expect(formatOrderDay('2026-06-01T08:00:00+02:00')).toBe('1. 6. 2026')
  })

  it('prints nothing without a date and the value itself when it cannot be read', () => {
    expect(formatOrderDay(null)).toBe('')
    expect(formatOrderDay('soon')).toBe('soon')
  })
})
