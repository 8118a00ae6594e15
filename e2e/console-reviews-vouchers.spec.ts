import type { Page } from '@playwright/test'
import { expectAccessible, signedIn } from './console-session'
import { quote, sql } from './d1'
import { expect, openHydrated, test } from './fixtures'
import { newEmail } from './mailbox'
import { lookAt, sidewaysScrollers } from './page-width'
import { placeOrder } from './shop-order'

/**
 * The console's reviews and vouchers screens show the server's truth after every action: staff act, go to another
 * screen and come back by the console's own navigation, without reloading the page, and see what they did
 * (docs/decisions/049-staff-console.md: no cached screen data when coming back). The published review's stars then
 * show on the product's page.
 */

const CODE = /[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}/

/** A review waiting for staff on the line of a new order (the invitation and form: reviews.spec.ts); its product. */
async function waitingReview(shopper: Page, comment: string) {
  const { token } = await placeOrder(shopper, newEmail('recenze-konzole'))
  const [line] = sql<{ item: number; product: number; slug: string; reviews: number; name: string; variant: string }>(
    `SELECT i.id AS item, p.id AS product, tr.slug, p.review_count AS reviews, i.product_name AS name,
            COALESCE(i.variant_name, '') AS variant FROM order_items i
       JOIN orders o ON o.id = i.order_id JOIN product_variants v ON v.id = i.variant_id
       JOIN products p ON p.id = v.product_id
       JOIN product_translations tr ON tr.product_id = p.id AND tr.locale = 'cs_CZ'
      WHERE o.token = ${quote(token)}`,
  )
  sql(
    `INSERT INTO product_reviews (product_id, order_item_id, author, rating, comment)
     VALUES (${line!.product}, ${line!.item}, 'Jana N.', 5, ${quote(comment)})`,
  )
  return line!
}

/** The console's main navigation: moving between screens without loading the page again. */
const go = (page: Page, screen: string) =>
  page.getByRole('navigation', { name: 'Hlavní nabídka' }).getByRole('link', { name: screen, exact: true }).click()

