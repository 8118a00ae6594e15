import { describe, expect, it } from 'vitest'
import { remainingText } from './gift-card-columns'

describe("a voucher's remaining value as staff read it", () => {
  it('is the amount while the voucher can be spent', () => {
    expect(remainingText({ state: 'active', amount: 70_000 })).toMatch(/^700\s*Kč$/)
  })

  it('says a voided or lapsed voucher cannot be spent, though its balance is kept', () => {
    expect(remainingText({ state: 'void', amount: 70_000 })).toMatch(/^700\s*Kč, nelze čerpat$/)
    expect(remainingText({ state: 'expired', amount: 50_000 })).toMatch(/^500\s*Kč, nelze čerpat$/)
  })
})
