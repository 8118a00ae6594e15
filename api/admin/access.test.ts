import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { getSandboxKey, signSandboxJwt } from '../sandbox/identity-keys'
import app from '../index'
import { testEnv } from '../test/env'
import { OPS_TOKEN } from '../test/admin-client'

/**
 * Sign-in through Cloudflare Access (decision 049): the API verifies `Cf-Access-Jwt-Assertion` against the team's
 * keys (here the local Access sandbox, which api/wrangler.toml names as the team) and maps the e-mail to a role.
 */

const STAFF = 'sklad@drinkarna.cz'
const ADMIN = 'vedouci@drinkarna.cz'
const now = () => Math.floor(Date.now() / 1000)

function claims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    aud: [testEnv.ACCESS_AUD!],
    iss: testEnv.ACCESS_TEAM_DOMAIN!,
    sub: 'person-1',
    email: STAFF,
    type: 'app',
    iat: now(),
    exp: now() + 600,
    ...overrides,
  }
}

async function accessToken(overrides: Record<string, unknown> = {}) {
  return signSandboxJwt(await getSandboxKey(testEnv.DB), claims(overrides))
}

function asPerson(path: string, token: string | null, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  headers.set('accept', 'application/ld+json')
  if (token !== null) headers.set('cf-access-jwt-assertion', token)
  return app.request(`http://admin.localhost/api/v2/admin${path}`, { ...init, headers }, testEnv)
}

describe('the console’s people through Cloudflare Access', () => {
  it('signs a staff member in as staff and an admin as admin, by e-mail, any case', async () => {
    const staff = await asPerson('/me', await accessToken())
    expect(staff.status).toBe(200)
    expect(staff.headers.get('cache-control')).toBe('no-store')
    expect(await staff.json()).toEqual({ actor: STAFF, role: 'staff', signOutUrl: '/sandbox/access/sign-out' })
    const admin = await asPerson('/me', await accessToken({ email: 'Vedouci@Drinkarna.cz' }))
    expect(await admin.json()).toMatchObject({ actor: ADMIN, role: 'admin' })
    // the orders are theirs to see
    expect((await asPerson('/orders?itemsPerPage=1', await accessToken())).status).toBe(200)
  })

  it('refuses no token, a wrong audience, another issuer, an expired token and another key', async () => {
    const refusals: Array<[string, string | null, number]> = [
      ['no token', null, 401],
      ['wrong audience', await accessToken({ aud: ['another-application'] }), 401],
      ['another issuer', await accessToken({ iss: 'https://elsewhere.cloudflareaccess.com' }), 401],
      ['expired', await accessToken({ iat: now() - 7200, exp: now() - 3600 }), 401],
      ['no expiry', await accessToken({ exp: undefined }), 401],
      ['garbage', 'not.a.jwt', 401],
    ]
    // another team's key: a key pair the team never published, under its own and under the team's key id
    const { privateKey } = (await crypto.subtle.generateKey(
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
      true,
      ['sign', 'verify'],
    )) as CryptoKeyPair
    const teamKid = (await getSandboxKey(testEnv.DB)).kid
    for (const kid of ['another-team', teamKid]) {
      const forged = await new SignJWT(claims()).setProtectedHeader({ alg: 'RS256', kid }).sign(privateKey)
      refusals.push([`another key (${kid})`, forged, 401])
    }
    // a shared-secret token is never taken, whatever it claims
    const hs = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256', kid: teamKid })
      .sign(new TextEncoder().encode(testEnv.JWT_SECRET))
    refusals.push(['HS256', hs, 401])
    refusals.push(['unknown e-mail', await accessToken({ email: 'zakaznik@example.cz' }), 403])
    refusals.push(['no e-mail (a service token)', await accessToken({ email: undefined, common_name: 'x' }), 403])
    for (const [name, token, status] of refusals) {
      const response = await asPerson('/orders', token)
      expect([name, response.status]).toEqual([name, status])
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
    const expired = await asPerson('/me', await accessToken({ iat: now() - 7200, exp: now() - 3600 }))
    expect(await expired.json()).toEqual({ code: 401, message: expect.stringContaining('vypršelo') })
    const stranger = await asPerson('/me', await accessToken({ email: 'zakaznik@example.cz' }))
    expect(await stranger.json()).toEqual({ code: 403, message: 'Tento účet nemá do administrace přístup.' })
  })

  it('takes a write only from the console’s own pages, and audits it under the person’s e-mail', async () => {
    const token = await accessToken({ email: ADMIN })
    const body = JSON.stringify({ originUrl: '/z-konzole', destinationUrl: '/kategorie/rum' })
    const write = (headers: Record<string, string>) =>
      asPerson('/redirects', token, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', ...headers },
      })
    const foreign: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'http://shop.admin.localhost' },
      { origin: 'https://evil.example' },
      {},
    ]
    for (const headers of foreign) {
      const refused = await write(headers)
      expect(refused.status, JSON.stringify(headers)).toBe(403)
    }
    const listed = await (
      await asPerson('/redirects?itemsPerPage=100', token)
    ).json<{
      'hydra:member': Array<{ originUrl: string }>
    }>()
    expect(listed['hydra:member'].map((r) => r.originUrl)).not.toContain('/z-konzole')

    expect((await write({ 'sec-fetch-site': 'same-origin', origin: 'http://admin.localhost' })).status).toBe(201)
    const audit = await (
      await asPerson('/audit-log-entries?itemsPerPage=1', token)
    ).json<{
      'hydra:member': Array<{ actor: string; action: string }>
    }>()
    expect(audit['hydra:member'][0]).toMatchObject({ actor: ADMIN, action: 'create' })
  })

  it('keeps the bearer tokens for scripts, as admin, and prefers them to an Access token', async () => {
    const response = await app.request(
      'http://admin.localhost/api/v2/admin/me',
      { headers: { authorization: `Bearer ${OPS_TOKEN}`, 'cf-access-jwt-assertion': await accessToken() } },
      { ...testEnv, ADMIN_API_TOKEN: `ops:${OPS_TOKEN}` },
    )
    expect(await response.json()).toEqual({ actor: 'ops', role: 'admin', signOutUrl: null })
  })

  it('is off without all three settings: then only tokens open the admin API, or nothing does', async () => {
    const token = await accessToken()
    for (const missing of ['ACCESS_TEAM_DOMAIN', 'ACCESS_AUD', 'ADMIN_ACCESS_ROLES']) {
      const env = { ...testEnv, [missing]: '', ADMIN_API_TOKEN: undefined }
      const response = await app.request(
        'http://admin.localhost/api/v2/admin/me',
        { headers: { 'cf-access-jwt-assertion': token } },
        env,
      )
      expect([missing, response.status]).toEqual([missing, 404])
    }
  })
})

