import { describe, expect, it } from 'vitest'
import { clampQuantity, parseQuantity } from './quantity'

describe('quantity', () => {
  it('reads whole numbers and keeps them within 1–9999', () => {
    expect(parseQuantity(' 3 ')).toBe(3)
    expect(parseQuantity('0')).toBe(1)
    expect(parseQuantity('12000')).toBe(9999)
  })

  it('refuses what is not a whole number', () => {
    expect(parseQuantity('')).toBeNull()
    expect(parseQuantity('2.5')).toBeNull()
    expect(parseQuantity('-1')).toBeNull()
    expect(parseQuantity('abc')).toBeNull()
  })

  it('clamps a stepped value', () => {
    expect(clampQuantity(0)).toBe(1)
    expect(clampQuantity(10_000)).toBe(9999)
  })
})
