import * as z from 'zod/mini'
import { createAppleClientSecret } from './apple-secret'
import type { ProviderConfig } from './providers'
import { pkceChallenge, randomToken, sha256Base64Url } from './random'

/**
 * The OAuth 2 / OpenID Connect client of social login: the authorization request (code flow with state, PKCE
 * S256 and nonce), the code exchange at the token endpoint with the provider's client authentication, and the
 * provider's documents. `send` is a fetch (api/http/in-process.ts: relative URLs reach the sandbox).
 */

export type Send = (url: string, init?: RequestInit) => Promise<Response>

/** The provider refused a call or could not be reached. */
export class OAuthProviderError extends Error {
  readonly error: string | null
  constructor(message: string, error: string | null = null, options?: ErrorOptions) {
    super(`OAuth provider: ${message}${error ? ` (${error})` : ''}`, options)
    this.name = 'OAuthProviderError'
    this.error = error
  }
}

export const PROVIDER_TIMEOUT_MS = 10_000

export type AuthorizationRequest = { redirectUri: string; state: string; codeChallenge: string; nonce: string }

/** Where the browser goes to sign in (relative for the sandbox: the storefront serves /sandbox/*). */
export function authorizationUrl(config: ProviderConfig<string>, request: AuthorizationRequest): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: request.redirectUri,
    scope: config.scope,
    state: request.state,
    nonce: request.nonce,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
  })
  if (config.responseMode === 'form_post') query.set('response_mode', 'form_post')
  const base = config.authorizationUrl
  return `${base}${base.includes('?') ? '&' : '?'}${query}`
}

/** What a callback needs of its authorization, stored under the state's hash; the verifier never leaves the shop. */
export type PendingAuthorization = { stateHash: string; bindingHash: string; codeVerifier: string; nonce: string }

/**
 * The start of every authorization (the social login, decision 012; the age check, decision 038): a fresh state,
 * PKCE verifier and nonce; `keep` stores what the callback needs, with hashes of the state and of the browser's
 * binding only; the answer is the provider's URL the browser goes to.
 */
export async function startAuthorization(
  config: ProviderConfig<string>,
  input: { binding: string; redirectUri: string },
  keep: (pending: PendingAuthorization) => Promise<void>,
): Promise<string> {
  const [state, codeVerifier, nonce] = [randomToken(), randomToken(), randomToken()]
  await keep({
    stateHash: await sha256Base64Url(state),
    bindingHash: await sha256Base64Url(input.binding),
    codeVerifier,
    nonce,
  })
  return authorizationUrl(config, {
    redirectUri: input.redirectUri,
    state,
    codeChallenge: await pkceChallenge(codeVerifier),
    nonce,
  })
}

const tokenAnswer = z.looseObject({
  id_token: z.string(),
  access_token: z.optional(z.string()),
  token_type: z.optional(z.string()),
})
const errorAnswer = z.looseObject({ error: z.string(), error_description: z.optional(z.string()) })

async function clientSecret(config: ProviderConfig<string>): Promise<string> {
  const auth = config.clientAuth
  if (auth.method === 'client_secret_post') return auth.secret
  return createAppleClientSecret({ ...auth, clientId: config.clientId, audience: config.issuer })
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return undefined
  }
}

async function call(send: Send, url: string, init: RequestInit, what: string): Promise<unknown> {
  let response: Response
  try {
    response = await send(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) })
  } catch (error) {
    throw new OAuthProviderError(`${what} unreachable`, null, { cause: error })
  }
  const body = await readJson(response)
  if (!response.ok) {
    const refused = errorAnswer.safeParse(body)
    throw new OAuthProviderError(`${what} answered ${response.status}`, refused.success ? refused.data.error : null)
  }
  return body
}

export type CodeExchange = { code: string; codeVerifier: string; redirectUri: string }

/** The authorization code traded for the tokens; returns the id_token (verified by the caller). */
export async function exchangeCode(
  send: Send,
  config: ProviderConfig<string>,
  exchange: CodeExchange,
): Promise<string> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: exchange.code,
    redirect_uri: exchange.redirectUri,
    client_id: config.clientId,
    client_secret: await clientSecret(config),
    code_verifier: exchange.codeVerifier,
  })
  const answer = await call(
    send,
    config.tokenUrl,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
    },
    'token endpoint',
  )
  const parsed = tokenAnswer.safeParse(answer)
  if (!parsed.success) throw new OAuthProviderError('token endpoint gave no id_token')
  return parsed.data.id_token
}

/** A provider's JSON document (its discovery document), or OAuthProviderError. */
export function fetchProviderDocument(send: Send, url: string, what: string): Promise<unknown> {
  return call(send, url, { headers: { accept: 'application/json' } }, what)
}
