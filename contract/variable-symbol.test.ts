import { describe, expect, it } from 'vitest'
import { orderNumberOfSymbol, variableSymbolOf } from './variable-symbol'

describe('variable symbol', () => {
  it("is the order's number as banks show it, without leading zeros", () => {
    expect(variableSymbolOf('000000001')).toBe('1')
    expect(variableSymbolOf('000123450')).toBe('123450')
    expect(variableSymbolOf('000000000')).toBe('0')
  })

  it("leads a bank's symbol back to the order's number, zeros or not", () => {
    expect(orderNumberOfSymbol('1')).toBe('000000001')
    expect(orderNumberOfSymbol('0000000001')).toBe('000000001')
    expect(orderNumberOfSymbol(variableSymbolOf('000123450'))).toBe('000123450')
    expect(orderNumberOfSymbol('1234567890')).toBeNull()
    expect(orderNumberOfSymbol('12a')).toBeNull()
  })
})
