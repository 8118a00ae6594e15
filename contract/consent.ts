/**
 * The cookie-consent choice (docs/czech-commerce.md#cookies, docs/decisions/035-cookie-consent.md), kept in the
 * `cookie_consent` cookie as `v=1&analytics=0&marketing=1&date=2026-11-23`. Raising the version (new
 * categories, new purposes) asks every visitor again: an older cookie parses as "not chosen".
 */
export const CONSENT_VERSION = 1

export type ConsentCategory = 'analytics' | 'marketing'
export type Consent = { analytics: boolean; marketing: boolean; date: string }

const FLAG = /^[01]$/
const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The window event the banner sends once a new choice is in the cookie: widgets gated on consent (Heureka's badge)
 * look again. A name here, not a module of the consent feature: the listeners are lazy chunks.
 */
export const CONSENT_CHANGED_EVENT = 'drinkarna:consent-changed'

/**
 * The visitor's choice, or null when they have not chosen under the current version (ask them). Read by hand,
 * not with zod: this runs in every page's first-load JavaScript (the shell data), which zod would enlarge.
 */
export function parseConsent(value: string | undefined | null): Consent | null {
  if (!value) return null
  const fields = new URLSearchParams(value)
  const analytics = fields.get('analytics') ?? ''
  const marketing = fields.get('marketing') ?? ''
  const date = fields.get('date') ?? ''
  if (fields.get('v') !== String(CONSENT_VERSION) || !FLAG.test(analytics) || !FLAG.test(marketing) || !DAY.test(date))
    return null
  return { analytics: analytics === '1', marketing: marketing === '1', date }
}

/** The cookie value of a choice made now (the date is the day, enough to show when it was given). */
export function consentValue(choice: { analytics: boolean; marketing: boolean }, now: Date = new Date()): string {
  return new URLSearchParams({
    v: String(CONSENT_VERSION),
    analytics: choice.analytics ? '1' : '0',
    marketing: choice.marketing ? '1' : '0',
    date: now.toISOString().slice(0, 10),
  }).toString()
}
