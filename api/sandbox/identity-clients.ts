import { errors, jwtVerify } from 'jose'
import { importApplePrivateKey } from '../auth/oauth/apple-secret'
import type { Bindings } from '../env'
import { equalSecrets } from '../payments/comgate'

/**
 * Who the sandbox identity provider knows: its three tenants (one per real provider, each with its own issuer),
 * the shop registered as a client of each (from the same environment the shop's client reads, as a real
 * provider keeps its own registration), the test people one can sign in as, and client authentication.
 */

export const IDENTITY_SANDBOX_PATH = '/sandbox/identity'

export const TENANTS = {
  google: { name: 'Google' },
  facebook: { name: 'Facebook' },
  apple: { name: 'Apple' },
  // the bank identity of the age check before ordering alcohol (decision 038)
  bankid: { name: 'Bank iD' },
} as const
export type Tenant = keyof typeof TENANTS

export function isTenant(value: string): value is Tenant {
  return Object.hasOwn(TENANTS, value)
}

export function issuerOf(tenant: Tenant): string {
  return `${IDENTITY_SANDBOX_PATH}/${tenant}`
}

export type SandboxPerson = {
  key: string
  givenName: string
  familyName: string
  email: string
  emailVerified: boolean
  /** Bank iD: whether the bank knows the person to be 18 or older. */
  adult?: boolean
}

/** Test identities: two with confirmed addresses, one whose address the provider has not confirmed. */
export const SANDBOX_PEOPLE: readonly SandboxPerson[] = [
  { key: 'jana', givenName: 'Jana', familyName: 'Nováková', email: 'jana.novakova@example.cz', emailVerified: true },
  { key: 'petr', givenName: 'Petr', familyName: 'Svoboda', email: 'petr.svoboda@example.cz', emailVerified: true },
  { key: 'tomas', givenName: 'Tomáš', familyName: 'Dvořák', email: 'tomas.dvorak@example.cz', emailVerified: false },
]

/** Bank iD's test people: an adult and a minor, so that both outcomes of the age check can be tried. */
export const SANDBOX_BANK_PEOPLE: readonly SandboxPerson[] = [
  {
    key: 'adult',
    givenName: 'Eva',
    familyName: 'Dospělá',
    email: 'eva.dospela@example.cz',
    emailVerified: true,
    adult: true,
  },
  {
    key: 'minor',
    givenName: 'Adam',
    familyName: 'Mladý',
    email: 'adam.mlady@example.cz',
    emailVerified: true,
    adult: false,
  },
]

export function peopleOf(tenant: Tenant): readonly SandboxPerson[] {
  return tenant === 'bankid' ? SANDBOX_BANK_PEOPLE : SANDBOX_PEOPLE
}

export function findPerson(tenant: Tenant, key: string): SandboxPerson | undefined {
  return peopleOf(tenant).find((person) => person.key === key)
}

/** The shop's client id at a tenant ('' when the shop has none). */
export function registeredClientId(env: Bindings, tenant: Tenant): string {
  return {
    google: env.OAUTH_GOOGLE_CLIENT_ID,
    facebook: env.OAUTH_FACEBOOK_CLIENT_ID,
    apple: env.OAUTH_APPLE_CLIENT_ID,
    bankid: env.OAUTH_BANKID_CLIENT_ID,
  }[tenant]
}

/** A redirect URI the shop registered: its storefront's callback for this tenant, on any local origin. */
export function isRegisteredRedirect(tenant: Tenant, redirectUri: string): boolean {
  if (!URL.canParse(redirectUri)) return false
  const url = new URL(redirectUri)
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.pathname === `/oauth/callback/${tenant}` &&
    url.hash === ''
  )
}

/** Apple's client secret lives at most six months. */
const APPLE_SECRET_MAX_SECONDS = 15_777_000

/** The public half of the team key the shop signs with (the key "uploaded to Apple"). */
async function appleTeamPublicKey(env: Bindings): Promise<CryptoKey> {
  const { kty, crv, x, y } = (await crypto.subtle.exportKey(
    'jwk',
    await importApplePrivateKey(env.OAUTH_APPLE_PRIVATE_KEY, true),
  )) as JsonWebKey
  return crypto.subtle.importKey('jwk', { kty, crv, x, y }, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify'])
}

/** Apple's check of the client-secret JWT: ES256 by the team's key, issued by the team for this client. */
async function isValidAppleSecret(env: Bindings, secret: string, clientId: string, now: number): Promise<boolean> {
  try {
    const { payload, protectedHeader } = await jwtVerify(secret, await appleTeamPublicKey(env), {
      algorithms: ['ES256'],
      issuer: env.OAUTH_APPLE_TEAM_ID,
      subject: clientId,
      audience: issuerOf('apple'),
      requiredClaims: ['iat', 'exp'],
      currentDate: new Date(now),
    })
    const { iat, exp } = payload as { iat: number; exp: number }
    const issuedInTime = iat <= Math.floor(now / 1000) + 60 && exp - iat <= APPLE_SECRET_MAX_SECONDS
    return protectedHeader.kid === env.OAUTH_APPLE_KEY_ID && issuedInTime
  } catch (error) {
    if (error instanceof errors.JOSEError) return false
    throw error
  }
}

/** Client authentication at the token endpoint (client_secret_post or client_secret_basic; Apple: its JWT). */
export async function authenticateClient(
  env: Bindings,
  tenant: Tenant,
  clientId: string,
  secret: string,
  now: number,
): Promise<boolean> {
  const registered = registeredClientId(env, tenant)
  if (!registered || !equalSecrets(clientId, registered) || !secret) return false
  switch (tenant) {
    case 'google':
      return equalSecrets(secret, env.OAUTH_GOOGLE_CLIENT_SECRET)
    case 'facebook':
      return equalSecrets(secret, env.OAUTH_FACEBOOK_CLIENT_SECRET)
    case 'apple':
      return env.OAUTH_APPLE_PRIVATE_KEY !== '' && isValidAppleSecret(env, secret, clientId, now)
    case 'bankid':
      return equalSecrets(secret, env.OAUTH_BANKID_CLIENT_SECRET)
  }
}
