import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import { expect } from './fixtures'
import { e2ePort } from './raw-http'

/** The staff console's journeys (decision 049): signing in on the admin host, axe, the admin API from the page. */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/** The local admin host, http://admin.localhost:PORT (the browser resolves it to this machine; Node does not). */
export const adminOrigin = () => `http://admin.localhost:${e2ePort()}`

/** WCAG 2.2 A/AA by axe on a console screen: any violation fails, with its rule and elements. */
export async function expectAccessible(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze()
  const found = violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(found, `axe on ${screen}`).toEqual([])
}

export type ConsolePerson = 'Petra Skladová' | 'Adam Vedoucí'

/** A person's browser on the admin host, signed in through the local Access sandbox's page, as Access asks. */
export async function signedIn(browser: Browser, person: ConsolePerson, path = '/'): Promise<Page> {
  // staff work in Prague: a time shown in the browser's own zone instead of Prague's (or a day filter read in it)
  // would be off here, where it would pass in the server's UTC
  const context = await browser.newContext({ baseURL: adminOrigin(), locale: 'cs-CZ', timezoneId: 'Europe/Prague' })
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  await page.goto(path)
  await expect(page.getByRole('heading', { name: 'Přihlášení do administrace' })).toBeVisible()
  await page.getByRole('button', { name: new RegExp(person) }).click()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Přihlášení do administrace')
  expect(problems).toEqual([])
  return page
}

/** A GET of the admin API through the signed-in page (with its Access cookie, as the console's own calls go). */
export function adminGet(page: Page, path: string): Promise<{ status: number; type: string | null; json: unknown }> {
  return page.evaluate(async (url) => {
    const response = await fetch(url)
    const type = response.headers.get('content-type')
    return { status: response.status, type, json: type?.includes('json') ? await response.json() : null }
  }, path)
}
