import { CONSENT_COOKIE, expect, hydrated, test } from './fixtures'
import { newEmail } from './mailbox'
import { widthOfPage } from './page-width'

/**
 * No page scrolls sideways on a phone or a desktop: the pages of the demo sitemap and every account page are at
 * most as wide as the viewport at 390 and 1280 px. Kept lean in time: one browser context reused for every page,
 * each page loaded once at 390 px and then widened to 1280 px (the layout follows the viewport's width: CSS, and
 * ViewportEffects listens to it), and of each family of near-duplicates (products, categories, articles, the
 * magazine's sections: one template each) a handful spread over the family.
 */

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }
const PER_FAMILY = 5
const FAMILIES = ['/produkt/', '/kategorie/', '/magazin/', '/magazin-ze-sveta-drinku/']
const ACCOUNT_PAGES = ['/account', '/account/shopping', '/account/settings', '/account/watchdog', '/account/complaint']
const PASSWORD = 'tajneheslo'

/** Every path of no family, and of each family `PER_FAMILY` spread evenly over it. */
function sampled(paths: string[]): string[] {
  const single = paths.filter((path) => !FAMILIES.some((prefix) => path.startsWith(prefix)))
  const spread = FAMILIES.flatMap((prefix) => {
    const family = paths.filter((path) => path.startsWith(prefix))
    const step = Math.max(1, Math.floor(family.length / PER_FAMILY))
    return family.filter((_, index) => index % step === 0).slice(0, PER_FAMILY)
  })
  return [...single, ...spread]
}

test('no page of the sitemap and no account page is wider than the screen at 390 and 1280 px', async ({
  browser,
  baseURL,
}) => {
  // about 40 page loads: some 20 s on an idle machine, far more when parallel runs share its cores
  test.setTimeout(240_000)
  const context = await browser.newContext({ viewport: PHONE, locale: 'cs-CZ' })
  const xml = await (await context.request.get('/sitemap.xml')).text()
  const paths = sampled([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1]!).pathname))
  expect(paths).toEqual(expect.arrayContaining(['/', '/reklamace-a-vraceni-zbozi', '/kontakt', '/doprava-a-platba']))
  expect(paths.filter((path) => path.startsWith('/kategorie/'))).toHaveLength(PER_FAMILY)

  const [name, value] = CONSENT_COOKIE.split('=') as [string, string]
  await context.addCookies([
    { name, value, url: baseURL! },
    { name: 'age_verified', value: '1', url: baseURL! },
  ])
  const page = await context.newPage()
  const wide: string[] = []
  const measure = async (path: string) => {
    await page.setViewportSize(PHONE)
    const response = await page.goto(path, { waitUntil: 'domcontentloaded' })
    expect(response?.status(), path).toBeLessThan(400)
    await hydrated(page)
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      const { scrollWidth, widest } = await page.evaluate(widthOfPage)
      if (scrollWidth > viewport.width) wide.push(`${path}: ${scrollWidth} px at ${viewport.width} px (${widest})`)
    }
  }
  for (const path of paths) await measure(path)

  // the account's pages as its customer sees them (the storefront's login sets the session cookie)
  const email = newEmail('sirka')
  const registered = await context.request.post('/api/v2/shop/customers', {
    data: { firstName: 'Jana', lastName: 'Nováková', email, password: PASSWORD },
    headers: { 'content-type': 'application/ld+json' },
  })
  expect(registered.status()).toBe(204)
  const login = await context.request.post('/api/v2/shop/authentication-token', { data: { email, password: PASSWORD } })
  expect(login.ok(), 'login').toBe(true)
  for (const path of ACCOUNT_PAGES) await measure(path)
  // logged in: the account's complaint form with its file input was measured too
  await expect(page.locator('.claims-account input[type="file"]')).toBeAttached()
  await context.close()

  expect(wide, 'pages that scroll sideways').toEqual([])
})
