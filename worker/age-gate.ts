import type { Context } from 'hono'
import * as z from 'zod/mini'
import { COOKIE, serializeCookie, YEAR_SECONDS } from '../contract/cookies'
import type { StorefrontEnv } from './env'
import { discardLimit, MAX_FORM_BYTES, payloadTooLarge, readFormWithin } from './request-body'
import { safeReturnPath } from './return-path'

const form = z.object({ return: z._default(z.string(), '/') })

/**
 * The age gate's confirm button without JavaScript: a form post that remembers the visitor for a year and
 * goes back to the page. With JavaScript the page sets the same cookie itself.
 */
export async function confirmAge(c: Context<StorefrontEnv>): Promise<Response> {
  const fields = await readFormWithin(c.req.raw, discardLimit(c.env.ENVIRONMENT))
  if (fields === null) return payloadTooLarge(MAX_FORM_BYTES)
  const parsed = form.safeParse(fields)
  const target = safeReturnPath(parsed.success ? parsed.data.return : '/')
  const secure = new URL(c.req.url).protocol === 'https:'
  c.header('set-cookie', serializeCookie(COOKIE.ageVerified, '1', { maxAge: YEAR_SECONDS, secure }))
  c.header('cache-control', 'no-store')
  return c.redirect(target, 303)
}
