import type { LocaleCode } from '../contract/channel'
import type { ValidationLanguage } from '../contract/validation'

export type Bindings = {
  DB: D1Database
  MEDIA: R2Bucket
  /** Attachments of complaints (decision 026): private, never served; objects under random keys. */
  CLAIMS: R2Bucket
  ENVIRONMENT: string
  /** Prefix of image URLs; empty gives paths (`/media/...`) that the storefront serves on its own host. */
  PUBLIC_MEDIA_URL: string
  /** "on" serves the local sandboxes under /sandbox/* (api/sandbox). */
  SANDBOXES: string
  /** Public origin of the storefront; empty: from x-forwarded-host. */
  STOREFRONT_URL: string
  COMGATE_API_URL: string
  COMGATE_MERCHANT: string
  COMGATE_SECRET: string
  COMGATE_TEST: string
  /**
   * The carrier of each shipping method, `method=carrier` pairs separated by commas ("packeta=packeta"); the
   * carrier is an adapter's code in api/shipping/registry.ts. A method not listed ships without a carrier.
   */
  SHIPPING_CARRIERS: string
  PACKETA_API_URL: string
  PACKETA_API_KEY: string
  /**
   * Packeta's packet API (createPacket, labels, cancelPacket, packetStatus): its REST/XML URL
   * ("https://www.zasilkovna.cz/api/rest"; relative: the sandbox) and the API password from the client section,
   * a wrangler secret in production.
   */
  PACKETA_REST_URL: string
  PACKETA_API_PASSWORD: string
  /**
   * PPL's CPL API (myAPI2, decision 063): its base ("https://api.dhl.com/ecs/ppl/myapi2"; relative: the sandbox)
   * and the OAuth2 client credentials PPL issues, both wrangler secrets in production.
   */
  PPL_API_URL: string
  PPL_CLIENT_ID: string
  PPL_CLIENT_SECRET: string
  /**
   * The business register ARES (api/companies, decision 031): its REST base, e.g.
   * "https://ares.gov.cz/ekonomicke-subjekty-v-be/rest/"; a relative URL is the sandbox. Unset: the sandbox when
   * SANDBOXES is "on", else the real register.
   */
  ARES_API_URL?: string
  /** ARES answers cached for a day (decision 031). Unset: every lookup asks ARES. */
  CACHE?: KVNamespace
  /**
   * E-mail (api/mail): MAIL_PROVIDER "postmark" sends through Postmark's HTTP API at MAIL_API_URL (empty: its
   * public URL) with the server token MAIL_API_TOKEN (a wrangler secret in production); "sandbox" sends through
   * the same client to the local mailbox (/sandbox/mailbox). MAIL_FROM: `Drinkárna <obchod@drinkarna.cz>`.
   */
  MAIL_PROVIDER: string
  MAIL_API_URL: string
  MAIL_API_TOKEN: string
  MAIL_FROM: string
  /**
   * Heureka's "Ověřeno zákazníky" (decision 062): its API base (`https://api.heureka.cz/`, or relative: the sandbox
   * `/sandbox/heureka/`) and the shop's secret key (a wrangler secret in production). Either empty: no order is
   * reported to Heureka.
   */
  HEUREKA_API_URL?: string
  HEUREKA_API_KEY?: string
  /** Where the shop is told of a contact message, complaint or return (decision 026). */
  SHOP_NOTIFICATION_EMAIL: string
  /**
   * The shop's account for bank transfers (docs/qr-platba.md): the Czech form `2001234588/2010`, its IBAN and the
   * bank's BIC. All three empty: no account and no QR Platba are shown; production refuses that.
   */
  SHOP_BANK_ACCOUNT?: string
  SHOP_IBAN?: string
  SHOP_BIC?: string
  /**
   * Days after delivery or pick-up when the review invitation is mailed (decision 061); unset: 7.
   */
  REVIEW_INVITATION_DAYS?: string
  /** HMAC key of the access tokens; a wrangler secret in production. */
  JWT_SECRET: string
  /**
   * Social login (api/auth/oauth): per provider the client id, its secret (wrangler secrets in production), and
   * the issuer, authorization, token and JWKS URLs; relative URLs name the sandbox (api/sandbox/identity.ts).
   * An empty client id switches the provider off.
   */
  OAUTH_GOOGLE_CLIENT_ID: string
  OAUTH_GOOGLE_CLIENT_SECRET: string
  OAUTH_GOOGLE_ISSUER: string
  OAUTH_GOOGLE_AUTHORIZATION_URL: string
  OAUTH_GOOGLE_TOKEN_URL: string
  OAUTH_GOOGLE_JWKS_URL: string
  OAUTH_FACEBOOK_CLIENT_ID: string
  OAUTH_FACEBOOK_CLIENT_SECRET: string
  OAUTH_FACEBOOK_ISSUER: string
  OAUTH_FACEBOOK_AUTHORIZATION_URL: string
  OAUTH_FACEBOOK_TOKEN_URL: string
  OAUTH_FACEBOOK_JWKS_URL: string
  /** The Services ID of "Sign in with Apple". */
  OAUTH_APPLE_CLIENT_ID: string
  OAUTH_APPLE_TEAM_ID: string
  OAUTH_APPLE_KEY_ID: string
  /** The team's private key (PKCS #8 PEM, the `.p8` file) that signs the client-secret JWT. */
  OAUTH_APPLE_PRIVATE_KEY: string
  OAUTH_APPLE_ISSUER: string
  OAUTH_APPLE_AUTHORIZATION_URL: string
  OAUTH_APPLE_TOKEN_URL: string
  OAUTH_APPLE_JWKS_URL: string
  /**
   * Bearer tokens of the admin API (/api/v2/admin, decision 029), a wrangler secret: `name:token` pairs (or a
   * bare token, named "admin") separated by spaces, commas or new lines; tokens shorter than 32 characters
   * are ignored. Unset or empty: the admin API does not exist (404).
   */
  ADMIN_API_TOKEN?: string
  /**
   * The API worker's own hostname, for the admin API only (decision 029): requests to it are served under
   * /api/v2/admin and nowhere else, so the shop API stays behind the storefront. Unset: no such host (local).
   */
  ADMIN_HOST?: string
  /**
   * Cloudflare Access in front of the admin host (decision 049): the team's domain
   * (`https://<team>.cloudflareaccess.com`, whose `/cdn-cgi/access/certs` are the signing keys and which is the
   * tokens' issuer; relative: the local sandbox), the Access application's AUD tag, and who may work in the
   * console: `e-mail:role` pairs, role `staff` or `admin`. All three set: the console's people sign in; unset:
   * only the bearer tokens open the admin API.
   */
  ACCESS_TEAM_DOMAIN?: string
  ACCESS_AUD?: string
  ADMIN_ACCESS_ROLES?: string
  /** The staff console's built files (Workers static assets, staging and production only; decision 049). */
  CONSOLE?: Fetcher
  /**
   * The bank identity (Bank iD) used for the age check before ordering alcohol (decision 038), an OpenID
   * Connect client like the social ones; its secret is a wrangler secret in production. An empty client id
   * switches the bank identity off, and then alcohol cannot be ordered.
   */
  OAUTH_BANKID_CLIENT_ID: string
  OAUTH_BANKID_CLIENT_SECRET: string
  OAUTH_BANKID_ISSUER: string
  OAUTH_BANKID_AUTHORIZATION_URL: string
  OAUTH_BANKID_TOKEN_URL: string
  OAUTH_BANKID_JWKS_URL: string
}

export type Variables = {
  /** The logged-in customer (a valid bearer token), or null for a guest. */
  customerId: number | null
  /** The session of the bearer token (its `sid`), which logout ends; null for a guest. */
  sessionId: string | null
  /** Whether the logged-in customer's e-mail is verified; false for a guest (decision 013). */
  customerVerified: boolean
  /** The locale resolved from Accept-Language among the channel's locales. */
  locale: LocaleCode
  language: ValidationLanguage
  /** The storefront's request id (x-request-id), or a new one: in the request log and the error log. */
  requestId: string
}

export type ApiEnv = { Bindings: Bindings; Variables: Variables }
