import { describe, expect, it } from 'vitest'
import { formatPostcode } from './postcode'

describe('formatPostcode', () => {
  it('writes five digits as "110 00", with or without the stored space', () => {
    expect(formatPostcode('11000')).toBe('110\u00a000')
    expect(formatPostcode('110 00')).toBe('110\u00a000')
  })

  it('leaves anything else as it was stored', () => {
    expect(formatPostcode('SW1A 1AA')).toBe('SW1A 1AA')
    expect(formatPostcode(null)).toBe('')
  })
})
