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
}

export type Variables = {
  /** The locale resolved from Accept-Language among the channel's locales. */
  locale: LocaleCode
  language: ValidationLanguage
}

export type ApiEnv = { Bindings: Bindings; Variables: Variables }
