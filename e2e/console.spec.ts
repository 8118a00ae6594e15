import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { chooseForCarrier, createParcel, markPacked, queueRow } from './console-queue'
import { adminGet, expectAccessible, signedIn } from './console-session'
import { expect, openHydrated, test } from './fixtures'
import { newEmail } from './mailbox'
import { e2ePort, rawRequest } from './raw-http'
import { fillCustomer, openCheckout } from './shopping'

/**
 * The staff console (decision 049) as a staff member uses it in Chromium: signing in through the local Access
 * sandbox on http://admin.localhost, a Packeta order with alcohol from the queue to a printed label and the
 * customer's "shipped", a bank statement that pays an order; axe on every screen; and none of it on the
 * storefront's host or in its bundle.
 */

const root = resolve(fileURLToPath(import.meta.url), '../..')

/** A shopper's order through the checkout; its token. */
async function order(
  page: Page,
  email: string,
  shipping: 'packeta' | 'courier' | 'shop',
  payment: RegExp,
): Promise<string> {
  await openCheckout(page)
  await fillCustomer(page, email)
  if (shipping === 'packeta') {
    await page.getByRole('radio', { name: /Zásilkovna/ }).check()
    await page.getByRole('button', { name: 'Vybrat výdejní místo' }).click()
    const dialog = page.getByRole('dialog', { name: 'Výdejní místa Zásilkovny' })
    await dialog.getByRole('searchbox').fill('Praha')
    await dialog.locator('.pickup-dialog__point').first().click()
    await expect(dialog).toBeHidden()
  } else await page.getByRole('radio', { name: shipping === 'shop' ? /Osobní odběr/ : /Kurýr/ }).check()
  await page.getByRole('radio', { name: payment }).check()
  await page.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }).check()
  await page.getByRole('button', { name: 'Objednat s povinností platby' }).click()
  await expect(page).toHaveURL(/\/cart\/thank-you\/[^?]+$/)
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!)
}

test('staff take a Packeta order with alcohol from the queue to a printed label, and the customer sees it shipped', async ({
  adult: shopper,
  browser,
}) => {
  test.slow()
  const token = await order(shopper, newEmail('konzole'), 'packeta', /Dobírka/)
  const staff = await signedIn(browser, 'Petra Skladová')
  await expect(staff.getByRole('heading', { level: 1, name: 'Dnešní práce' })).toBeVisible()

  // cash on delivery: to pack at once; open it from the queue with the keyboard
  const number = (await adminGet(staff, `/api/v2/admin/orders/${token}`)).json as { number: string }
  const link = queueRow(staff, 'K zabalení', number.number).getByRole('link', { name: number.number })
  await link.focus()
  await staff.keyboard.press('Enter')
  await expect(staff.getByRole('heading', { level: 1, name: `Objednávka ${number.number}` })).toBeVisible()
  await expect(staff.getByRole('heading', { name: 'Alkohol: kontrola věku' })).toBeVisible()
  await expectAccessible(staff, 'the order')
  await markPacked(staff, () => expectAccessible(staff, 'a confirmation'))
  await expect(staff.getByRole('status').filter({ hasText: 'Hotovo' })).toBeVisible()

  const row = await chooseForCarrier(staff, number.number, 'Zásilkovna')
  await expectAccessible(staff, 'the queue')
  await createParcel(staff, 'Zásilkovna')
  await expect(row).toBeHidden()

  // back to the order as staff go there, through the orders list without a reload: the parcel, not the first visit
  await staff.getByRole('navigation', { name: 'Hlavní nabídka' }).getByRole('link', { name: 'Objednávky' }).click()
  await staff.getByRole('link', { name: number.number, exact: true }).click()
  await expect(staff.getByRole('heading', { level: 1, name: `Objednávka ${number.number}` })).toBeVisible()
  await expect(staff.locator('.badges').first()).toContainText('Odeslaná')
  await expect(staff.locator('.badges').first()).not.toContainText('K zabalení')
  await expect(staff.getByText(/Sledování: \S+/)).toBeVisible()
  await expect(staff.getByRole('button', { name: 'Zabaleno' })).toHaveCount(0)
  await expect(staff.getByText('Zásilka u dopravce Zásilkovna má příznak kontroly věku')).toBeVisible()

  await openHydrated(shopper, `/order/${token}`)
  await expect(shopper.locator('.order-detail__states')).toContainText('Odeslána')
})

