import { describe, expect, it } from 'vitest'
import { testEnv } from '../test/env'
import { parseAdminTokens } from './auth'
import { admin, adminEnv, OPS_TOKEN, SCRIPT_TOKEN } from '../test/admin-client'

describe('admin API authentication', () => {
  it('does not exist while no token (and no Cloudflare Access) is configured, whatever the request carries', async () => {
    for (const secret of [undefined, '', 'ops:too-short']) {
      const env = { ...testEnv, ADMIN_API_TOKEN: secret, ACCESS_TEAM_DOMAIN: '' }
      const response = await admin('GET', '/redirects', { env })
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ '@type': 'hydra:Error', 'hydra:description': 'Not Found' })
      expect(
        (
          await admin('POST', '/redirects', {
            env,
            token: 'ops:too-short',
            body: { originUrl: '/a', destinationUrl: '/b' },
          })
        ).status,
      ).toBe(404)
    }
  })

  it('answers 401 without a token and with a wrong one, and changes nothing', async () => {
    const none = await admin('GET', '/redirects', { token: null })
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="admin"')
    expect(await none.json()).toEqual({ code: 401, message: 'API token not found' })

    for (const wrong of [OPS_TOKEN.slice(0, -1), `${OPS_TOKEN}x`, `ops:${OPS_TOKEN}`, OPS_TOKEN.toUpperCase()]) {
      const response = await admin('POST', '/redirects', {
        token: wrong,
        body: { originUrl: '/bez-tokenu', destinationUrl: '/x' },
      })
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ code: 401, message: 'Invalid API token' })
    }
    const listed = await (await admin('GET', '/redirects')).json<{ 'hydra:member': { originUrl: string }[] }>()
    expect(listed['hydra:member'].map((r) => r.originUrl)).not.toContain('/bez-tokenu')
  })

  it('lets each configured token in and records its name as who made the change', async () => {
    const byOps = await admin('POST', '/redirects', {
      body: { originUrl: '/auth-ops', destinationUrl: '/kategorie/rum' },
    })
    const byScript = await admin('POST', '/redirects', {
      token: SCRIPT_TOKEN,
      body: { originUrl: '/auth-script', destinationUrl: '/kategorie/gin' },
    })
    expect([byOps.status, byScript.status]).toEqual([201, 201])
    expect(byOps.headers.get('cache-control')).toBe('no-store')

    const log = await (
      await admin('GET', '/audit-log-entries')
    ).json<{ 'hydra:member': { actor: string; after: { originUrl: string } }[] }>()
    const actors = log['hydra:member'].map((entry) => [entry.actor, entry.after.originUrl])
    expect(actors).toContainEqual(['ops', '/auth-ops'])
    expect(actors).toContainEqual(['importer', '/auth-script'])
  })

  it('reads names and tokens from the secret and leaves short tokens out', () => {
    expect(parseAdminTokens(adminEnv.ADMIN_API_TOKEN)).toEqual([
      { name: 'ops', token: OPS_TOKEN },
      { name: 'importer', token: SCRIPT_TOKEN },
    ])
    expect(parseAdminTokens(`${OPS_TOKEN}\nshort:abc`)).toEqual([{ name: 'admin', token: OPS_TOKEN }])
  })

  it('is not reached through a shop path, however it is spelled', async () => {
    const app = (await import('../index')).default
    for (const path of [
      '/api/v2/shop/..%2fadmin/redirects',
      '/api/v2/shop/..%2Fadmin/redirects',
      '/api/v2/shop/%2e%2e%2fadmin/redirects',
      '/api/v2/shop//api/v2/admin/redirects',
    ]) {
      const response = await app.request(
        path,
        { headers: { authorization: `Bearer ${OPS_TOKEN}`, accept: 'application/ld+json' } },
        adminEnv,
      )
      // the shop API answers (its own 401 for a bearer that is no customer's JWT, or 404), never the admin API
      expect([path, response.status < 400, response.headers.get('www-authenticate')]).toEqual([path, false, null])
    }
  })

  it('keeps the admin API apart from the shop API: a customer path under it is not found', async () => {
    // (/orders is the admin API's own order list since the fulfilment work; a cart is the shop's only)
    expect((await admin('GET', '/carts')).status).toBe(404)
    expect((await admin('GET', '/carts', { token: null })).status).toBe(401)
  })
})
