import { describe, expect, it } from 'vitest'
import { checkGiftCardCode } from './gift-card-code'

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
})
