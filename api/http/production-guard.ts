import { createMiddleware } from 'hono/factory'
import { isProductionEnvironment, settingProblemsOnce, settingText as text } from '../../contract/environment.ts'
import type { ApiEnv, Bindings } from '../env'
import { shopAccountProblems } from '../payments/shop-account.ts'
import { hydraErrorResponse } from '../../contract/hydra.ts'
import { carrierPairProblems, carrierPairs } from '../shipping/carrier-config.ts'

/**
 * Production is safe by default: outside ENVIRONMENT "local" and "staging" the API refuses to serve (503 on
 * every call, the cron does nothing) while any setting that only a developer's machine may have is left on.
 * The same rules run before a deploy (scripts/check-production.ts), so a bad configuration never goes live.
 */

/** Secrets as the repository ships them for local use (api/wrangler.toml); production sets its own. */
export const PRODUCTION_SECRETS = [
  'JWT_SECRET',
  'COMGATE_SECRET',
  'MAIL_API_TOKEN',
  'OAUTH_GOOGLE_CLIENT_SECRET',
  'OAUTH_FACEBOOK_CLIENT_SECRET',
  'OAUTH_APPLE_PRIVATE_KEY',
  'OAUTH_BANKID_CLIENT_SECRET',
  'PACKETA_API_PASSWORD',
  'PPL_CLIENT_ID',
  'PPL_CLIENT_SECRET',
] as const
/** Third-party URLs: a relative one points the client at this worker's sandbox. */
const THIRD_PARTY_URLS = [
  'COMGATE_API_URL',
  'HEUREKA_API_URL',
  'PACKETA_API_URL',
  'PACKETA_REST_URL',
  'PPL_API_URL',
  'ARES_API_URL',
  'OAUTH_GOOGLE_ISSUER',
  'OAUTH_GOOGLE_AUTHORIZATION_URL',
  'OAUTH_GOOGLE_TOKEN_URL',
  'OAUTH_GOOGLE_JWKS_URL',
  'OAUTH_FACEBOOK_ISSUER',
  'OAUTH_FACEBOOK_AUTHORIZATION_URL',
  'OAUTH_FACEBOOK_TOKEN_URL',
  'OAUTH_FACEBOOK_JWKS_URL',
  'OAUTH_APPLE_ISSUER',
  'OAUTH_APPLE_AUTHORIZATION_URL',
  'OAUTH_APPLE_TOKEN_URL',
  'OAUTH_APPLE_JWKS_URL',
  'OAUTH_BANKID_ISSUER',
  'OAUTH_BANKID_AUTHORIZATION_URL',
  'OAUTH_BANKID_TOKEN_URL',
  'OAUTH_BANKID_JWKS_URL',
] as const
/** What the repository's local values of the secrets contain; no real secret does. */
const LOCAL_SECRET_MARKERS =
  /sandbox|local-only|not-for-production|change-me|MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgZb2pLdt78znDMwDd/i
const MIN_JWT_SECRET_LENGTH = 32

export type ApiSettings = Partial<Record<keyof Bindings, unknown>>

/** What stops this configuration from running in production; empty when it may (or when it is not production). */
export function apiProductionProblems(env: ApiSettings): string[] {
  if (!isProductionEnvironment(text(env.ENVIRONMENT))) return []
  const problems: string[] = []
  if (text(env.SANDBOXES) !== 'off') problems.push('SANDBOXES must be "off"')
  if (text(env.MAIL_PROVIDER) !== 'postmark')
    problems.push('MAIL_PROVIDER must be "postmark" (the sandbox mailbox is local only)')
  if (!/^https:\/\//.test(text(env.STOREFRONT_URL)))
    problems.push('STOREFRONT_URL must be the https origin of the storefront')
  if (text(env.COMGATE_MERCHANT) === '')
    problems.push("COMGATE_MERCHANT must be the shop's merchant id from the Comgate portal")
  if (text(env.COMGATE_TEST) !== 'false') problems.push('COMGATE_TEST must be "false" (test payments are never paid)')
  if (text(env.PACKETA_API_KEY) === '' || LOCAL_SECRET_MARKERS.test(text(env.PACKETA_API_KEY)))
    problems.push("PACKETA_API_KEY must be the shop's Packeta API key")
  if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(text(env.SHOP_NOTIFICATION_EMAIL)))
    problems.push(
      "SHOP_NOTIFICATION_EMAIL must be the customer service's address (contact messages, complaints, returns)",
    )
  // the account every transfer order and its QR Platba name (docs/qr-platba.md): money sent to a wrong one is lost
  problems.push(...shopAccountProblems(env))
  // a method whose carrier has no adapter would sell parcels nobody can create (decision 060)
  problems.push(...carrierPairProblems(text(env.SHIPPING_CARRIERS)))
  // PPL's credentials are needed once a method ships by PPL (decision 063); without one, PPL is not asked at all
  const pplShips = [...carrierPairs(text(env.SHIPPING_CARRIERS)).values()].includes('ppl')
  for (const name of PRODUCTION_SECRETS) {
    const value = text(env[name])
    if (value === '' && name.startsWith('PPL_') && !pplShips) continue
    // an empty client id switches a provider off; its secret may then be empty too. Without Packeta's API
    // password the shop still sells; only dispatching a Packeta parcel is refused (decisions 044, 060)
    if (value === '' && (name.startsWith('OAUTH_') || name === 'PACKETA_API_PASSWORD')) continue
    if (value === '' || LOCAL_SECRET_MARKERS.test(value))
      problems.push(
        `${name} must be set with \`wrangler secret put ${name}\` (the repository's value is for local use only)`,
      )
  }
  if (text(env.JWT_SECRET).length < MIN_JWT_SECRET_LENGTH)
    problems.push(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long`)
  for (const name of THIRD_PARTY_URLS) {
    const value = text(env[name])
    if (value !== '' && !/^https:\/\//.test(value))
      problems.push(`${name} must be an https URL of the real service, not the sandbox (${value})`)
  }
  // Heureka's "Ověřeno zákazníky" (decision 062) is optional: off without an endpoint, and with one it needs the real key
  const heurekaKey = text(env.HEUREKA_API_KEY)
  if (text(env.HEUREKA_API_URL) !== '' && (heurekaKey === '' || LOCAL_SECRET_MARKERS.test(heurekaKey)))
    problems.push('HEUREKA_API_KEY must be set with `wrangler secret put HEUREKA_API_KEY` while HEUREKA_API_URL is set')
  // the staff console's sign-in (decision 049): Access of the shop's own team, never the local sandbox's keys
  const team = text(env.ACCESS_TEAM_DOMAIN)
  if (team !== '' && !/^https:\/\/[a-z0-9-]+\.cloudflareaccess\.com\/?$/.test(team))
    problems.push(
      `ACCESS_TEAM_DOMAIN must be the team's domain "https://<team>.cloudflareaccess.com", not the sandbox (${team})`,
    )
  if (LOCAL_SECRET_MARKERS.test(text(env.ACCESS_AUD)))
    problems.push("ACCESS_AUD must be the Access application's AUD tag, not the sandbox's")
  return problems
}

/** Checked once per isolate and logged once (contract/environment.ts). */
export const unsafeProductionSettings: (env: Bindings) => string[] = settingProblemsOnce(apiProductionProblems)

export const refuseUnsafeProduction = createMiddleware<ApiEnv>(async function refuseUnsafeProduction(c, next) {
  if (unsafeProductionSettings(c.env).length > 0) return hydraErrorResponse(503, 'Service Unavailable')
  await next()
})
