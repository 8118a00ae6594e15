import { describe, expect, it } from 'vitest'
import { parseThankYouSearch, POLL_WINDOW_MS, shouldPoll } from './payment-return'

describe('parseThankYouSearch', () => {
  it('keeps a known gateway status and drops everything else', () => {
    expect(parseThankYouSearch({ id: 'AB12-CD34-EF56', refId: '000000042', status: 'PAID' })).toEqual({
      status: 'PAID',
    })
    expect(parseThankYouSearch({ status: 'HACKED' })).toEqual({})
    expect(parseThankYouSearch({})).toEqual({})
  })
})

describe('shouldPoll', () => {
  it('asks again while a paid return still awaits payment, for up to 10 seconds', () => {
    expect(shouldPoll('PAID', 'awaiting_payment', 0)).toBe(true)
    expect(shouldPoll('PAID', 'awaiting_payment', POLL_WINDOW_MS)).toBe(false)
    expect(shouldPoll('PAID', 'paid', 0)).toBe(false)
    expect(shouldPoll('CANCELLED', 'awaiting_payment', 0)).toBe(false)
    expect(shouldPoll(undefined, 'awaiting_payment', 0)).toBe(false)
  })
})
