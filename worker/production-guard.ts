import { createMiddleware } from 'hono/factory'
import { isProductionEnvironment, settingProblemsOnce, settingText as text } from '../contract/environment.ts'
import type { Bindings, StorefrontEnv } from './env'

/**
 * Production is safe by default: outside ENVIRONMENT "local" and "staging" the storefront refuses to serve
 * (503) while a development aid is configured. The same rules run before a deploy (scripts/check-production.ts).
 */
export type StorefrontSettings = Partial<Record<keyof Bindings, unknown>>

export function storefrontProductionProblems(env: StorefrontSettings): string[] {
  if (!isProductionEnvironment(text(env.ENVIRONMENT))) return []
  const problems: string[] = []
  if (text(env.STAGING_HOST_SUFFIX) !== '')
    problems.push('STAGING_HOST_SUFFIX must be empty (it unlocks the API-base override)')
  if (text(env.API_BASE_OVERRIDES).trim() !== '')
    problems.push('API_BASE_OVERRIDES must be empty (no other API may be chosen from a browser)')
  if (!/^https:\/\/[^/]+$/.test(text(env.SITE_URL)))
    problems.push('SITE_URL must be the https origin of the shop (canonical links, redirects)')
  const upstream = text(env.API_UPSTREAM)
  if (upstream !== '' && !/^https:\/\//.test(upstream))
    problems.push('API_UPSTREAM must be empty (the embedded API) or an https URL')
  return problems
}

const unsafeProductionSettings = settingProblemsOnce(storefrontProductionProblems)

export const refuseUnsafeProduction = createMiddleware<StorefrontEnv>(async function refuseUnsafeProduction(c, next) {
  if (unsafeProductionSettings(c.env).length > 0)
    return c.text('Služba je dočasně nedostupná.', 503, { 'retry-after': '300' })
  await next()
})
