import { createMiddleware } from 'hono/factory'
import { IS_VITE_DEV } from '../dev-server'
import type { StorefrontEnv } from '../env'
import { isPersonalPath, referrerPolicyFor } from '../page-policy'

/** 16 random bytes in base64: the CSP nonce of one rendered answer (a stored page has none, worker/page-cache.ts). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

/** The Packeta pickup-point widget (docs/czech-commerce.md#packeta): its script, styles, API calls and map frame. */
const PACKETA_WIDGET = 'https://widget.packeta.com'

/** Google's tag manager and analytics, allowed only when a container is configured (it loads after consent). */
const GOOGLE_TAGS = 'https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com'

/**
 * Heureka's "Ověřeno zákazníky" badge (docs/decisions/062-heureka-certification.md): its widget script comes from
 * cz.im9.cz and, on hover, opens an iframe from the same host; the tab's picture comes from im9.cz, which img-src
 * (any https) already allows. It fetches nothing and loads no stylesheet. Allowed only when a certificate key is set.
 */
const HEUREKA_WIDGET = 'https://cz.im9.cz'

/**
 * What allows a page's inline scripts: a rendered answer's nonce, or, for a page from the edge cache, the
 * hashes of the stored page's inline scripts (docs/decisions/059-cached-page-csp-hashes.md).
 */
export type InlineScripts = { nonce: string } | { hashes: readonly string[] }

/**
 * The CSP of HTML pages: scripts only from our origin, the page's own inline scripts (by nonce or hash), the
 * pickup-point widget, Google's tags when a tag manager is configured, Heureka's badge when its key is.
 */
export function contentSecurityPolicy(inline: InlineScripts, dev: boolean, tags = false, heureka = false): string {
  const googleTags = tags ? ` ${GOOGLE_TAGS}` : ''
  const heurekaWidget = heureka ? ` ${HEUREKA_WIDGET}` : ''
  const allowed = 'nonce' in inline ? `'nonce-${inline.nonce}'` : inline.hashes.map((hash) => `'${hash}'`).join(' ')
  return [
    "default-src 'self'",
    `script-src 'self' ${allowed} ${PACKETA_WIDGET}${googleTags}${heurekaWidget}${dev ? " 'unsafe-eval'" : ''}`,
    // React writes style attributes; no inline <style> of ours carries secrets.
    `style-src 'self' 'unsafe-inline' ${PACKETA_WIDGET}`,
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${PACKETA_WIDGET}${googleTags}${dev ? ' ws: wss:' : ''}`,
    `frame-src ${PACKETA_WIDGET}${heurekaWidget}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

export const securityHeaders = createMiddleware<StorefrontEnv>(async function setSecurityHeaders(c, next) {
  const nonce = createNonce()
  c.set('nonce', nonce)
  await next()
  const headers = c.res.headers
  const { pathname, protocol } = new URL(c.req.url)
  headers.set('x-content-type-options', 'nosniff')
  headers.set('referrer-policy', referrerPolicyFor(pathname))
  // whatever answered (page, redirect, error): a response of a personal page is never kept by a cache
  if (isPersonalPath(pathname)) headers.set('cache-control', 'no-store')
  headers.set('x-frame-options', 'DENY')
  headers.set('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(self)')
  headers.set('cross-origin-opener-policy', 'same-origin')
  if (protocol === 'https:') headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains')
  if ((headers.get('content-type') ?? '').startsWith('text/html')) {
    const hashes = c.var.scriptHashes
    const inline = hashes ? { hashes } : { nonce }
    headers.set(
      'content-security-policy',
      contentSecurityPolicy(inline, IS_VITE_DEV, Boolean(c.env.GTM_ID), Boolean(c.env.HEUREKA_CERTIFICATE_KEY)),
    )
  }
})
