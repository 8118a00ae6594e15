import { describe, expect, it } from 'vitest'
import { giftCardListSearch } from './list-search'

describe("the vouchers list's URL", () => {
  it('keeps a known state, a part of a code and a page', () => {
    expect(giftCardListSearch.parse({ state: 'active', code: ' ABCD-EF ', page: 2 })).toEqual({
      state: 'active',
      code: 'ABCD-EF',
      page: 2,
    })
  })

  it('drops what the API does not know rather than failing the screen', () => {
    expect(giftCardListSearch.parse({ state: 'stolen', code: '', page: 'x' })).toEqual({
      state: undefined,
      code: undefined,
      page: undefined,
    })
  })
})
