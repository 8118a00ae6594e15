import { describe, expect, it } from 'vitest'
import { isValidIco, normalizeIco } from './company'

describe('isValidIco', () => {
  it('accepts IČOs whose last digit is the mod-11 checksum', () => {
    for (const ico of ['27074358', '25596641', '00000019', '05403626', '45274649']) expect(isValidIco(ico)).toBe(true)
  })

  it('accepts the two special cases of the checksum: remainder 0 gives 1, remainder 1 gives 0', () => {
    expect(isValidIco('10000101')).toBe(true) // 1×8 + 1×3 = 11: remainder 0, check 1
    expect(isValidIco('00200000')).toBe(true) // 2×6 = 12: remainder 1, check 0
    expect(isValidIco('10000100')).toBe(false)
    expect(isValidIco('00200001')).toBe(false)
  })

  it('refuses a wrong check digit', () => {
    expect(isValidIco('27074357')).toBe(false)
    expect(isValidIco('00000018')).toBe(false)
  })

  it('refuses anything but exactly 8 digits', () => {
    for (const value of ['', '2707435', '270743580', '2707435a', ' 27074358', '2707-4358', '２７０７４３５８'])
      expect(isValidIco(value)).toBe(false)
  })
})

describe('normalizeIco', () => {
  it('drops the spaces people type between the digit groups', () => {
    expect(normalizeIco(' 270 74 358 ')).toBe('27074358')
  })
})
