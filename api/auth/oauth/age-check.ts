import * as z from 'zod/mini'
import {
  AGE_CHECK_TTL_MS,
  BANK_IDENTITY_METHOD,
  markVerifiedAdult,
  saveAgeCheck,
  takeAgeCheck,
} from '../../db/age-checks'
import type { Bindings } from '../../env'
import { thirdPartyFetch } from '../../http/in-process'
import { exchangeCode, OAuthProviderError, startAuthorization } from './client'
import { IdTokenError, verifyIdToken } from './id-token'
import { providerSigning } from './provider-keys'
import type { ProviderConfig } from './providers'
import { sha256Base64Url } from './random'
import type { CallbackParams } from './sign-in'

/**
 * The objective age check before ordering alcohol (decision 038): the bank identity (Bank iD) over the social
 * login's OpenID Connect client (code flow, PKCE S256, nonce, id_token verified with the bank's keys), bound
 * to the browser (decision 012) and to the cart it verifies. Only the fact is kept; the birth date, when the
 * bank sends one, is used to derive it and then dropped with the claims.
 */

/** How an age check ended; the checkout explains each. */
export type AgeCheckOutcome = 'adult' | 'minor' | 'denied' | 'expired' | 'error'

export async function startAgeCheck(
  env: Bindings,
  config: ProviderConfig<'bankid'>,
  input: { orderId: number; binding: string; redirectUri: string; now?: number },
): Promise<string> {
  const now = input.now ?? Date.now()
  return startAuthorization(config, input, ({ stateHash, ...pending }) =>
    saveAgeCheck(
      env.DB,
      stateHash,
      { ...pending, orderId: input.orderId, redirectUri: input.redirectUri, expiresAt: now + AGE_CHECK_TTL_MS },
      now,
    ),
  )
}

const ageClaims = z.looseObject({
  age_over_18: z.optional(z.union([z.boolean(), z.enum(['true', 'false'])])),
  birthdate: z.optional(z.string()),
})

/** Whether someone born on `birthdate` (YYYY-MM-DD) is 18 on `now` (UTC calendar day); null when not a date. */
export function isAdultOn(birthdate: string, now: Date): boolean | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthdate)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const born = new Date(Date.UTC(year, month - 1, day))
  if (born.getUTCFullYear() !== year || born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day) return null
  // 18th birthday; someone born on 29 February turns 18 on 1 March of a common year
  const eighteenth = new Date(Date.UTC(year + 18, month - 1, day))
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return eighteenth.getTime() <= today
}

/** The age fact of the bank's claims: `age_over_18`, else derived from `birthdate`; null when neither is usable. */
export function ageFactOf(claims: unknown, now: Date): boolean | null {
  const parsed = ageClaims.safeParse(claims)
  if (!parsed.success) return null
  const { age_over_18: over18, birthdate } = parsed.data
  if (over18 !== undefined) return over18 === true || over18 === 'true'
  return birthdate === undefined ? null : isAdultOn(birthdate, now)
}

function logFailure(error: unknown): void {
  console.warn(
    JSON.stringify({
      level: 'warn',
      msg: 'age check failed',
      error: error instanceof Error ? error.message : String(error),
    }),
  )
}

/**
 * The bank's answer: the state must be this browser's, unused and within 10 minutes; then the code is
 * exchanged with the PKCE verifier and the id_token verified. An adult is recorded on the cart (and its
 * customer); a minor's answer records nothing.
 */
export async function finishAgeCheck(
  env: Bindings,
  config: ProviderConfig<'bankid'>,
  params: CallbackParams,
  binding: string,
  now = Date.now(),
): Promise<AgeCheckOutcome> {
  const pending = params.state ? await takeAgeCheck(env.DB, await sha256Base64Url(params.state)) : null
  if (!pending || pending.expiresAt <= now || pending.bindingHash !== (await sha256Base64Url(binding))) return 'expired'
  if (params.error) return params.error === 'access_denied' ? 'denied' : 'error'
  if (!params.code) return 'error'
  const send = thirdPartyFetch(env)
  let adult: boolean | null
  try {
    const idToken = await exchangeCode(send, config, {
      code: params.code,
      codeVerifier: pending.codeVerifier,
      redirectUri: pending.redirectUri,
    })
    const signing = await providerSigning(send, config)
    adult = ageFactOf(
      await verifyIdToken(idToken, {
        ...signing,
        issuers: config.acceptedIssuers,
        audience: config.clientId,
        nonce: pending.nonce,
        now,
      }),
      new Date(now),
    )
  } catch (error) {
    if (!(error instanceof OAuthProviderError || error instanceof IdTokenError)) throw error
    logFailure(error)
    return 'error'
  }
  if (adult === null) {
    logFailure(new Error('the bank sent neither age_over_18 nor a birthdate'))
    return 'error'
  }
  if (!adult) return 'minor'
  // a cart placed or deleted meanwhile takes nothing: the customer starts again from a cart
  return (await markVerifiedAdult(env.DB, pending.orderId, BANK_IDENTITY_METHOD)) ? 'adult' : 'expired'
}
