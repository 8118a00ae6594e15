import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { COOKIE } from '../contract/cookies'
import { wireStorefront } from './test/storefront'

/**
 * The links of e-mails (address verification, password reset) need no session. Like the real API, this
 * stand-in answers 401 to any bearer it does not accept, as after a logout elsewhere revoked the session.
 */
function shopThatRevokedTheSession() {
  const api = new Hono()
    .use(async (c, next) =>
      c.req.header('authorization') ? c.json({ code: 401, message: 'Invalid JWT Token' }, 401) : next(),
    )
    .get('/api/v2/shop/redirects', (c) => c.json({ 'hydra:member': [], 'hydra:totalItems': 0 }))
    .patch('/api/v2/shop/account-verification-requests/:token', (c) => c.body(null, 202))
    .get('/api/v2/shop/reset-password-requests/:token', (c) => c.json({ ok: true }))
  return wireStorefront({
    api,
    render: () =>
      new Response('<!doctype html><p>page</p>', { headers: { 'content-type': 'text/html; charset=utf-8' } }),
  })
}

const revoked = { cookie: `${COOKIE.auth}=revoked.jwt.token` }

describe('e-mail links opened in a browser whose session was revoked', () => {
  it('confirm the address', async () => {
    const response = await shopThatRevokedTheSession()('/overeni-uctu/good-verification-token', { headers: revoked })
    expect(response.headers.get('location')).toBe('/?userRegistered=1')
  })

  it('open the password reset', async () => {
    const response = await shopThatRevokedTheSession()('/?passwordRecovery=good-reset-token', { headers: revoked })
    expect(response.status).toBe(200)
  })
})
