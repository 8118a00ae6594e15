import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext } from '@playwright/test'
import { adminApi } from './admin-api'
import { expectAccessible, signedIn } from './console-session'
import { quote, sql } from './d1'
import { expect, hydrated, openHydrated, test } from './fixtures'
import { newEmail } from './mailbox'
import { e2ePort, rawRequest } from './raw-http'
import { placeGuestOrder } from './shop-order'
import { fillCustomer } from './shopping'

/**
 * Product reviews end to end (decision 061): a shopper's order with the review invitation ticked is delivered
 * (staff's steps through the admin API), its delivery moved a week back; the cron mails the invitation; its signed
 * link opens the form without login; the review waits until staff publish it in the console's Recenze; then the
 * product page shows it, its words as text, and its Product JSON-LD carries the rating.
 */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/** A product without alcohol (no age check in the way) with stock to spare, and its page's slug. */
function softDrink(): { variant: string; slug: string; name: string } {
  const [row] = sql<{ variant: string; slug: string; name: string }>(
    `SELECT v.code AS variant, tr.slug, tr.name FROM product_variants v JOIN products p ON p.id = v.product_id
       JOIN product_translations tr ON tr.product_id = p.id AND tr.locale = 'cs_CZ'
      WHERE COALESCE(p.alcohol_tenths, 0) = 0 AND p.enabled = 1 AND v.enabled = 1 AND v.tracked = 1
        AND v.on_hand - v.on_hold >= 10 AND p.review_count = 0
      ORDER BY v.id DESC LIMIT 1`,
  )
  return row!
}

/**
 * Runs the API worker's cron once (Miniflare's trigger endpoint), as Cloudflare's cron would; on a connection of
 * its own: the SQL step before it blocks this process long enough for the server to close a kept-alive one.
 */
async function runCron() {
  const answer = await rawRequest({
    path: '/cdn-cgi/local/scheduled?cron=*+*+*+*+*',
    headers: { host: `localhost:${e2ePort()}`, 'MF-Route-Override': 'shop-api' },
  })
  expect(answer.status, answer.body).toBe(200)
}

/** The review link of the invitation mailed to `to`: its path and query (the mail names the configured origin). */
async function invitationLink(request: APIRequestContext, to: string): Promise<string> {
  let found: string | undefined
  await expect
    .poll(async () => {
      await runCron()
      const response = await request.get(`/sandbox/mailbox/latest.json?to=${encodeURIComponent(to)}`)
      if (!response.ok()) return null
      const mail = (await response.json()) as { links: string[] }
      found = mail.links.find((link) => link.includes('/hodnoceni?reviewToken='))
      return found ?? null
    })
    .toBeTruthy()
  const url = new URL(found!)
  return `${url.pathname}${url.search}`
}

