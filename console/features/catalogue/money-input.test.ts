import { describe, expect, it } from 'vitest'
import { formatKoruny, parseCount, parseKoruny } from './money-input'

describe('a price as staff type it', () => {
  it('reads Czech prices as haléře: whole crowns, a decimal comma, spaces between thousands, "Kč"', () => {
    expect(parseKoruny('249')).toBe(24_900)
    expect(parseKoruny('249,90')).toBe(24_990)
    expect(parseKoruny('249,9')).toBe(24_990)
    expect(parseKoruny('1 249,05')).toBe(124_905)
    expect(parseKoruny('1\u00a0249 Kč')).toBe(124_900)
    expect(parseKoruny('0,50')).toBe(50)
  })

  it('is empty for an empty field and refuses what is not a price, rather than guessing', () => {
    expect(parseKoruny('  ')).toBe('')
    for (const text of ['-249', '249,999', '2,49,90', '1e3', '249.90.1', 'abc', '123456789', '12,-']) {
      expect(parseKoruny(text), text).toBeNull()
    }
  })

  it('shows haléře back as the field takes them, and the round trip keeps the amount', () => {
    expect(formatKoruny(24_900)).toBe('249')
    expect(formatKoruny(24_990)).toBe('249,90')
    expect(formatKoruny(5)).toBe('0,05')
    for (const haler of [0, 1, 99, 100, 24_990, 99_999_999]) expect(parseKoruny(formatKoruny(haler))).toBe(haler)
  })
})

describe('a stock count as staff type it', () => {
  it('takes whole pieces from 0 and nothing else', () => {
    expect(parseCount(' 12 ')).toBe(12)
    expect(parseCount('0')).toBe(0)
    for (const text of ['', '-1', '1,5', '1 000', '12345678']) expect(parseCount(text), text).toBeNull()
  })
})
