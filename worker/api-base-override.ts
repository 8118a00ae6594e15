import type { Context } from 'hono'
import * as z from 'zod/mini'
import { COOKIE, parseCookies } from '../contract/cookies'
import { isProductionEnvironment } from '../contract/environment'
import { IS_VITE_DEV } from './dev-server'
import type { Bindings, StorefrontEnv } from './env'

/**
 * The API base form of development and staging (decision 001): a cookie that points this visitor's API calls
 * at another shop API. Anything it names is fetched by the worker and shown to the visitor, so it is a
 * server-side request the visitor steers (docs/security.md, hole 8). It therefore holds only
 * - where ENVIRONMENT is `local` or `staging` (an unset or unknown value counts as production),
 * - on `vite dev` or a host with STAGING_HOST_SUFFIX,
 * - for a base URL listed in API_BASE_OVERRIDES (empty by default: nothing besides the embedded API),
 * and the visitor's bearer is never sent to it (worker/upstream.ts). docs/decisions/015-storefront-hardening.md.
 */
const httpUrl = z.url({ protocol: /^https?$/ })

/** The environments where development tools may exist at all. */
export function allowsDevTools(environment: string | undefined): boolean {
  return !isProductionEnvironment(environment)
}

/** The form is offered: a development environment, and `vite dev` or a staging host. */
export function isDevToolsUnlocked(host: string, env: Pick<Bindings, 'ENVIRONMENT' | 'STAGING_HOST_SUFFIX'>): boolean {
  if (!allowsDevTools(env.ENVIRONMENT)) return false
  if (IS_VITE_DEV) return true
  const hostname = host.split(':')[0]?.toLowerCase() ?? ''
  const suffix = env.STAGING_HOST_SUFFIX.trim().toLowerCase()
  return suffix !== '' && hostname.endsWith(suffix)
}

/**
 * A base URL in its one comparable form (origin plus path without trailing slashes), or null when it is not a
 * plain http(s) base: user info, a query or a fragment (`…/robots.txt#` swallowed the API path) never pass.
 */
export function normalizeApiBase(value: string): string | null {
  const trimmed = value.trim().replace(/\/+$/, '')
  if (!httpUrl.safeParse(trimmed).success) return null
  const url = new URL(trimmed)
  const normalized = `${url.origin}${url.pathname.replace(/\/+$/, '')}`
  return normalized.toLowerCase() === trimmed.toLowerCase() ? normalized : null
}

/** API_BASE_OVERRIDES: base URLs separated by commas or spaces; malformed entries are ignored. */
export function allowedApiBases(list: string | undefined): string[] {
  return (list ?? '')
    .split(/[\s,]+/)
    .map(normalizeApiBase)
    .filter((base): base is string => base !== null)
}

/** The API base chosen in the form, when every condition above holds; else null (the configured API). */
export function getApiBaseOverride(c: Context<StorefrontEnv>): string | null {
  if (!isDevToolsUnlocked(new URL(c.req.url).host, c.env)) return null
  const chosen = parseCookies(c.req.header('cookie'))[COOKIE.apiBase]
  const base = chosen ? normalizeApiBase(chosen) : null
  if (base === null) return null
  return (
    allowedApiBases(c.env.API_BASE_OVERRIDES).find((allowed) => allowed.toLowerCase() === base.toLowerCase()) ?? null
  )
}