describe('the local Access sandbox', () => {
  it('shows a staff member and an admin to sign in as, and signs in with an Access-like cookie', async () => {
    const page = await app.request('http://admin.localhost/sandbox/access/sign-in?redirect=/objednavky', {}, testEnv)
    const html = await page.text()
    expect(html).toContain(STAFF)
    expect(html).toContain(ADMIN)
    const signIn = await app.request(
      'http://admin.localhost/sandbox/access/sign-in',
      {
        method: 'POST',
        body: new URLSearchParams({ email: STAFF, redirect: '/objednavky?state=new' }),
      },
      testEnv,
    )
    expect(signIn.status).toBe(303)
    expect(signIn.headers.get('location')).toBe('/objednavky?state=new')
    const cookie = /^CF_Authorization=([^;]+); Path=\/; HttpOnly; SameSite=Lax/.exec(
      signIn.headers.get('set-cookie') ?? '',
    )
    expect(cookie).not.toBeNull()
    expect(await (await asPerson('/me', cookie![1]!)).json()).toMatchObject({ actor: STAFF, role: 'staff' })
  })

  it('goes back only to a path of its own host', async () => {
    for (const redirect of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const signIn = await app.request(
        'http://admin.localhost/sandbox/access/sign-in',
        { method: 'POST', body: new URLSearchParams({ email: STAFF, redirect }) },
        testEnv,
      )
      expect([redirect, signIn.headers.get('location')]).toEqual([redirect, '/'])
    }
  })
})