test('staff record the transfer of a shop pickup with alcohol, make it ready and hand it over only after the ID check', async ({
  adult: shopper,
  browser,
}) => {
  test.slow()
  const token = await order(shopper, newEmail('prodejna'), 'shop', /Bankovní převod/)
  const staff = await signedIn(browser, 'Petra Skladová', `/objednavky/${token}`)
  await expect(staff.getByRole('heading', { name: 'Alkohol: kontrola věku' })).toBeVisible()
  // the shop's counter checks the ID itself: nothing about a carrier's parcel flag
  await expect(staff.getByText('zkontrolujte u pultu občanský průkaz')).toBeVisible()
  await expect(staff.getByText(/příznak kontroly věku/)).toHaveCount(0)
  const { number } = (await adminGet(staff, `/api/v2/admin/orders/${token}`)).json as { number: string }
  // a second tab on the same order, left open while the first one works on it
  const other = await staff.context().newPage()
  await other.goto(`/objednavky/${token}`)
  await expect(other.getByRole('button', { name: 'Platba přišla' })).toBeVisible()

  // the money arrived: staff record it (the bank statement journey below pairs it from a file instead)
  await staff.getByRole('button', { name: 'Platba přišla' }).click()
  const paid = staff.getByRole('dialog', { name: /^Označit platbu .+ jako přijatou\?$/ })
  await paid.getByRole('button', { name: 'Platba přišla' }).click()
  await expect(paid).toBeHidden()
  await expect(staff.locator('.badges').first()).toContainText('Zaplacená')

  await staff.getByRole('button', { name: 'Připraveno k vyzvednutí' }).click()
  const ready = staff.getByRole('dialog', { name: 'Je objednávka připravená v prodejně?' })
  await ready.getByRole('button', { name: 'Připraveno k vyzvednutí' }).click()
  await expect(ready).toBeHidden()
  await openHydrated(shopper, `/order/${token}`)
  await expect(shopper.locator('.order-detail__states')).toContainText('Připravena k vyzvednutí')

  // the stale tab's payment is refused in Czech, not recorded twice, and its screen then shows the order as it is
  await other.getByRole('button', { name: 'Platba přišla' }).click()
  const stale = other.getByRole('dialog', { name: /^Označit platbu .+ jako přijatou\?$/ })
  await stale.getByRole('button', { name: 'Platba přišla' }).click()
  await expect(stale.getByRole('alert')).toHaveText('Platba už je zaplacená.')
  await stale.getByRole('button', { name: 'Zpět' }).click()
  await expect(other.getByRole('button', { name: 'Předat zákazníkovi' })).toBeVisible()
  await expect(other.getByRole('button', { name: 'Platba přišla' })).toHaveCount(0)
  const history = (await adminGet(staff, `/api/v2/admin/orders/${token}`)).json as { history: { transition: string }[] }
  expect(history.history.filter((entry) => entry.transition === 'payment.complete')).toHaveLength(1)
  await other.close()

  // the order from today's queue, through the navigation: ready for pickup, to hand over, nothing left to pack
  await staff.getByRole('navigation', { name: 'Hlavní nabídka' }).getByRole('link', { name: 'Dnešní práce' }).click()
  await queueRow(staff, 'K vyzvednutí v prodejně', number).getByRole('link', { name: number }).click()
  await expect(staff.getByRole('heading', { level: 1, name: `Objednávka ${number}` })).toBeVisible()
  await expect(staff.locator('.badges').first()).toContainText('K vyzvednutí')
  await expect(staff.getByRole('button', { name: 'Zabaleno' })).toHaveCount(0)
  await expect(staff.getByRole('button', { name: 'Připraveno k vyzvednutí' })).toHaveCount(0)

  // the hand-over of alcohol waits for the ID check: without the box ticked the API refuses it, in Czech
  await staff.getByRole('button', { name: 'Předat zákazníkovi' }).click()
  const handOver = staff.getByRole('dialog', { name: 'Předat objednávku zákazníkovi?' })
  await expect(handOver).toContainText('jen po kontrole dokladu (18+)')
  await expectAccessible(staff, 'the hand-over')
  await handOver.getByRole('button', { name: 'Předat zákazníkovi' }).click()
  await expect(handOver.getByRole('alert')).toBeVisible()
  await handOver.getByRole('checkbox', { name: 'Zkontroloval(a) jsem doklad, zákazníkovi je 18 let' }).check()
  await handOver.getByRole('button', { name: 'Předat zákazníkovi' }).click()
  await expect(handOver).toBeHidden()
  await expect(staff.locator('.badges').first()).toContainText('Vyřízená')

  await openHydrated(shopper, `/order/${token}`)
  await expect(shopper.locator('.order-detail__states')).toContainText('Vyřízená')
  await expect(shopper.getByText('Vyzvednuta')).toBeVisible()

  // a broken bottle: staff refund that line (not a typed amount), with its reason; the total shows before confirming
  await staff.getByRole('button', { name: 'Vrátit peníze' }).click()
  const refund = staff.getByRole('dialog', { name: 'Vrátit peníze zákazníkovi?' })
  await refund.getByRole('textbox', { name: /kusů k vrácení \(zbývá 1 z 1\)/ }).fill('1')
  await refund.getByRole('textbox', { name: /^Důvod u položky/ }).fill('Rozbitá lahev')
  await expect(refund.getByRole('status')).toContainText(/Vrátí se celkem [1-9]/)
  await refund.getByRole('textbox', { name: /Účet zákazníka/ }).fill('123456789/0800')
  await expectAccessible(staff, 'the refund by line')
  await refund.getByRole('button', { name: 'Vrátit peníze' }).click()
  await expect(refund).toBeHidden()
  await expect(staff.getByText(/ · 1 ks · /)).toBeVisible()

  // the customer's order page lists the credit note with the refunded bottle and why
  await openHydrated(shopper, `/order/${token}`)
  const documents = shopper.getByRole('region', { name: 'Doklady' })
  await expect(documents.getByRole('link', { name: /^Opravný daňový doklad D\d+ \(PDF\)$/ })).toBeVisible()
  await expect(documents).toContainText(/ · 1 ks · /)
  await expect(documents).toContainText('Důvod: Rozbitá lahev')
})

