import type { Context } from 'hono'
import type { ApiEnv } from '../env'

/**
 * The storefront's public origin for links in e-mails and payment return addresses: STOREFRONT_URL. Only a
 * local shop (ENVIRONMENT "local", any port) may fall back to the host the storefront's proxy reports;
 * anywhere else a missing setting is an error rather than a link built from a request header.
 */
export function storefrontOrigin(c: Context<ApiEnv>): string {
  if (c.env.STOREFRONT_URL) return c.env.STOREFRONT_URL.replace(/\/+$/, '')
  if (c.env.ENVIRONMENT !== 'local') throw new Error('STOREFRONT_URL is not set')
  const host = c.req.header('x-forwarded-host')
  const proto = c.req.header('x-forwarded-proto') === 'https' ? 'https' : 'http'
  return host ? `${proto}://${host}` : new URL(c.req.url).origin
}
