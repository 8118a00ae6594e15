import type { Context } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import { pkceChallenge, randomToken } from '../auth/oauth/random'
import type { ApiEnv } from '../env'
import { equalSecrets } from '../payments/comgate'
import {
  authenticateClient,
  findPerson,
  IDENTITY_SANDBOX_PATH,
  isRegisteredRedirect,
  isTenant,
  issuerOf,
  registeredClientId,
  type SandboxPerson,
  type Tenant,
} from './identity-clients'
import { CODE_TTL_MS, saveCode, takeCode } from './identity-codes'
import { getSandboxKey, signSandboxJwt } from './identity-keys'
import { type AuthorizationParams, consentPage, errorPage, formPostPage } from './identity-page'
import { formFields } from '../http/form'

/**
 * The local stand-in of the social login providers, mounted at /sandbox/identity/{google|facebook|apple}: an
 * OpenID Connect provider with the endpoints of Google's (discovery, authorization code flow with PKCE,
 * token endpoint with client authentication, RS256 id_tokens, JWKS), each tenant with its own issuer and the
 * claims its provider puts in the id_token. Apple's tenant answers by form post and checks Apple's
 * client-secret JWT.
 */

const ID_TOKEN_TTL_SECONDS = 60 * 60
const noStore = { 'cache-control': 'no-store', pragma: 'no-cache' }

const optionalText = (max: number) => z.optional(z.string().check(z.maxLength(max)))
const authorizationParams = z.object({
  client_id: z.string().check(z.maxLength(256)),
  redirect_uri: z.string().check(z.maxLength(2048)),
  response_type: z.string().check(z.maxLength(64)),
  response_mode: z.optional(z.enum(['query', 'form_post'])),
  scope: optionalText(512),
  state: optionalText(1024),
  nonce: optionalText(1024),
  code_challenge: z.optional(z.string().check(z.regex(/^[A-Za-z0-9._~-]{43,128}$/))),
  code_challenge_method: z.optional(z.enum(['S256', 'plain'])),
})

type Checked =
  | { kind: 'page'; message: string }
  | { kind: 'refused'; params: AuthorizationParams; error: string }
  | { kind: 'ok'; params: AuthorizationParams }

/** An authorization request as a provider checks it: a wrong client or redirect is shown, not redirected to. */
function checkAuthorization(c: Context<ApiEnv>, tenant: Tenant, raw: Record<string, unknown>): Checked {
  const clientId = typeof raw.client_id === 'string' ? raw.client_id : ''
  const redirectUri = typeof raw.redirect_uri === 'string' ? raw.redirect_uri : ''
  const registered = registeredClientId(c.env, tenant)
  if (!registered || clientId !== registered)
    return { kind: 'page', message: 'Aplikace, která vás sem poslala, není registrovaná.' }
  if (!isRegisteredRedirect(tenant, redirectUri))
    return { kind: 'page', message: 'Adresa pro návrat do aplikace není registrovaná.' }
  const parsed = authorizationParams.safeParse(raw)
  const fallback: AuthorizationParams = {
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    response_mode: raw.response_mode === 'form_post' ? 'form_post' : 'query',
    scope: '',
  }
  if (typeof raw.state === 'string' && raw.state.length <= 1024) fallback.state = raw.state
  if (!parsed.success) return { kind: 'refused', params: fallback, error: 'invalid_request' }
  const params: AuthorizationParams = {
    ...parsed.data,
    response_mode: parsed.data.response_mode ?? 'query',
    scope: parsed.data.scope ?? '',
  }
  if (params.response_type !== 'code') return { kind: 'refused', params, error: 'unsupported_response_type' }
  const scopes = params.scope.split(' ')
  // Apple: names and e-mail only by form post
  if (
    tenant === 'apple' &&
    (scopes.includes('name') || scopes.includes('email')) &&
    params.response_mode !== 'form_post'
  ) {
    return { kind: 'refused', params, error: 'invalid_request' }
  }
  return { kind: 'ok', params }
}

/** Sends the answer to the client's redirect URI: in its query, or (form_post) by a form the person submits. */
function answer(c: Context<ApiEnv>, tenant: Tenant, params: AuthorizationParams, fields: Record<string, string>) {
  const all = params.state === undefined ? fields : { ...fields, state: params.state }
  if (params.response_mode === 'form_post') return c.html(formPostPage(tenant, params.redirect_uri, all), 200, noStore)
  const separator = params.redirect_uri.includes('?') ? '&' : '?'
  return c.redirect(`${params.redirect_uri}${separator}${new URLSearchParams(all)}`, 302)
}

