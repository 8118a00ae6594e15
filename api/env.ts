import type { LocaleCode } from '../contract/channel'
import type { ValidationLanguage } from '../contract/validation'

export type Bindings = {
  DB: D1Database
  MEDIA: R2Bucket
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
  PACKETA_API_URL: string
  PACKETA_API_KEY: string
  /**
   * E-mail (api/mail): MAIL_PROVIDER "postmark" sends through Postmark's HTTP API at MAIL_API_URL (empty: its
   * public URL) with the server token MAIL_API_TOKEN (a wrangler secret in production); "sandbox" sends through
   * the same client to the local mailbox (/sandbox/mailbox). MAIL_FROM: `Drinkárna <obchod@drinkarna.cz>`.
   */
  MAIL_PROVIDER: string
  MAIL_API_URL: string
  MAIL_API_TOKEN: string
  MAIL_FROM: string
}

export type Variables = {
  /** The locale resolved from Accept-Language among the channel's locales. */
  locale: LocaleCode
  language: ValidationLanguage
}

export type ApiEnv = { Bindings: Bindings; Variables: Variables }
