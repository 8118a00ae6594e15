import * as z from 'zod/mini'
import { addressInput } from '../../../contract/checkout'
import type { Bindings } from '../../env'
import { thirdPartyFetch } from '../../http/in-process'
import { findOrCreateCustomer } from '../session'
import { exchangeCode, OAuthProviderError, startAuthorization } from './client'
import { IdTokenError, isEmailVerified, type IdTokenClaims, verifyIdToken } from './id-token'
import { providerSigning } from './provider-keys'
import type { ProviderConfig } from './providers'
import { randomToken, sha256Base64Url } from './random'
import {
  AUTHORIZATION_TTL_MS,
  getLinkedCustomer,
  HANDOFF_TTL_MS,
  linkIdentity,
  saveAuthorization,
  saveHandoff,
  takeAuthorization,
  takeHandoff,
} from '../../db/oauth'

/**
 * A social sign-in from start to hand-over. The storefront ties it to the browser with a random `binding`
 * (an HttpOnly cookie it keeps): the provider's answer and the hand-over are accepted only with the binding
 * of the browser that started, so nobody can push their own sign-in into someone else's browser.
 */

/** Why a sign-in ended without a customer; the storefront's /oauth/failed explains each. */
export type SignInFailure = 'denied' | 'expired' | 'email' | 'error'

export type SignInResult = { ok: true; handoff: string } | { ok: false; reason: SignInFailure }

export async function startSignIn(
  env: Bindings,
  config: ProviderConfig,
  input: { binding: string; redirectUri: string; now?: number },
): Promise<string> {
  const now = input.now ?? Date.now()
  return startAuthorization(config, input, ({ stateHash, ...pending }) =>
    saveAuthorization(
      env.DB,
      stateHash,
      { ...pending, provider: config.id, redirectUri: input.redirectUri, expiresAt: now + AUTHORIZATION_TTL_MS },
      now,
    ),
  )
}

/** What the provider sent back to the callback (query, or Apple's form post). */
export type CallbackParams = { state?: string; code?: string; error?: string; user?: string }

/** Errors by which a provider says the person said no. */
const DENIALS = new Set(['access_denied', 'user_cancelled_authorize', 'user_denied'])

const personName = addressInput.shape.firstName

/** A name the shop's own forms would accept, else null (it is only a default for the customer's data). */
function acceptableName(value: string | undefined): string | null {
  const parsed = personName.safeParse(value?.trim())
  return parsed.success ? parsed.data : null
}

/** Apple's `user` field (first sign-in only, not signed): the names the person chose to share. */
const appleUser = z.looseObject({
  name: z.optional(z.looseObject({ firstName: z.optional(z.string()), lastName: z.optional(z.string()) })),
})

function namesOf(
  claims: IdTokenClaims,
  user: string | undefined,
): { firstName: string | null; lastName: string | null } {
  let shared: z.infer<typeof appleUser> | null = null
  if (user) {
    try {
      const parsed = appleUser.safeParse(JSON.parse(user))
      shared = parsed.success ? parsed.data : null
    } catch {
      shared = null
    }
  }
  return {
    firstName: acceptableName(claims.given_name ?? shared?.name?.firstName),
    lastName: acceptableName(claims.family_name ?? shared?.name?.lastName),
  }
}

function logFailure(provider: string, error: unknown): void {
  console.warn(
    JSON.stringify({
      level: 'warn',
      msg: 'social sign-in failed',
      provider,
      error: error instanceof Error ? error.message : String(error),
    }),
  )
}

/** The provider account's customer: the linked one, else the customer of its verified e-mail (created when new). */
async function customerOf(
  env: Bindings,
  config: ProviderConfig,
  claims: IdTokenClaims,
  user: string | undefined,
  now: number,
): Promise<number | null> {
  const linked = await getLinkedCustomer(env.DB, config.id, claims.sub)
  if (linked !== null) return linked
  const email = claims.email?.trim().toLowerCase()
  const verified =
    isEmailVerified(claims.email_verified) || (config.emailVerifiedWithoutClaim && claims.email_verified === undefined)
  if (!email || !verified || !z.email().safeParse(email).success) return null
  const customer = await findOrCreateCustomer(env.DB, { email, ...namesOf(claims, user) })
  return linkIdentity(env.DB, { provider: config.id, subject: claims.sub, customerId: customer.id, email }, now)
}

/**
 * The provider's answer: the state must be this browser's, unused and within 10 minutes; then the code is
 * exchanged with the PKCE verifier, the id_token verified, and the customer found or created. Success gives a
 * one-time hand-over code (60 seconds) for the storefront.
 */
export async function finishSignIn(
  env: Bindings,
  config: ProviderConfig,
  params: CallbackParams,
  binding: string,
  now = Date.now(),
): Promise<SignInResult> {
  const pending = params.state ? await takeAuthorization(env.DB, await sha256Base64Url(params.state)) : null
  const bindingHash = await sha256Base64Url(binding)
  if (!pending || pending.provider !== config.id || pending.expiresAt <= now || pending.bindingHash !== bindingHash) {
    return { ok: false, reason: 'expired' }
  }
  if (params.error) return { ok: false, reason: DENIALS.has(params.error) ? 'denied' : 'error' }
  if (!params.code) return { ok: false, reason: 'error' }
  const send = thirdPartyFetch(env)
  let claims: IdTokenClaims
  try {
    const idToken = await exchangeCode(send, config, {
      code: params.code,
      codeVerifier: pending.codeVerifier,
      redirectUri: pending.redirectUri,
    })
    const signing = await providerSigning(send, config)
    claims = await verifyIdToken(idToken, {
      ...signing,
      issuers: config.acceptedIssuers,
      audience: config.clientId,
      nonce: pending.nonce,
      now,
    })
  } catch (error) {
    if (!(error instanceof OAuthProviderError || error instanceof IdTokenError)) throw error
    logFailure(config.id, error)
    return { ok: false, reason: 'error' }
  }
  const customerId = await customerOf(env, config, claims, params.user, now)
  if (customerId === null) return { ok: false, reason: 'email' }
  const handoff = randomToken()
  await saveHandoff(
    env.DB,
    await sha256Base64Url(handoff),
    { customerId, bindingHash, expiresAt: now + HANDOFF_TTL_MS },
    now,
  )
  return { ok: true, handoff }
}

/** The customer of a hand-over code presented with the binding of the browser it was made for; null otherwise. */
export async function redeemHandoff(
  env: Bindings,
  code: string,
  binding: string,
  now = Date.now(),
): Promise<number | null> {
  const handoff = await takeHandoff(env.DB, await sha256Base64Url(code))
  if (!handoff || handoff.expiresAt <= now || handoff.bindingHash !== (await sha256Base64Url(binding))) return null
  return handoff.customerId
}