const SCOPES: Record<Tenant, string[]> = {
  google: ['openid', 'email', 'profile'],
  facebook: ['openid', 'email', 'public_profile'],
  apple: ['openid', 'email', 'name'],
  bankid: ['openid', 'age_over_18'],
}

const DENIAL: Record<Tenant, Record<string, string>> = {
  google: { error: 'access_denied' },
  facebook: { error: 'access_denied', error_reason: 'user_denied', error_description: 'Permissions error' },
  apple: { error: 'user_cancelled_authorize' },
  bankid: { error: 'access_denied' },
}

/** A test person's birth date: an adult born in 1990, a minor 16 years ago today (so always a minor). */
function birthdateOf(person: SandboxPerson, now: number): string {
  if (person.adult) return '1990-05-14'
  const born = new Date(now)
  born.setUTCFullYear(born.getUTCFullYear() - 16)
  return born.toISOString().slice(0, 10)
}

/** The claims each provider puts in its id_token (Apple: no names; Facebook: no email_verified, only confirmed e-mails). */
export function idTokenClaims(
  tenant: Tenant,
  person: SandboxPerson,
  clientId: string,
  nonce: string | null,
  now: number,
): Record<string, unknown> {
  const iat = Math.floor(now / 1000)
  const base = {
    iss: issuerOf(tenant),
    aud: clientId,
    sub: `sandbox-${tenant}-${person.key}`,
    iat,
    exp: iat + ID_TOKEN_TTL_SECONDS,
    ...(nonce === null ? {} : { nonce }),
  }
  const names = {
    name: `${person.givenName} ${person.familyName}`,
    given_name: person.givenName,
    family_name: person.familyName,
  }
  switch (tenant) {
    case 'google':
      return { ...base, azp: clientId, email: person.email, email_verified: person.emailVerified, ...names }
    case 'facebook':
      return { ...base, jti: randomToken(), ...(person.emailVerified ? { email: person.email } : {}), ...names }
    case 'apple':
      return {
        ...base,
        auth_time: iat,
        nonce_supported: true,
        email: person.email,
        email_verified: String(person.emailVerified),
        is_private_email: 'false',
      }
    case 'bankid':
      // the age fact the shop asks for, and more than it asks (a birth date and names, as a bank configured for
      // a wider scope would send): the shop's tests prove it keeps only the fact
      return {
        ...base,
        age_over_18: person.adult === true,
        birthdate: birthdateOf(person, now),
        given_name: person.givenName,
        family_name: person.familyName,
      }
  }
}

function tokenError(c: Context<ApiEnv>, status: 400 | 401, error: string, description: string) {
  return c.json({ error, error_description: description }, status, noStore)
}

/** client_secret_basic (Authorization header) or client_secret_post (body). */
function clientCredentials(c: Context<ApiEnv>, form: Record<string, unknown>): { clientId: string; secret: string } {
  const header = c.req.header('authorization') ?? ''
  if (header.startsWith('Basic ')) {
    try {
      const decoded = atob(header.slice(6).trim())
      const colon = decoded.indexOf(':')
      if (colon > 0)
        return {
          clientId: decodeURIComponent(decoded.slice(0, colon)),
          secret: decodeURIComponent(decoded.slice(colon + 1)),
        }
    } catch {
      // refused below
    }
  }
  const text = (name: string) => (typeof form[name] === 'string' ? form[name] : '')
  return { clientId: text('client_id'), secret: text('client_secret') }
}

