import { describe, expect, it } from 'vitest'
import {
  GIFT_CARD_ALPHABET,
  GIFT_CARD_CODE_LENGTH,
  GIFT_CARD_SHIPPING_METHOD,
  normalizeGiftCardCode,
} from '../../../contract/gift-cards'
import { ALPHABET, CODE_LENGTH, checkGiftCardCode, EMAIL_SHIPPING } from './gift-card-code'

describe('a voucher code as typed', () => {
  it('ignores case, spaces and dashes', () => {
    expect(checkGiftCardCode(' abcd-efgh jkmn-pqrs ')).toEqual({ ok: true, code: 'ABCDEFGHJKMNPQRS' })
  })

  it('names an empty field and a code of the wrong shape without asking the API', () => {
    expect(checkGiftCardCode('  - ')).toEqual({ ok: false, error: 'required' })
    expect(checkGiftCardCode('ABCD-EFGH-JKMN')).toEqual({ ok: false, error: 'shape' })
    // O and 0, I and 1 are not in the alphabet: a code with them is a typo
    expect(checkGiftCardCode('ABCD-EFGH-JKMN-PQR0')).toEqual({ ok: false, error: 'shape' })
  })

  it("keeps the contract's alphabet, length, shipping method and normalising", () => {
    expect([ALPHABET, CODE_LENGTH, EMAIL_SHIPPING]).toEqual([
      GIFT_CARD_ALPHABET,
      GIFT_CARD_CODE_LENGTH,
      GIFT_CARD_SHIPPING_METHOD,
    ])
    const typed = ' abcd-efgh jkmn-pqrs '
    expect(checkGiftCardCode(typed)).toEqual({ ok: true, code: normalizeGiftCardCode(typed) })
  })
})
