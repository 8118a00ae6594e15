import { test as base, expect, type Page } from '@playwright/test'
import { consentValue } from '../contract/consent'

/**
 * The `cookie_consent` cookie of a visitor who refused optional cookies: every journey starts with it, so the
 * cookie banner is not in the way (e2e/consent.spec.ts removes it to meet the banner).
 */
export const CONSENT_COOKIE = `cookie_consent=${encodeURIComponent(consentValue({ analytics: false, marketing: false }))}`

/**
 * Every journey fails on a console error, an uncaught page error or a React hydration warning: those are
 * bugs a visitor would hit even when the page looks right.
 */
type ExpectedFailure = { status: number; path: RegExp }

export const test = base.extend<{
  adult: Page
  /**
   * A journey that provokes an API error on purpose (a wrong password, an unknown coupon) names it here:
   * Chromium's own log line of that failed request is then expected, not a bug. Anything else still fails.
   */
  allowApiError: (status: number, path: RegExp) => void
  expectedFailures: ExpectedFailure[]
}>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none
  // eslint-disable-next-line no-empty-pattern
  expectedFailures: async ({}, use) => {
    await use([])
  },
  allowApiError: async ({ expectedFailures }, use) => {
    await use((status, path) => void expectedFailures.push({ status, path }))
  },
  page: async ({ page, expectedFailures, baseURL }, use) => {
    const [name, value] = CONSENT_COOKIE.split('=') as [string, string]
    await page.context().addCookies([{ name, value, url: baseURL! }])
    const problems: string[] = []
    // A page that answers 404 on purpose makes Chromium log its own status; no other failed load is expected.
    const documents = new Set<string>()
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') documents.add(response.url())
    })
    page.on('console', (message) => {
      const ownStatus = message.text().startsWith('Failed to load resource') && documents.has(message.location().url)
      if (ownStatus) return
      const status = Number(/status of (\d{3})/.exec(message.text())?.[1])
      const path = new URL(message.location().url || 'http://x/').pathname
      if (expectedFailures.some((failure) => failure.status === status && failure.path.test(path))) return
      if (message.type() === 'error' || /hydrat/i.test(message.text()))
        problems.push(`${message.type()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
    await use(page)
    expect(problems, 'console errors and hydration warnings').toEqual([])
  },
  /** A page whose visitor has already confirmed the age gate. */
  adult: async ({ page, baseURL }, use) => {
    await page.context().addCookies([{ name: 'age_verified', value: '1', url: baseURL! }])
    await use(page)
  },
})

export { expect }

/**
 * Waits until React has taken over the page and every streamed part of it is in place. React reveals streamed
 * Suspense content in batches (up to 300 ms apart): until then a part can sit twice in the document, once where it
 * belongs and once in a hidden `<div id="S:…">` at the end of the body, and a strict locator finds both.
 */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.waitForFunction(() => !document.querySelector('div[hidden][id^="S:"]'))
}

/** Opens a page and waits until React has hydrated it, for journeys that need the scripts. */
export async function openHydrated(page: Page, url: string) {
  const response = await page.goto(url)
  await hydrated(page)
  return response
}

/** Czech price: `1 290 Kč` or `349,90 Kč` with no-break spaces. */
export const CZK = /^\u2212?\d{1,3}(\u00a0\d{3})*(,\d{2})?\u00a0Kč$/
