import { describe, expect, it } from 'vitest'
import { giftCardIssueBody } from '../../../contract/admin/gift-cards'
import { crownsToHaler } from './issue-amount'

describe('the value of a voucher issued by hand', () => {
  it('reads whole crowns as staff type them', () => {
    for (const text of ['1000', '1 000', '1000 Kč', '1000,-', '1000,00']) expect(crownsToHaler(text)).toBe(100_000)
  })

  it('refuses fractions and words, and the contract refuses what is out of its limits', () => {
    expect(crownsToHaler('999,50')).toBeNull()
    expect(crownsToHaler('tisíc')).toBeNull()
    expect(giftCardIssueBody.safeParse({ amount: crownsToHaler('0') }).success).toBe(false)
    expect(giftCardIssueBody.safeParse({ amount: crownsToHaler('100 001') }).success).toBe(false)
    expect(giftCardIssueBody.safeParse({ amount: crownsToHaler('500'), note: 'Bar' }).success).toBe(true)
  })
})
