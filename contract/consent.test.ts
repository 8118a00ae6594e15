import { describe, expect, it } from 'vitest'
import { COOKIE, parseCookies, serializeCookie } from './cookies'
import { consentValue, parseConsent } from './consent'

describe('cookie consent value', () => {
  it('round-trips a choice through the cookie header', () => {
    const value = consentValue({ analytics: true, marketing: false }, new Date('2026-11-23T21:00:00Z'))
    const header = serializeCookie(COOKIE.consent, value).split(';')[0]
    expect(parseConsent(parseCookies(header)[COOKIE.consent])).toEqual({
      analytics: true,
      marketing: false,
      date: '2026-11-23',
    })
  })

  it('asks again when the version differs or the value is damaged', () => {
    expect(parseConsent('v=0&analytics=1&marketing=1&date=2026-11-23')).toBeNull()
    expect(parseConsent('v=2&analytics=1&marketing=1&date=2026-11-23')).toBeNull()
    expect(parseConsent('v=1&analytics=yes&marketing=1&date=2026-11-23')).toBeNull()
    expect(parseConsent('v=1&analytics=1&date=2026-11-23')).toBeNull()
    expect(parseConsent('')).toBeNull()
    expect(parseConsent(undefined)).toBeNull()
  })

  it('reads a refusal as both categories denied', () => {
    expect(parseConsent(consentValue({ analytics: false, marketing: false }))).toMatchObject({
      analytics: false,
      marketing: false,
    })
  })
})
