import { createIsomorphicFn } from '@tanstack/react-start'
import { parseConsent } from '../../../contract/consent'
import { COOKIE, parseCookies } from '../../../contract/cookies'
import { requireServerContext } from '../../lib/request-context'
import { isCrawler } from '../../lib/crawler'

/** Per-visit facts the server knows and the page needs; returned by the root loader, so they hydrate. */
export type ShellData = {
  /** The host in the age gate's text (docs/product.md#age-gate). */
  host: string
  siteUrl: string
  ageVerified: boolean
  ageGateLeaveUrl: string
  /** A cookie choice of the current version exists: no consent banner (a page-cache variant, like the age). */
  consentChosen: boolean
  /** The tag manager container (empty: none), for the Consent Mode head script. */
  gtmId: string
  /** Heureka's public certificate key (empty: no badge), for the footer's badge after marketing consent. */
  heurekaKey: string
  devTools: { unlocked: boolean; apiBase: string | null }
  isCrawler: boolean
}

export const getShellData = createIsomorphicFn()
  .server((): ShellData => {
    const context = requireServerContext()
    return {
      host: new URL(context.url).host,
      siteUrl: context.siteUrl,
      ageVerified: parseCookies(context.cookieHeader)[COOKIE.ageVerified] === '1',
      ageGateLeaveUrl: context.ageGateLeaveUrl,
      consentChosen: parseConsent(parseCookies(context.cookieHeader)[COOKIE.consent]) !== null,
      gtmId: context.gtmId,
      heurekaKey: context.heurekaKey,
      devTools: { unlocked: context.devToolsUnlocked, apiBase: context.apiBaseOverride },
      isCrawler: isCrawler(context.userAgent),
    }
  })
  // The root loader does not run again in the browser (staleTime Infinity); this is only a safe fallback.
  .client((): ShellData => ({
    host: window.location.host,
    siteUrl: window.location.origin,
    ageVerified: parseCookies(document.cookie)[COOKIE.ageVerified] === '1',
    ageGateLeaveUrl: 'about:blank',
    consentChosen: parseConsent(parseCookies(document.cookie)[COOKIE.consent]) !== null,
    gtmId: '',
    heurekaKey: '',
    devTools: { unlocked: import.meta.env.DEV, apiBase: parseCookies(document.cookie)[COOKIE.apiBase] ?? null },
    isCrawler: isCrawler(navigator.userAgent),
  }))
