import { createMiddleware } from 'hono/factory'
import { hydraErrorResponse } from '../http/errors'
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

function unauthorized(message: string): Response {
  return new Response(JSON.stringify({ code: 401, message }), {
    status: 401,
    headers: {
      'content-type': 'application/json',
      'www-authenticate': 'Bearer realm="admin"',
      'cache-control': 'no-store',
    },
  })
}

/**
 * Without a configured token the admin API does not exist (404, as any unknown path): production is safe
 * until ops set the secret. With one, every request needs `Authorization: Bearer <token>`.
 */
export const requireAdminToken = createMiddleware<AdminEnv>(async function requireAdminToken(c, next) {
  const tokens = parseAdminTokens(c.env.ADMIN_API_TOKEN)
  if (tokens.length === 0) return hydraErrorResponse(404, 'Not Found')
  const header = c.req.header('authorization') ?? ''
  const presented = /^Bearer\s+(\S+)$/i.exec(header)?.[1]
  if (!presented) return unauthorized('API token not found')
  const actor = await matchToken(presented, tokens)
  if (actor === null) return unauthorized('Invalid API token')
  c.set('actor', actor)
  await next()
  c.header('cache-control', 'no-store')
})
