import { describe, expect, it } from 'vitest'
import { formatAttributeValue } from './product-facts'

const yesNo = { yes: 'Ano', no: 'Ne' }

describe('formatAttributeValue', () => {
  it('prints a percent attribute with a Czech decimal comma and the per-cent sign', () => {
    expect(formatAttributeValue(40, yesNo, 'percent')).toBe('40\u00a0%')
    expect(formatAttributeValue(37.5, yesNo, 'percent')).toBe('37,5\u00a0%')
  })

  it('prints lists, booleans and plain numbers as shoppers read them', () => {
    expect(formatAttributeValue(['ovocný', 'kořenitý'], yesNo)).toBe('ovocný, kořenitý')
    expect(formatAttributeValue(true, yesNo)).toBe('Ano')
    expect(formatAttributeValue(12, yesNo, 'integer')).toBe('12')
  })
})