test('a delivered order → the mailed link → a review → staff publish it in Recenze → the product page shows it, with aggregateRating in its JSON-LD', async ({
  adult: page,
  request,
  browser,
}) => {
  test.slow()
  const email = newEmail('recenze')
  const product = softDrink()
  const token = await placeGuestOrder(request, {
    variant: product.variant,
    quantity: 1,
    payment: 'cod',
    email,
    reviewInvitations: true,
  })
  const order = JSON.parse((await adminApi('GET', `/orders/${token}`)).body) as { shipments: Array<{ id: number }> }
  const shipment = order.shipments[0]!.id
  expect((await adminApi('PATCH', `/shipments/${shipment}/ship`, { trackingCode: 'DPD123456' })).status).toBe(200)
  expect((await adminApi('PATCH', `/shipments/${shipment}/deliver`)).status).toBe(200)
  // received a week ago: the invitation is due
  sql(
    `UPDATE shipments SET delivered_at = datetime('now', '-8 days') WHERE order_id = (SELECT id FROM orders WHERE token = ${quote(token)})`,
  )

  await openHydrated(page, await invitationLink(request, email))
  await expect(page.getByRole('heading', { level: 1, name: 'Ohodnoťte produkt' })).toBeVisible()
  await expect(page.getByText(product.name)).toBeVisible()
  const form = await new AxeBuilder({ page }).withTags(WCAG).analyze()
  expect(form.violations.map((v) => v.id)).toEqual([])
  await page.getByRole('radio', { name: '4 hvězdičky' }).check()
  await page
    .getByRole('textbox', { name: 'Vaše hodnocení' })
    .fill('Osvěžující <b>tučně</b> a levně na https://spam.example')
  await page.getByRole('textbox', { name: 'Klady (nepovinné)' }).fill('Chuť')
  await page.getByRole('button', { name: 'Odeslat hodnocení' }).click()
  await expect(page.getByText('Děkujeme! Hodnocení zveřejníme, jakmile ho zkontrolujeme.')).toBeVisible()

  // nothing shows before staff publish it: api/resources/product-reviews.test.ts; the product page is not opened
  // here before, as its product answer would then be served from the cache for its minute
  const staff = await signedIn(browser, 'Petra Skladová', '/')
  await staff.getByRole('navigation', { name: 'Hlavní nabídka' }).getByRole('link', { name: 'Recenze' }).click()
  await expect(staff.getByRole('heading', { level: 1, name: 'Recenze' })).toBeVisible()
  const card = staff.getByRole('article').filter({ hasText: 'Osvěžující <b>tučně</b>' })
  await expect(card).toContainText(product.name)
  await expectAccessible(staff, 'the reviews queue')
  await card.getByRole('button', { name: 'Zveřejnit' }).click()
  const dialog = staff.getByRole('dialog', { name: `Zveřejnit recenzi produktu ${product.name}?` })
  await dialog.getByRole('button', { name: 'Zveřejnit' }).click()
  await expect(staff.getByRole('article').filter({ hasText: 'Osvěžující <b>tučně</b>' })).toHaveCount(0)

  // the server's HTML carries the block and the review, for crawlers and visitors without scripts: in the browser
  // the block's code is a chunk of its own that hydration waits for (docs/decisions/021-first-load-javascript.md)
  const html = await (await request.get(`/produkt/${product.slug}`, { headers: { cookie: 'age_verified=1' } })).text()
  expect(html).toContain('<h2 id="product-reviews-title">Hodnocení zákazníků</h2>')
  expect(html).toContain('Osvěžující &lt;b&gt;tučně&lt;/b&gt; a levně na https://spam.example')
  await openHydrated(page, `/produkt/${product.slug}`)
  const reviews = page.getByRole('region', { name: 'Hodnocení zákazníků' })
  await expect(reviews.getByText('Osvěžující <b>tučně</b> a levně na https://spam.example')).toBeVisible()
  await expect(reviews.getByRole('img', { name: 'Hodnocení 4 z 5' }).first()).toBeVisible()
  await expect(reviews.getByRole('link', { name: 'Jak hodnocení ověřujeme' })).toHaveAttribute(
    'href',
    '/jak-overujeme-hodnoceni',
  )
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const productLd = blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((ld) => ld['@type'] === 'Product')
  expect(productLd).toMatchObject({
    aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 },
    review: [expect.objectContaining({ reviewBody: 'Osvěžující <b>tučně</b> a levně na https://spam.example' })],
  })
  const shown = await new AxeBuilder({ page }).include('.product-reviews').withTags(WCAG).analyze()
  expect(shown.violations.map((v) => v.id)).toEqual([])

  // "Pomohlo mi to": one vote, the button then pressed and disabled, also after a reload (the browser remembers)
  await reviews.getByRole('button', { name: 'Pomohlo mi to (0)' }).click()
  await expect(reviews.getByRole('button', { name: 'Pomohlo mi to (1)' })).toBeDisabled()
  await page.reload()
  await hydrated(page)
  await expect(reviews.getByRole('button', { name: 'Pomohlo mi to (1)' })).toBeDisabled()
  expect(sql<{ n: number }>(`SELECT helpful_count AS n FROM product_reviews ORDER BY id DESC LIMIT 1`)[0]!.n).toBe(1)
})

