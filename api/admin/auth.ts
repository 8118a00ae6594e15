import { createMiddleware } from 'hono/factory'
import { hydraErrorResponse } from '../http/errors'
import { accessConfig, verifyAccessToken } from './access'
import type { AdminEnv } from './env'

/** Shorter secrets are refused: a token must not be guessable even without rate limits. */
export const MIN_TOKEN_LENGTH = 32
const NAME = /^[a-z0-9_.-]{1,40}$/i

export type AdminToken = { name: string; token: string }

/** The tokens of ADMIN_API_TOKEN: `name:token` pairs or a bare token ("admin"); short ones are left out. */
export function parseAdminTokens(secret: string | undefined): AdminToken[] {
  if (!secret) return []
  return secret
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const colon = entry.indexOf(':')
      const name = colon > 0 ? entry.slice(0, colon) : ''
      return NAME.test(name) ? { name, token: entry.slice(colon + 1) } : { name: 'admin', token: entry }
    })
    .filter((entry) => entry.token.length >= MIN_TOKEN_LENGTH)
}

const encoder = new TextEncoder()
const digest = async (value: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(value)))

/** Every byte is looked at whatever the first difference: no early exit to time. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ (b[i] ?? 0)
  return difference === 0
}

/**
 * The name of the token the request presents, or null. SHA-256 digests are compared, so lengths never
 * differ, byte by byte without an early exit, and every configured token is compared: the time taken says
 * nothing about how close a guess came.
 */
export async function matchToken(presented: string, tokens: readonly AdminToken[]): Promise<string | null> {
  const given = await digest(presented)
  let match: string | null = null
  for (const candidate of tokens) {
    if (sameBytes(given, await digest(candidate.token)) && match === null) match = candidate.name
  }
  return match
}

function refused(status: 401 | 403, message: string, challenge = true): Response {
  return new Response(JSON.stringify({ code: status, message }), {
    status,
    headers: {
      'content-type': 'application/json',
      ...(challenge && status === 401 ? { 'www-authenticate': 'Bearer realm="admin"' } : {}),
      'cache-control': 'no-store',
    },
  })
}

const ACCESS_REFUSALS = {
  expired: 'Přihlášení vypršelo. Načtěte stránku znovu a přihlaste se.',
  invalid: 'Přihlášení není platné. Načtěte stránku znovu a přihlaste se.',
  unknown: 'Tento účet nemá do administrace přístup.',
} as const

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS']

/**
 * A signed-in person's browser sends the Access cookie with every request, whoever's page makes it, so a
 * write must come from the console's own pages: `Sec-Fetch-Site: same-origin`, or where a browser sends no
 * fetch metadata, an `Origin` equal to the admin host's. Bearer tokens are never sent by a browser on its own.
 */
export function sameOriginWrite(request: Request): boolean {
  if (SAFE_METHODS.includes(request.method)) return true
  const site = request.headers.get('sec-fetch-site')
  if (site !== null) return site === 'same-origin'
  return request.headers.get('origin') === new URL(request.url).origin
}

/**
 * Who may use the admin API (decisions 029 and 049). Scripts send `Authorization: Bearer <token>` (role admin,
 * the token's name in the audit log); the console's people come through Cloudflare Access, whose
 * `Cf-Access-Jwt-Assertion` is verified here (their e-mail in the audit log, their role from
 * ADMIN_ACCESS_ROLES). With neither tokens nor Access configured the admin API does not exist (404, as any
 * unknown path): production is safe until ops set it up. Every answer is `no-store`.
 */
export const requireAdminToken = createMiddleware<AdminEnv>(async function requireAdminToken(c, next) {
  const tokens = parseAdminTokens(c.env.ADMIN_API_TOKEN)
  const access = accessConfig(c.env)
  if (tokens.length === 0 && access === null) return hydraErrorResponse(404, 'Not Found')
  const header = c.req.header('authorization') ?? ''
  const presented = /^Bearer\s+(\S+)$/i.exec(header)?.[1]
  const assertion = c.req.header('cf-access-jwt-assertion')
  if (presented) {
    const actor = await matchToken(presented, tokens)
    if (actor === null) return refused(401, 'Invalid API token')
    c.set('actor', actor)
    c.set('role', 'admin')
  } else if (assertion && access) {
    const person = await verifyAccessToken(c.env, access, assertion)
    if (!person.ok) return refused(person.status, ACCESS_REFUSALS[person.reason], false)
    if (!sameOriginWrite(c.req.raw)) return refused(403, 'Změny jdou poslat jen ze stránek administrace.', false)
    c.set('actor', person.email)
    c.set('role', person.role)
  } else return refused(401, 'API token not found')
  await next()
  c.header('cache-control', 'no-store')
})