export const identitySandbox = new Hono<ApiEnv>()
  .use('/:tenant/*', async function knownTenant(c, next) {
    if (!isTenant(c.req.param('tenant'))) return c.notFound()
    await next()
  })
  .get('/:tenant/.well-known/openid-configuration', function discovery(c) {
    const tenant = c.req.param('tenant') as Tenant
    const base = `${IDENTITY_SANDBOX_PATH}/${tenant}`
    return c.json({
      issuer: issuerOf(tenant),
      authorization_endpoint: `${base}/authorize`,
      token_endpoint: `${base}/token`,
      jwks_uri: `${base}/jwks`,
      response_types_supported: ['code'],
      response_modes_supported: ['query', 'form_post'],
      grant_types_supported: ['authorization_code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: SCOPES[tenant],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      code_challenge_methods_supported: ['S256', 'plain'],
      claims_supported:
        tenant === 'bankid'
          ? ['iss', 'sub', 'aud', 'iat', 'exp', 'nonce', 'age_over_18']
          : [
              'iss',
              'sub',
              'aud',
              'iat',
              'exp',
              'nonce',
              'email',
              'email_verified',
              'name',
              'given_name',
              'family_name',
            ],
    })
  })
  .get('/:tenant/jwks', async function jwks(c) {
    const key = await getSandboxKey(c.env.DB)
    return c.json({ keys: [key.publicJwk] }, 200, { 'cache-control': 'public, max-age=300' })
  })
  .get('/:tenant/authorize', function showConsent(c) {
    const tenant = c.req.param('tenant') as Tenant
    const checked = checkAuthorization(c, tenant, c.req.query())
    if (checked.kind === 'page') return c.html(errorPage(tenant, checked.message), 400, noStore)
    if (checked.kind === 'refused') return answer(c, tenant, checked.params, { error: checked.error })
    return c.html(consentPage(tenant, checked.params), 200, noStore)
  })
  .post('/:tenant/authorize', async function decide(c) {
    const tenant = c.req.param('tenant') as Tenant
    const form = await formFields(c)
    const checked = checkAuthorization(c, tenant, form)
    if (checked.kind === 'page') return c.html(errorPage(tenant, checked.message), 400, noStore)
    if (checked.kind === 'refused') return answer(c, tenant, checked.params, { error: checked.error })
    const { params } = checked
    if (form.deny !== undefined) return answer(c, tenant, params, DENIAL[tenant])
    const person = typeof form.person === 'string' ? findPerson(tenant, form.person) : undefined
    if (!person) return c.html(consentPage(tenant, params), 400, noStore)
    const code = randomToken()
    await saveCode(c.env.DB, code, {
      tenant,
      clientId: params.client_id,
      redirectUri: params.redirect_uri,
      codeChallenge: params.code_challenge ?? null,
      codeChallengeMethod: params.code_challenge ? (params.code_challenge_method ?? 'plain') : null,
      nonce: params.nonce ?? null,
      person: person.key,
      expiresAt: Date.now() + CODE_TTL_MS,
    })
    const fields: Record<string, string> = { code }
    // Apple posts the names the person shares beside the code (they are not in its id_token)
    if (tenant === 'apple' && params.scope.split(' ').includes('name')) {
      fields.user = JSON.stringify({
        name: { firstName: person.givenName, lastName: person.familyName },
        email: person.email,
      })
    }
    return answer(c, tenant, params, fields)
  })
  .post('/:tenant/token', async function token(c) {
    const tenant = c.req.param('tenant') as Tenant
    const now = Date.now()
    const form = await formFields(c)
    const text = (name: string) => (typeof form[name] === 'string' ? form[name] : '')
    if (text('grant_type') !== 'authorization_code')
      return tokenError(c, 400, 'unsupported_grant_type', 'Only authorization_code is supported.')
    const { clientId, secret } = clientCredentials(c, form)
    if (!(await authenticateClient(c.env, tenant, clientId, secret, now)))
      return tokenError(c, 401, 'invalid_client', 'Client authentication failed.')
    const grant = text('code') ? await takeCode(c.env.DB, tenant, text('code')) : null
    if (!grant || grant.expiresAt <= now)
      return tokenError(c, 400, 'invalid_grant', 'The code is invalid, used or expired.')
    if (grant.clientId !== clientId || grant.redirectUri !== text('redirect_uri'))
      return tokenError(c, 400, 'invalid_grant', 'The code was issued to another client or redirect URI.')
    if (grant.codeChallenge !== null) {
      const verifier = text('code_verifier')
      const computed = grant.codeChallengeMethod === 'S256' ? await pkceChallenge(verifier) : verifier
      if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) || !equalSecrets(computed, grant.codeChallenge)) {
        return tokenError(c, 400, 'invalid_grant', 'PKCE verification failed.')
      }
    }
    const person = findPerson(tenant, grant.person)
    if (!person) return tokenError(c, 400, 'invalid_grant', 'Unknown account.')
    const idToken = await signSandboxJwt(
      await getSandboxKey(c.env.DB),
      idTokenClaims(tenant, person, clientId, grant.nonce, now),
    )
    return c.json(
      { access_token: randomToken(), token_type: 'Bearer', expires_in: ID_TOKEN_TTL_SECONDS, id_token: idToken },
      200,
      noStore,
    )
  })