/** A GPC statement (the layout of api/bank/samples/vypis-2026-11-20.gpc) with one credit paying `number`. */
function statementFor(number: string, amount: number): Buffer {
  const sample = readFileSync(join(root, 'api/bank/samples/vypis-2026-11-20.gpc'), 'latin1').split(/\r?\n/)
  const header = sample[0]!.replace(/Drink.rna/, 'Drinkarna')
  const id = String(Date.now()).slice(-13).padStart(13, '0')
  const credit = `${sample[1]!.slice(0, 35)}${id}${String(amount).padStart(12, '0')}2${number.padStart(10, '0')}${sample[1]!.slice(71, 97)}Novakova Jana       ${sample[1]!.slice(117)}`
  return Buffer.from(`${header}\r\n${credit}\r\n`, 'latin1')
}

test('staff pair a bank statement and the order is paid, find it with the filters and cancel it with the money returned', async ({
  adult: shopper,
  browser,
}) => {
  test.slow()
  const token = await order(shopper, newEmail('vypis'), 'courier', /Bankovní převod/)
  const staff = await signedIn(browser, 'Petra Skladová', '/vypisy')
  const placed = (await adminGet(staff, `/api/v2/admin/orders/${token}`)).json as {
    number: string
    total: number
  }
  await expect(staff.getByRole('heading', { level: 1, name: 'Bankovní výpisy' })).toBeVisible()
  await expectAccessible(staff, 'the bank statement import')
  await staff.getByLabel('Soubor výpisu').setInputFiles({
    name: 'vypis.gpc',
    mimeType: 'application/octet-stream',
    buffer: statementFor(placed.number, placed.total),
  })
  await staff.getByRole('button', { name: 'Nahrát a spárovat' }).click()
  const paired = staff.getByRole('table', { name: 'Spárované platby' })
  await expect(paired.getByRole('link', { name: placed.number })).toBeVisible()
  await expectAccessible(staff, 'the pairing result')

  // the orders list, filtered as staff would: the filters go into the URL, "Zrušit filtry" takes them out
  await staff.getByRole('navigation', { name: 'Hlavní nabídka' }).getByRole('link', { name: 'Objednávky' }).click()
  const filters = staff.getByRole('search', { name: 'Filtry objednávek' })
  await filters.getByLabel('Hledat').fill(placed.number)
  await filters.getByLabel('Platba').selectOption({ label: 'Zaplacená' })
  await filters.getByRole('button', { name: 'Filtrovat' }).click()
  await expect(staff).toHaveURL(
    new RegExp(`paymentState=paid.*search=${placed.number}|search=${placed.number}.*paymentState=paid`),
  )
  await expect(staff.getByRole('status').filter({ hasText: 'Nalezeno: 1 objednávka' })).toBeVisible()
  await expectAccessible(staff, 'the orders list')
  await staff.getByRole('link', { name: placed.number }).click()
  await expect(staff.locator('.badges').first()).toContainText('Zaplacená')

  // the goods ran out: staff cancel the paid order, the money goes back by transfer to the account given
  await staff.getByRole('button', { name: 'Zrušit objednávku' }).click()
  const cancel = staff.getByRole('dialog', { name: `Zrušit objednávku ${placed.number}?` })
  await expect(cancel).toContainText('vrátí převodem')
  await cancel.getByLabel('Důvod zrušení (uvidí ho zákazník)').fill('Rum nám bohužel došel.')
  await cancel.getByLabel(/Účet zákazníka/).fill('19-2000145399/0800')
  await expectAccessible(staff, 'the cancellation')
  await cancel.getByRole('button', { name: 'Zrušit objednávku' }).click()
  await expect(cancel).toBeHidden()
  await expect(staff.locator('.badges').first()).toContainText('Zrušená')

  await openHydrated(shopper, `/order/${token}`)
  await expect(shopper.locator('.order-detail__states')).toContainText('Zrušená')
  await expect(shopper.locator('.order-detail__states')).toContainText('Vrácena')
  await expect(shopper.getByText('Důvod zrušení: Rum nám bohužel došel.')).toBeVisible()
  await expect(shopper.getByRole('link', { name: /Opravný daňový doklad/ })).toBeVisible()
})

test('the storefront host has no console and no admin API, and its bundle carries no console code', async () => {
  const consoleFiles = readdirSync(join(root, 'console/dist/_console'))
  const script = consoleFiles.find((file) => file.endsWith('.js'))!
  expect(readFileSync(join(root, 'console/dist/_console', script), 'utf8')).toContain('drinkarna-console')
  const staffAnswer = await rawRequest({ path: `/_console/${script}`, headers: { host: 'admin.localhost' } })
  expect(staffAnswer.status).toBe(200)
  for (const path of [`/_console/${script}`, '/api/v2/admin/me', '/objednavky']) {
    const answer = await rawRequest({ path, headers: { host: `localhost:${e2ePort()}` } })
    expect([path, answer.status]).toEqual([path, 404])
  }
  const storefrontFiles = readdirSync(join(root, 'dist/client'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|html|css)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
  expect(storefrontFiles.length).toBeGreaterThan(0)
  expect(storefrontFiles.filter((file) => readFileSync(file, 'utf8').includes('drinkarna-console'))).toEqual([])
})
