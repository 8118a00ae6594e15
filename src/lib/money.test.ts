import { describe, expect, it } from 'vitest'
import { formatPrice, priceParts } from './money'

const NBSP = '\u00a0'

describe('formatPrice', () => {
  it('prints whole crowns without ",00" and with no-break spaces', () => {
    expect(formatPrice(129_000)).toBe(`1${NBSP}290${NBSP}Kč`)
    expect(formatPrice(12_900)).toBe(`129${NBSP}Kč`)
  })

  it('prints haléře with a decimal comma', () => {
    expect(formatPrice(129_050)).toBe(`1${NBSP}290,50${NBSP}Kč`)
    expect(formatPrice(34_990)).toBe(`349,90${NBSP}Kč`)
    expect(formatPrice(5)).toBe(`0,05${NBSP}Kč`)
  })

  it('groups millions and keeps the sign of negative amounts', () => {
    expect(formatPrice(123_456_789)).toBe(`1${NBSP}234${NBSP}567,89${NBSP}Kč`)
    expect(formatPrice(-50_000)).toBe(`\u2212500${NBSP}Kč`)
  })

  it('matches what Intl prints for cs-CZ with stripIfInteger', () => {
    const intl = new Intl.NumberFormat('cs-CZ', {
      style: 'currency',
      currency: 'CZK',
      trailingZeroDisplay: 'stripIfInteger',
    })
    for (const amount of [0, 100, 129_000, 129_050, 99_999_999])
      expect(formatPrice(amount)).toBe(intl.format(amount / 100))
  })
})

describe('priceParts', () => {
  it('gives the decimals apart for the superscript format', () => {
    expect(priceParts(34_990)).toEqual({ sign: '', whole: '349', fraction: '90', currency: 'Kč' })
    expect(priceParts(129_000).fraction).toBeNull()
  })
})
