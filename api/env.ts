import type { LocaleCode } from '../contract/channel'
import type { ValidationLanguage } from '../contract/validation'

export type Bindings = {
  DB: D1Database
  MEDIA: R2Bucket
  ENVIRONMENT: string
  /** Prefix of image URLs; empty gives paths (`/media/...`) that the storefront serves on its own host. */
  PUBLIC_MEDIA_URL: string
}

export type Variables = {
  /** The locale resolved from Accept-Language among the channel's locales. */
  locale: LocaleCode
  language: ValidationLanguage
}

export type ApiEnv = { Bindings: Bindings; Variables: Variables }
