import type { Context } from 'hono'
import * as z from 'zod/mini'
import { COOKIE, serializeCookie, YEAR_SECONDS } from '../contract/cookies'
import type { StorefrontEnv } from './env'

const form = z.object({ return: z._default(z.string(), '/') })

/** A same-site path to go back to; anything else (`//evil`, `https://…`) becomes the home page. */
export function safeReturnPath(value: string): string {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : '/'
}

/**
 * The age gate's confirm button without JavaScript: a form post that remembers the visitor for a year and
 * goes back to the page. With JavaScript the page sets the same cookie itself.
 */
export async function confirmAge(c: Context<StorefrontEnv>): Promise<Response> {
  const parsed = form.safeParse(Object.fromEntries(await c.req.formData().catch(() => new FormData())))
  const target = safeReturnPath(parsed.success ? parsed.data.return : '/')
  const secure = new URL(c.req.url).protocol === 'https:'
  c.header('set-cookie', serializeCookie(COOKIE.ageVerified, '1', { maxAge: YEAR_SECONDS, secure }))
  c.header('cache-control', 'no-store')
  return c.redirect(target, 303)
}
