import { createRemoteJWKSet, customFetch, errors, jwksCache, type JWKSCacheInput, jwtVerify } from 'jose'
import type { Bindings } from '../env'
import { thirdPartyFetch } from '../http/in-process'
import type { AdminRole } from './env'

/**
 * Cloudflare Access in front of the admin host (decision 049). Access signs every request it lets through with
 * a JWT in `Cf-Access-Jwt-Assertion` (RS256, the team's keys at `<team domain>/cdn-cgi/access/certs`); the API
 * checks it anyway, so a request that reaches the worker some other way (a misconfigured route, Access switched
 * off) gets nothing. The token names the person by e-mail; ADMIN_ACCESS_ROLES says what they may do.
 */

export type AccessConfig = { teamDomain: string; audience: string; roles: ReadonlyMap<string, AdminRole> }

const ROLES: readonly AdminRole[] = ['staff', 'admin']

/** `e-mail:role` pairs separated by commas, spaces or new lines; a pair with another role is left out. */
export function parseAccessRoles(value: string | undefined): Map<string, AdminRole> {
  const roles = new Map<string, AdminRole>()
  for (const entry of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const colon = entry.lastIndexOf(':')
    const email = entry.slice(0, colon).trim().toLowerCase()
    const role = entry.slice(colon + 1).trim() as AdminRole
    if (colon > 0 && email.includes('@') && ROLES.includes(role)) roles.set(email, role)
  }
  return roles
}

/** The Access settings, or null when any is missing (then only bearer tokens open the admin API). */
export function accessConfig(env: Bindings): AccessConfig | null {
  const teamDomain = (env.ACCESS_TEAM_DOMAIN ?? '').trim().replace(/\/+$/, '')
  const audience = (env.ACCESS_AUD ?? '').trim()
  const roles = parseAccessRoles(env.ADMIN_ACCESS_ROLES)
  if (teamDomain === '' || audience === '' || roles.size === 0) return null
  return { teamDomain, audience, roles }
}

/** Where the team publishes its signing keys (relative for the sandbox: fetched in process). */
export const certsUrl = (teamDomain: string) => `${teamDomain}/cdn-cgi/access/certs`

/** jose's key cache per certs URL: the keys are fetched once per isolate and again when Access rotates them. */
const keyCaches = new Map<string, JWKSCacheInput>()

function teamKeys(env: Bindings, teamDomain: string) {
  const url = certsUrl(teamDomain)
  let cache = keyCaches.get(url)
  if (!cache) keyCaches.set(url, (cache = {}))
  const send = thirdPartyFetch(env)
  // a new set per request (its fetch carries this request's env), the keys shared through the cache. jose's
  // default cooldown (30 s) stays: these tokens come from browsers, so an unknown key id may be someone guessing
  return createRemoteJWKSet(new URL(url, 'http://in-process.internal'), {
    [jwksCache]: cache,
    [customFetch]: (_url, init) => send(url, init),
  })
}

export type AccessResult =
  | { ok: true; email: string; role: AdminRole }
  | { ok: false; status: 401 | 403; reason: 'expired' | 'invalid' | 'unknown' }

/**
 * The person a `Cf-Access-Jwt-Assertion` names and their role: the signature by the team's keys (RS256 only),
 * the AUD tag of this Access application, the team as issuer, not expired (30 s of clock tolerance), and an
 * e-mail ADMIN_ACCESS_ROLES knows. A token of another application, team or key is `invalid`.
 */
export async function verifyAccessToken(env: Bindings, config: AccessConfig, token: string): Promise<AccessResult> {
  let email: unknown
  try {
    const { payload } = await jwtVerify(token, teamKeys(env, config.teamDomain), {
      algorithms: ['RS256'],
      audience: config.audience,
      issuer: config.teamDomain,
      requiredClaims: ['exp', 'iat'],
      clockTolerance: 30,
    })
    email = payload.email
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, status: 401, reason: 'expired' }
    if (error instanceof errors.JOSEError) return { ok: false, status: 401, reason: 'invalid' }
    throw error
  }
  const role = typeof email === 'string' ? config.roles.get(email.toLowerCase()) : undefined
  if (typeof email !== 'string' || !role) return { ok: false, status: 403, reason: 'unknown' }
  return { ok: true, email: email.toLowerCase(), role }
}
