import type { Upstream } from './upstream'
import type { D1Bookmarks } from './d1-bookmark'

export type Bindings = {
  SHOP_API: Fetcher
  CACHE: KVNamespace
  ENVIRONMENT: string
  SITE_URL: string
  API_UPSTREAM: string
  STAGING_HOST_SUFFIX: string
  /** Base URLs the API base form may choose on local and staging (commas or spaces); empty: none. */
  API_BASE_OVERRIDES: string
  AGE_GATE_LEAVE_URL: string
  /** Google Tag Manager container (`GTM-XXXX`); empty: no tag manager loads. Loaded only after consent. */
  GTM_ID?: string
  /** Heureka's public "Ověřeno zákazníky" certificate key; empty: no badge. Shown only after marketing consent. */
  HEUREKA_CERTIFICATE_KEY?: string
  REDIRECTS_TTL_SECONDS: string
}

export type Variables = {
  requestId: string
  /** CSP nonce of this response. */
  nonce: string
  /**
   * Set when the answer is a stored page (worker/page-cache.ts): the hashes of its inline scripts, which its CSP
   * names instead of the nonce (docs/decisions/059-cached-page-csp-hashes.md).
   */
  scriptHashes?: readonly string[]
  /** Where this request's API calls go, with the visitor's bearer token. */
  upstream: Upstream
  /** The D1 bookmark this request's API calls carry, and the newest one a call wrote (worker/d1-bookmark.ts). */
  d1Bookmarks: D1Bookmarks
  /** Which API the upstream is (`embedded`, or its base URL): caches of API data are kept apart by it. */
  upstreamKey: string
}

export type StorefrontEnv = { Bindings: Bindings; Variables: Variables }
