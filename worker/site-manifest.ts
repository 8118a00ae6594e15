import type { Context } from 'hono'
import type { StorefrontEnv } from './env'

/** The build id the client polls (docs/product.md#browser); never cached, so a deploy is seen at once. */
export function siteManifest(c: Context<StorefrontEnv>): Response {
  c.header('cache-control', 'no-store')
  return c.json({ id: __BUILD_ID__ })
}
