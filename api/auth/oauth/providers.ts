import type { Bindings } from '../../env'

/**
 * The social login providers (docs/product.md#roles) as OpenID Connect clients of this shop, configured by
 * environment (api/wrangler.toml). URLs may be relative: then they name the sandbox in this worker
 * (api/sandbox/identity.ts), reached in process by the server and through the storefront by the browser.
 */
export const OAUTH_PROVIDERS = ['google', 'facebook', 'apple'] as const
export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number]

export function isOAuthProvider(value: string): value is OAuthProviderId {
  return (OAUTH_PROVIDERS as readonly string[]).includes(value)
}

/** How the shop authenticates at the token endpoint. */
export type ClientAuth =
  | { method: 'client_secret_post'; secret: string }
  /** Apple: `client_secret` is an ES256 JWT signed with the team's private key (api/auth/oauth/apple-secret.ts). */
  | { method: 'apple_client_secret_jwt'; teamId: string; keyId: string; privateKeyPem: string }

/** A social login provider's configuration; `ProviderConfig<'bankid'>` is the age check's (never a way to sign in). */
export type ProviderConfig<Id extends string = OAuthProviderId> = {
  id: Id
  clientId: string
  clientAuth: ClientAuth
  issuer: string
  /** `iss` values an id_token may carry: the issuer, and for Google its historical form without scheme. */
  acceptedIssuers: string[]
  authorizationUrl: string
  tokenUrl: string
  jwksUrl: string
  scope: string
  /** Apple posts the answer (`form_post`) when names or e-mail are asked for; the others redirect (`query`). */
  responseMode: 'query' | 'form_post'
  /** Facebook shares only confirmed addresses and sends no `email_verified` claim. */
  emailVerifiedWithoutClaim: boolean
}

type Endpoints = Pick<ProviderConfig, 'issuer' | 'authorizationUrl' | 'tokenUrl' | 'jwksUrl'>

function endpoints(env: Bindings, prefix: 'GOOGLE' | 'FACEBOOK' | 'APPLE' | 'BANKID'): Endpoints {
  return {
    issuer: env[`OAUTH_${prefix}_ISSUER`],
    authorizationUrl: env[`OAUTH_${prefix}_AUTHORIZATION_URL`],
    tokenUrl: env[`OAUTH_${prefix}_TOKEN_URL`],
    jwksUrl: env[`OAUTH_${prefix}_JWKS_URL`],
  }
}

function complete<Id extends string>(config: ProviderConfig<Id>): ProviderConfig<Id> | null {
  const required = [config.clientId, config.issuer, config.authorizationUrl, config.tokenUrl, config.jwksUrl]
  const auth = config.clientAuth
  const secrets = auth.method === 'client_secret_post' ? [auth.secret] : [auth.teamId, auth.keyId, auth.privateKeyPem]
  return [...required, ...secrets].every((value) => typeof value === 'string' && value !== '') ? config : null
}

/** A provider's configuration, or null when it is unknown or not fully configured (then it is switched off). */
export function getProviderConfig(env: Bindings, id: string): ProviderConfig | null {
  if (!isOAuthProvider(id)) return null
  switch (id) {
    case 'google': {
      const urls = endpoints(env, 'GOOGLE')
      const alias = urls.issuer === 'https://accounts.google.com' ? ['accounts.google.com'] : []
      return complete({
        id,
        clientId: env.OAUTH_GOOGLE_CLIENT_ID,
        clientAuth: { method: 'client_secret_post', secret: env.OAUTH_GOOGLE_CLIENT_SECRET },
        ...urls,
        acceptedIssuers: [urls.issuer, ...alias],
        scope: 'openid email profile',
        responseMode: 'query',
        emailVerifiedWithoutClaim: false,
      })
    }
    case 'facebook': {
      const urls = endpoints(env, 'FACEBOOK')
      return complete({
        id,
        clientId: env.OAUTH_FACEBOOK_CLIENT_ID,
        clientAuth: { method: 'client_secret_post', secret: env.OAUTH_FACEBOOK_CLIENT_SECRET },
        ...urls,
        acceptedIssuers: [urls.issuer],
        scope: 'openid email public_profile',
        responseMode: 'query',
        emailVerifiedWithoutClaim: true,
      })
    }
    case 'apple': {
      const urls = endpoints(env, 'APPLE')
      return complete({
        id,
        clientId: env.OAUTH_APPLE_CLIENT_ID,
        clientAuth: {
          method: 'apple_client_secret_jwt',
          teamId: env.OAUTH_APPLE_TEAM_ID,
          keyId: env.OAUTH_APPLE_KEY_ID,
          privateKeyPem: env.OAUTH_APPLE_PRIVATE_KEY,
        },
        ...urls,
        acceptedIssuers: [urls.issuer],
        // Apple's scopes: no `openid` (the id_token comes anyway); asking for them requires form_post
        scope: 'name email',
        responseMode: 'form_post',
        emailVerifiedWithoutClaim: false,
      })
    }
  }
}

/**
 * The bank identity (Bank iD) of the age check (decision 038), or null when not configured. It asks only for
 * the age fact (`age_over_18`, else `birthdate` to derive it); no name, e-mail or address.
 */
export function getBankIdConfig(env: Bindings): ProviderConfig<'bankid'> | null {
  const urls = endpoints(env, 'BANKID')
  return complete({
    id: 'bankid',
    clientId: env.OAUTH_BANKID_CLIENT_ID,
    clientAuth: { method: 'client_secret_post', secret: env.OAUTH_BANKID_CLIENT_SECRET },
    ...urls,
    acceptedIssuers: [urls.issuer],
    scope: 'openid age_over_18',
    responseMode: 'query',
    emailVerifiedWithoutClaim: false,
  })
}
