import type { APIRequestContext } from '@playwright/test'
import { expect, openHydrated, test } from './fixtures'
import { quote, sql } from './d1'
import { logInInPopup, newEmail, registerCustomer, soldOutProduct } from './watchdog-helpers'

/**
 * The watch list in the storefront (decisions 022 and 025): the product page's watch buttons (a guest
 * goes through the login popup and the watch is set after it), /account/watchdog, and the alert mail once
 * stock returns — the cron does not run under `npm start`, so the test fires the API worker's scheduled handler
 * through Miniflare's trigger endpoint, as Cloudflare's cron would.
 */

/** Runs the API worker's cron once (Miniflare's trigger endpoint, routed to the `shop-api` worker). */
async function runCron(request: APIRequestContext) {
  const response = await request.get('/cdn-cgi/local/scheduled?cron=*+*+*+*+*', {
    headers: { 'MF-Route-Override': 'shop-api' },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** The newest mail to `to` with a link containing `linkPart`, from the sandbox mailbox; waits for delivery. */
async function mailWithLink(request: APIRequestContext, to: string, linkPart: string) {
  let found: { subject: string; link: string } | undefined
  await expect
    .poll(async () => {
      await runCron(request)
      const response = await request.get(`/sandbox/mailbox/latest.json?to=${encodeURIComponent(to)}`)
      if (!response.ok()) return null
      const mail = (await response.json()) as { subject: string; links: string[] }
      const link = mail.links.find((candidate) => candidate.includes(linkPart))
      found = link ? { subject: mail.subject, link } : undefined
      return found?.link ?? null
    })
    .toBeTruthy()
  return found!
}

test('a guest watches a sold-out product after the login popup → /account/watchdog → back in stock → the alert mail opens the product', async ({
  adult: page,
}) => {
  // the product page's watch buttons (the associated products' cards below have their own)
  const watch = page.locator('.product-watch')
  const email = newEmail('hlidani')
  await registerCustomer(page.request, email)
  const product = soldOutProduct()

  try {
    await openHydrated(page, `/produkt/${product.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name)
    await expect(page.locator('.product-purchase').getByText('Momentálně nedostupné')).toBeVisible()
    await expect(watch.getByRole('button', { name: 'Hlídat cenu' })).toBeVisible()

    // a guest's click opens the login popup; after the login the watch is set
    await watch.getByRole('button', { name: 'Hlídat dostupnost' }).click()
    await logInInPopup(page, email)
    await expect(watch.getByText('Hlídáme dostupnost')).toBeVisible()
    await expect(watch.getByRole('button', { name: 'Hlídat dostupnost' })).toHaveCount(0)
    // the price is not watched: its button is still there
    await expect(watch.getByRole('button', { name: 'Hlídat cenu' })).toBeVisible()

    // a reload keeps it (loaded after hydration, not in the server's HTML)
    await openHydrated(page, `/produkt/${product.slug}`)
    await expect(watch.getByText('Hlídáme dostupnost')).toBeVisible()

    await page.getByRole('link', { name: 'Hlídané produkty' }).click()
    await expect(page).toHaveURL(/\/account\/watchdog$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Hlídací pes' })).toBeVisible()
    const entry = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: product.name }) })
    await expect(entry).toBeVisible()
    await expect(entry.getByText('Znovu skladem: hlídáme')).toBeVisible()
    await expect(entry.getByRole('checkbox', { name: 'Dostupnost' })).toBeChecked()
    await expect(entry.getByRole('checkbox', { name: 'Cenu' })).not.toBeChecked()

    // stock returns behind the shop's back; the cron sends the alert
    sql(`UPDATE product_variants SET on_hand = on_hold + 12 WHERE code = ${quote(product.code)}`)
    const mail = await mailWithLink(page.request, email, `/produkt/${product.slug}`)
    expect(mail.subject).toContain('je opět skladem')

    await openHydrated(page, '/account/watchdog')
    await expect(entry.getByText(/^upozornění odesláno \d{1,2}\. \d{1,2}\. \d{4}$/)).toBeVisible()

    // the mail's link opens the product
    await openHydrated(page, mail.link)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name)
    await expect(page.locator('.product-purchase').getByText('Skladem', { exact: true })).toBeVisible()
  } finally {
    sql(
      `UPDATE product_variants SET on_hand = ${product.on_hand}, on_hold = ${product.on_hold} WHERE code = ${quote(product.code)}`,
    )
  }
})

test('/account/watchdog: change the events, remove an entry, the empty state links to the shop', async ({
  adult: page,
}) => {
  // the product page's watch buttons (the associated products' cards below have their own)
  const watch = page.locator('.product-watch')
  const email = newEmail('hlidaci-pes')
  await registerCustomer(page.request, email)
  const product = soldOutProduct(1)

  await openHydrated(page, '/account/watchdog')
  await logInInPopup(page, email)
  await expect(page.getByText('Zatím nic nehlídáte.', { exact: false })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Prohlédnout nabídku' })).toHaveAttribute('href', '/')

  // watch the price on the product page (logged in: at once)
  await openHydrated(page, `/produkt/${product.slug}`)
  await watch.getByRole('button', { name: 'Hlídat cenu' }).click()
  await expect(watch.getByText('Hlídáme cenu')).toBeVisible()

  await openHydrated(page, '/account/watchdog')
  const entry = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: product.name }) })
  await expect(entry.getByText(/^Cena pod [\d\s\u00a0]+(,\d{2})?\u00a0Kč: hlídáme$/)).toBeVisible()
  await entry.getByRole('checkbox', { name: 'Dostupnost' }).check()
  await entry.getByRole('button', { name: 'Uložit' }).click()
  await expect(entry.getByText('Uloženo')).toBeVisible()
  await expect(entry.getByText('Znovu skladem: hlídáme')).toBeVisible()

  // the product page knows both now
  await openHydrated(page, `/produkt/${product.slug}`)
  await expect(watch.getByText('Hlídáme dostupnost')).toBeVisible()
  await expect(watch.getByText('Hlídáme cenu')).toBeVisible()
  // stopping one keeps the other
  await page.getByRole('button', { name: 'Zrušit hlídání ceny' }).click()
  await expect(watch.getByRole('button', { name: 'Hlídat cenu' })).toBeVisible()
  await expect(watch.getByText('Hlídáme dostupnost')).toBeVisible()

  await openHydrated(page, '/account/watchdog')
  await entry.getByRole('button', { name: `Odebrat ${product.name} z hlídaných` }).click()
  await expect(entry).toHaveCount(0)
  await expect(page.getByText('Zatím nic nehlídáte.', { exact: false })).toBeVisible()
  // the API agrees
  await openHydrated(page, '/account/watchdog')
  await expect(page.getByText('Zatím nic nehlídáte.', { exact: false })).toBeVisible()
})

test('a customer whose e-mail is not confirmed yet is told to confirm it; nothing is watched', async ({
  adult: page,
  allowApiError,
}) => {
  allowApiError(422, /^\/api\/v2\/shop\/watchdog$/)
  const watch = page.locator('.product-watch')
  const email = newEmail('neovereny')
  await registerCustomer(page.request, email, { verified: false })
  const product = soldOutProduct(2)

  await openHydrated(page, `/produkt/${product.slug}`)
  await watch.getByRole('button', { name: 'Hlídat dostupnost' }).click()
  await logInInPopup(page, email)
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Hlídat produkty můžete po potvrzení své e-mailové adresy. Odkaz k potvrzení jsme vám poslali e-mailem.',
    }),
  ).toBeVisible()
  await expect(watch.getByRole('button', { name: 'Hlídat dostupnost' })).toBeEnabled()
  expect(
    sql(`SELECT 1 FROM watchdog_entries w JOIN customers c ON c.id = w.customer_id WHERE c.email = ${quote(email)}`),
  ).toEqual([])
})

test('a guest who closes the login popup watches nothing', async ({ adult: page }) => {
  // the product page's watch buttons (the associated products' cards below have their own)
  const watch = page.locator('.product-watch')
  const product = soldOutProduct()
  await openHydrated(page, `/produkt/${product.slug}`)
  await watch.getByRole('button', { name: 'Hlídat cenu' }).click()
  const dialog = page.getByRole('dialog', { name: 'Přihlášení' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(watch.getByRole('button', { name: 'Hlídat cenu' })).toBeEnabled()
  await expect(watch.getByRole('button', { name: 'Hlídat dostupnost' })).toBeEnabled()
})
