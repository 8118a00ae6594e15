import { describe, expect, it } from 'vitest'
import { COOKIE } from '../contract/cookies'
import { clearAuthCookies, setAuthCookies } from './auth-cookies'

/** What a browser requires of a `__Host-` cookie: Secure, Path=/, no Domain. */
function meetsHostPrefix(cookie: string): boolean {
  const attributes = cookie
    .split(';')
    .slice(1)
    .map((a) => a.trim().toLowerCase())
  return (
    attributes.includes('secure') && attributes.includes('path=/') && !attributes.some((a) => a.startsWith('domain='))
  )
}

describe('session cookies', () => {
  it('carry the __Host- prefix and meet its rules when set and when cleared', () => {
    const headers = new Headers()
    setAuthCookies(headers, { token: 'jwt', customer: '/api/v2/shop/customers/5' })
    clearAuthCookies(headers)
    const cookies = headers.getSetCookie()
    expect(cookies.map((c) => c.split('=')[0])).toEqual([COOKIE.auth, COOKIE.customer, COOKIE.auth, COOKIE.customer])
    for (const cookie of cookies) {
      expect(cookie.startsWith('__Host-'), cookie).toBe(true)
      expect(meetsHostPrefix(cookie), cookie).toBe(true)
    }
    expect(cookies[0]).toContain('HttpOnly')
  })
})