/** Marks the loaded page: a full reload would lose the mark. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { notReloaded: true }))
const stillSamePage = (page: Page) => page.evaluate(() => 'notReloaded' in window)

test('a review published and one rejected in Recenze show so after going elsewhere and back; the stars reach the product page', async ({
  adult: shopper,
  browser,
}) => {
  test.slow()
  const suffix = crypto.randomUUID().slice(0, 8)
  const published = `Skvělé pití ${suffix}`
  const rejected = `Nevhodný text ${suffix}`
  const product = await waitingReview(shopper, published)
  await waitingReview(shopper, rejected)

  const staff = await signedIn(browser, 'Petra Skladová', '/')
  await markPage(staff)
  await go(staff, 'Recenze')
  await expect(staff.getByRole('heading', { level: 1, name: 'Recenze' })).toBeVisible()
  const card = (comment: string) => staff.getByRole('article').filter({ hasText: comment })
  await expect(card(published)).toBeVisible()
  // the line's variant after the product's name, unless the name says it already ("Rum 0,7 l", not "… (0,7 l)")
  const title =
    product.variant && !product.name.includes(product.variant) ? `${product.name} (${product.variant})` : product.name
  await expect(card(published).getByRole('heading')).toHaveText(`${title}: 5 z 5 hvězdiček`)
  await lookAt(staff, 'console-reviews')
  await card(published).getByRole('button', { name: 'Zveřejnit' }).click()
  await staff
    .getByRole('dialog', { name: /^Zveřejnit recenzi produktu/ })
    .getByRole('button', { name: 'Zveřejnit' })
    .click()
  await expect(card(published)).toHaveCount(0)
  // the card leaves the waiting ones: staff are told where it went
  await expect(staff.getByRole('status').filter({ hasText: /^Recenze produktu .+ je zveřejněná\.$/ })).toBeVisible()
  await card(rejected).getByRole('button', { name: 'Zamítnout' }).click()
  const reject = staff.getByRole('dialog', { name: /^Zamítnout recenzi produktu/ })
  await reject.getByRole('textbox', { name: /Důvod zamítnutí/ }).fill('Neodpovídá pravidlům')
  await reject.getByRole('button', { name: 'Zamítnout' }).click()
  await expect(card(rejected)).toHaveCount(0)
  await expect(staff.getByRole('status').filter({ hasText: /^Recenze produktu .+ je zamítnutá\.$/ })).toBeVisible()

  await go(staff, 'Záznam změn')
  await expect(staff.getByRole('heading', { level: 1, name: 'Záznam změn' })).toBeVisible()
  await go(staff, 'Recenze')
  await expect(staff.getByRole('heading', { level: 1, name: 'Recenze' })).toBeVisible()
  // neither waits any more; each is under its new state, with who decided
  await expect(staff.getByRole('button', { name: 'Čekají na kontrolu' })).toHaveAttribute('aria-pressed', 'true')
  await expect(card(published)).toHaveCount(0)
  await expect(card(rejected)).toHaveCount(0)
  await staff.getByRole('button', { name: 'Zveřejněné' }).click()
  await expect(card(published)).toContainText('Zveřejněné – sklad@drinkarna.cz')
  await staff.getByRole('button', { name: 'Zamítnuté' }).click()
  await expect(card(rejected)).toContainText('Zamítnuté – sklad@drinkarna.cz')
  await expect(card(rejected)).toContainText('Neodpovídá pravidlům')
  // and back to the published ones from another screen: still published, not offered for publishing again
  await go(staff, 'Dárkové poukazy')
  await staff.goBack()
  await expect(card(rejected)).toContainText('Zamítnuté')
  await expect(card(rejected).getByRole('button', { name: 'Zamítnout' })).toHaveCount(0)
  expect(await stillSamePage(staff)).toBe(true)

  // the product page was not opened before (its answer is cached for a minute): it shows the new count and stars
  await openHydrated(shopper, `/produkt/${product.slug}`)
  const reviews = shopper.getByRole('region', { name: 'Hodnocení zákazníků' })
  await expect(reviews.getByText(published)).toBeVisible()
  await expect(reviews.locator('.product-reviews__summary')).toContainText(`${product.reviews + 1} hodnocení`)
  await expect(reviews.getByText(rejected)).toHaveCount(0)
  await staff.context().close()
})

test('a voucher issued by hand, then voided, shows so in the vouchers list after going elsewhere and back', async ({
  browser,
}) => {
  const admin = await signedIn(browser, 'Adam Vedoucí', '/')
  await markPage(admin)
  await go(admin, 'Dárkové poukazy')
  await expect(admin.getByRole('heading', { level: 1, name: 'Dárkové poukazy' })).toBeVisible()
  await admin.getByRole('textbox', { name: 'Hodnota v Kč' }).fill('700')
  await admin.getByRole('button', { name: 'Vydat poukaz' }).click()
  await admin.getByRole('dialog', { name: 'Vydat dárkový poukaz?' }).getByRole('button', { name: 'Vydat' }).click()
  const done = admin.getByRole('status').filter({ hasText: /je vydaný/ })
  await expect(done).toBeVisible()
  const code = CODE.exec((await done.textContent()) ?? '')![0]
  const row = admin.getByRole('row').filter({ hasText: code })
  await expect(row).toContainText('Platný')
  // the filters read as one line at a desk: labels level whatever their hints, both buttons side by side
  const top = async (name: string) => (await admin.locator('label', { hasText: name }).boundingBox())!.y
  expect(await top('Kód')).toBe(await top('Stav'))
  const buttons = [admin.getByRole('button', { name: 'Filtrovat' }), admin.getByRole('link', { name: 'Zrušit filtry' })]
  expect((await buttons[0]!.boundingBox())!.y).toBe((await buttons[1]!.boundingBox())!.y)
  await lookAt(admin, 'console-vouchers')
  // on a phone each voucher reads without scrolling sideways, inside the table's frame too
  await admin.setViewportSize({ width: 390, height: 844 })
  expect(await admin.evaluate(sidewaysScrollers), 'the vouchers screen at 390 px').toEqual([])
  await expectAccessible(admin, 'Dárkové poukazy at 390 px')
  await admin.setViewportSize({ width: 1280, height: 900 })

  await go(admin, 'Objednávky')
  await expect(admin.getByRole('heading', { level: 1, name: 'Objednávky' })).toBeVisible()
  await go(admin, 'Dárkové poukazy')
  await expect(admin.getByRole('heading', { level: 1, name: 'Dárkové poukazy' })).toBeVisible()
  await expect(row).toContainText('700 Kč')
  await expect(row).toContainText('Platný')
  await expect(row).toContainText('Vydán ručně')

  await row.getByRole('link', { name: code }).click()
  await admin.getByRole('button', { name: 'Zneplatnit poukaz' }).click()
  const dialog = admin.getByRole('dialog', { name: `Zneplatnit poukaz ${code}?` })
  await dialog.getByRole('textbox', { name: 'Důvod' }).fill('Vydán omylem')
  await dialog.getByRole('button', { name: 'Zneplatnit poukaz' }).click()
  await expect(admin.getByRole('status').filter({ hasText: 'Poukaz je zneplatněný.' })).toBeVisible()
  await lookAt(admin, 'console-voucher')

  await go(admin, 'Záznam změn')
  await expect(admin.getByRole('heading', { level: 1, name: 'Záznam změn' })).toBeVisible()
  await go(admin, 'Dárkové poukazy')
  await expect(admin.getByRole('heading', { level: 1, name: 'Dárkové poukazy' })).toBeVisible()
  await expect(row).toContainText('Zneplatněný')
  // its balance is kept, but staff must not read it as money still to spend
  await expect(row).toContainText(/700\s*Kč, nelze čerpat/)
  // the list's own way back (the browser's back button) from the voided voucher's page
  await row.getByRole('link', { name: code }).click()
  await expect(admin.getByRole('heading', { level: 1, name: `Dárkový poukaz ${code}` })).toBeVisible()
  await expect(admin.getByRole('button', { name: 'Zneplatnit poukaz' })).toHaveCount(0)
  await admin.goBack()
  await expect(row).toContainText('Zneplatněný')
  expect(await stillSamePage(admin)).toBe(true)
  await admin.context().close()
})
