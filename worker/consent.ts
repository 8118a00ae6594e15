import type { Context } from 'hono'
import * as z from 'zod/mini'
import { consentValue } from '../contract/consent'
import { COOKIE, serializeCookie, YEAR_SECONDS } from '../contract/cookies'
import type { StorefrontEnv } from './env'
import { discardLimit, MAX_FORM_BYTES, payloadTooLarge, readFormWithin } from './request-body'
import { safeReturnPath } from './return-path'

/** The banner's form: "Přijmout vše" (all), "Odmítnout vše" (none) or the settings' checkboxes (custom). */
const form = z.object({
  choice: z.enum(['all', 'none', 'custom']),
  analytics: z.optional(z.string()),
  marketing: z.optional(z.string()),
  return: z._default(z.string(), '/'),
})

/**
 * The consent banner without JavaScript (docs/decisions/035-cookie-consent.md): a form post that remembers
 * the choice for a year and goes back to the page. With JavaScript the banner sets the same cookie itself.
 * An unreadable form chooses nothing (only necessary cookies are used until a choice is made).
 */
export async function chooseConsent(c: Context<StorefrontEnv>): Promise<Response> {
  const fields = await readFormWithin(c.req.raw, discardLimit(c.env.ENVIRONMENT))
  if (fields === null) return payloadTooLarge(MAX_FORM_BYTES)
  const parsed = form.safeParse(fields)
  c.header('cache-control', 'no-store')
  if (!parsed.success) return c.redirect('/', 303)
  const { choice, analytics, marketing } = parsed.data
  const granted = (field: string | undefined) => choice === 'all' || (choice === 'custom' && field === 'on')
  const value = consentValue({ analytics: granted(analytics), marketing: granted(marketing) })
  const secure = new URL(c.req.url).protocol === 'https:'
  c.header('set-cookie', serializeCookie(COOKIE.consent, value, { maxAge: YEAR_SECONDS, secure }))
  return c.redirect(safeReturnPath(parsed.data.return), 303)
}
