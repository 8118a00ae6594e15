import { describe, expect, it } from 'vitest'
import { parseGiftCardAmount } from './gift-card-amount'

const limits = { min: 20_000, max: 2_000_000 }

describe('the amount of a free-amount voucher', () => {
  it('reads whole crowns however a Czech shopper writes them', () => {
    for (const text of ['1000', '1 000', '1\u00a0000 Kč', '1000,00', '1000,-', ' 1000 kč '])
      expect(parseGiftCardAmount(text, limits)).toEqual({ ok: true, amount: 100_000 })
  })

  it('accepts the limits themselves', () => {
    expect(parseGiftCardAmount('200', limits)).toEqual({ ok: true, amount: 20_000 })
    expect(parseGiftCardAmount('20 000', limits)).toEqual({ ok: true, amount: 2_000_000 })
  })

  it('refuses an empty field, words, fractions of a crown and amounts outside the limits', () => {
    expect(parseGiftCardAmount('', limits)).toEqual({ ok: false, error: 'required' })
    expect(parseGiftCardAmount('tisíc', limits)).toEqual({ ok: false, error: 'notNumber' })
    expect(parseGiftCardAmount('-500', limits)).toEqual({ ok: false, error: 'notNumber' })
    expect(parseGiftCardAmount('999,50', limits)).toEqual({ ok: false, error: 'wholeCrowns' })
    expect(parseGiftCardAmount('199', limits)).toEqual({ ok: false, error: 'range' })
    expect(parseGiftCardAmount('20 001', limits)).toEqual({ ok: false, error: 'range' })
  })
})
