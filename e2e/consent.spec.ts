import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

/**
 * Cookie consent (docs/decisions/035-cookie-consent.md). These journeys start without the choice
 * the fixtures give every other journey.
 */
const banner = (page: Page) => page.getByRole('region', { name: 'Soubory cookies' })

async function firstVisit(page: Page) {
  await page.context().clearCookies({ name: 'cookie_consent' })
}

type DataLayerWindow = Window & { dataLayer?: ArrayLike<unknown>[] }
/** The Consent Mode commands in the data layer (gtag pushes its `arguments`), as plain arrays. */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as DataLayerWindow).dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((entry) => entry[0] === 'consent'),
  )

test('first visit: the age gate, then the banner; refusing is remembered and nothing is granted', async ({
  page,
  baseURL,
}) => {
  await firstVisit(page)
  await page.goto('/')
  // one dialog at a time: the age gate first
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
  await page.getByRole('button', { name: 'Je mi 18 let, vstoupit' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(banner(page)).toBeVisible()
  await expect(banner(page)).toBeFocused()
  expect(await consentCommands(page)).toEqual([
    [
      'consent',
      'default',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
    ],
  ])
  // equally prominent: the same box size
  const accept = await banner(page).getByRole('button', { name: 'Přijmout vše' }).boundingBox()
  const reject = await banner(page).getByRole('button', { name: 'Odmítnout vše' }).boundingBox()
  expect(reject?.width).toBeCloseTo(accept!.width, 0)
  expect(reject?.height).toBeCloseTo(accept!.height, 0)
  await banner(page).getByRole('button', { name: 'Odmítnout vše' }).click()
  await expect(banner(page)).toHaveCount(0)
  const cookie = (await page.context().cookies(baseURL!)).find((c) => c.name === 'cookie_consent')
  expect(decodeURIComponent(cookie!.value)).toMatch(/^v=1&analytics=0&marketing=0&date=\d{4}-\d{2}-\d{2}$/)
  // kept for a year
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Nejprodávanější' })).toBeVisible()
  await expect(banner(page)).toHaveCount(0)
  expect(await consentCommands(page)).toEqual([
    [
      'consent',
      'default',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
    ],
    [
      'consent',
      'update',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
    ],
  ])
})

test('the footer link reopens the settings; allowing analytics updates the consent', async ({
  adult: page,
  baseURL,
}) => {
  await page.goto('/kontakt')
  await hydrated(page)
  await expect(banner(page)).toHaveCount(0)
  await page.getByRole('link', { name: 'Nastavení cookies' }).click()
  await expect(banner(page)).toBeFocused()
  await expect(page).toHaveURL(/\/kontakt$/)
  const analytics = banner(page).getByRole('checkbox', { name: /Analytické/ })
  await expect(analytics).not.toBeChecked()
  await expect(banner(page).getByRole('checkbox', { name: /Nezbytné/ })).toBeDisabled()
  await analytics.check()
  await banner(page).getByRole('button', { name: 'Uložit výběr' }).click()
  await expect(banner(page)).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Nastavení cookies' })).toBeFocused()
  expect((await consentCommands(page)).at(-1)).toEqual([
    'consent',
    'update',
    { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' },
  ])
  const cookie = (await page.context().cookies(baseURL!)).find((c) => c.name === 'cookie_consent')
  expect(decodeURIComponent(cookie!.value)).toMatch(/^v=1&analytics=1&marketing=0&/)
  // no tag manager is configured locally: nothing was loaded from Google
  expect(await page.evaluate(() => [...document.scripts].some((s) => s.src.includes('googletagmanager')))).toBe(false)
})

test('the cookie policy page offers the settings too', async ({ adult: page }) => {
  await page.goto('/zasady-uzivani-souboru-cookies')
  await hydrated(page)
  await page.getByRole('link', { name: 'Změnit nastavení cookies' }).click()
  await expect(banner(page).getByRole('checkbox', { name: /Marketingové/ })).toBeVisible()
})

test('works without JavaScript: the buttons post the choice and return to the page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  await context.addCookies([{ name: 'age_verified', value: '1', url: baseURL! }])
  const page = await context.newPage()
  await page.goto('/kategorie/rum?z=1')
  await expect(banner(page)).toBeVisible()
  await banner(page).getByRole('button', { name: 'Přijmout vše' }).click()
  await expect(page).toHaveURL(`${baseURL}/kategorie/rum?z=1`)
  await expect(banner(page)).toHaveCount(0)
  const cookie = (await context.cookies(baseURL!)).find((c) => c.name === 'cookie_consent')
  expect(decodeURIComponent(cookie!.value)).toMatch(/^v=1&analytics=1&marketing=1&/)
  await context.close()
})

test('at 390 px the banner leaves most of the page visible', async ({ adult: page }) => {
  await firstVisit(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const box = await banner(page).boundingBox()
  expect(box!.height).toBeLessThan(844 * 0.5)
  await expect(banner(page).getByRole('button', { name: 'Odmítnout vše' })).toBeInViewport()
})
