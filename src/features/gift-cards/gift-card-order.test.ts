import { describe, expect, it } from 'vitest'
import type { ShippingMethod } from '../../../contract/order'
import { isGiftCardsOnly, isNothingToPay, offeredShipping } from './gift-card-order'

const method = (code: string): ShippingMethod => ({ '@id': `/m/${code}`, code, name: code, price: 0 })
const methods = [method('packeta'), method('gift_card_email'), method('ppl')]

describe('vouchers at the checkout', () => {
  it('offers e-mail alone to a cart of vouchers only, and never to a cart with goods', () => {
    expect(offeredShipping(methods, true).map((m) => m.code)).toEqual(['gift_card_email'])
    expect(offeredShipping(methods, false).map((m) => m.code)).toEqual(['packeta', 'ppl'])
  })

  it('tells a cart of vouchers only from a mixed or empty one', () => {
    expect(isGiftCardsOnly({ items: [] })).toBe(false)
    const voucher = { giftCard: true } as never
    const bottle = { giftCard: false } as never
    expect(isGiftCardsOnly({ items: [voucher, voucher] })).toBe(true)
    expect(isGiftCardsOnly({ items: [voucher, bottle] })).toBe(false)
  })

  it('skips the payment only when vouchers paid what was due', () => {
    expect(isNothingToPay({ total: 0, giftCards: [{ code: 'A', amount: 50_000 }] })).toBe(true)
    expect(isNothingToPay({ total: 100, giftCards: [{ code: 'A', amount: 50_000 }] })).toBe(false)
    // a free order without vouchers (a 100 % coupon) still goes the usual way
    expect(isNothingToPay({ total: 0, giftCards: [] })).toBe(false)
  })
})