test("the checkout's review invitation is unticked; ticked, it is sent with the order", async ({ adult: page }) => {
  const product = softDrink()
  await openHydrated(page, `/produkt/${product.slug}`)
  await page.getByRole('button', { name: 'Do košíku' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Zboží jsme přidali do košíku.' })).toBeVisible()
  await openHydrated(page, '/cart')
  await page.getByRole('link', { name: 'Pokračovat k objednávce' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dokončení objednávky' })).toBeVisible()
  await hydrated(page)
  await fillCustomer(page, newEmail('souhlas'))
  const invitation = page.getByRole('checkbox', { name: /^Po převzetí mi pošlete e-mail s odkazem na hodnocení/ })
  await expect(invitation).not.toBeChecked()
  await invitation.check()
  await page.getByRole('radio', { name: /Kurýr na adresu/ }).check()
  await page.getByRole('radio', { name: /Dobírka/ }).check()
  await page.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }).check()
  const completions: unknown[] = []
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && /\/orders\/[^/]+\/complete$/.test(request.url()))
      completions.push(request.postDataJSON())
  })
  await page.getByRole('button', { name: 'Objednat s povinností platby' }).click()
  await expect(page).toHaveURL(/\/cart\/thank-you\//)
  const token = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!)
  // the completion is sent from the browser or through the storefront's server: the order's row is what counts
  for (const body of completions) expect(body).toMatchObject({ reviewInvitations: true })
  const [order] = sql<{ consent: number }>(
    `SELECT review_invitation_consent AS consent FROM orders WHERE token = ${quote(token)}`,
  )
  expect(order).toEqual({ consent: 1 })
})

test("the account's review invitations: off at first, saved when switched on, read back after a reload", async ({
  adult: page,
}) => {
  const email = newEmail('hodnoceni-ucet')
  const registered = await page.request.post('/api/v2/shop/customers', {
    data: { firstName: 'Jana', lastName: 'Nováková', email, password: 'tajneheslo' },
    headers: { 'content-type': 'application/ld+json' },
  })
  expect(registered.status()).toBe(204)
  await openHydrated(page, '/')
  const header = page.getByRole('banner')
  await header.getByRole('link', { name: 'Přihlásit' }).click()
  await page.getByRole('dialog').getByLabel('E-mail').fill(email)
  await page.getByRole('dialog').getByLabel('Heslo').fill('tajneheslo')
  await page.getByRole('dialog').getByRole('button', { name: 'Přihlásit se', exact: true }).click()
  await expect(header.getByRole('link', { name: 'Můj účet' })).toBeVisible()

  await openHydrated(page, '/account/settings')
  const profile = page.getByRole('form', { name: 'Osobní údaje' })
  const toggle = profile.getByLabel(
    'Po převzetí objednávky mi pošlete e-mail s odkazem na hodnocení nakoupeného zboží.',
  )
  await expect(toggle).not.toBeChecked()
  await toggle.check()
  await expect(profile.getByRole('status').filter({ hasText: 'Uloženo' })).toHaveText('Uloženo')
  const stored = () =>
    sql<{ on: number }>(`SELECT review_invitations AS "on" FROM customers WHERE email = ${quote(email)}`)
  expect(stored()).toEqual([{ on: 1 }])
  await page.reload()
  await hydrated(page)
  await expect(toggle).toBeChecked()
  await toggle.uncheck()
  await expect(profile.getByRole('status').filter({ hasText: 'Uloženo' })).toHaveText('Uloženo')
  await page.reload()
  await hydrated(page)
  await expect(toggle).not.toBeChecked()
  expect(stored()).toEqual([{ on: 0 }])
})
