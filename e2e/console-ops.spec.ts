import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { DOMParser } from '@xmldom/xmldom'
import { expectAccessible, signedIn } from './console-session'
import { formatDateTime } from '../contract/prague-time'
import { quote, sql } from './d1'
import { expect, openHydrated, test } from './fixtures'
import { newEmail } from './mailbox'
import { e2ePort } from './raw-http'
import { placeOrder } from './shop-order'

/**
 * The console's admin screens (decision 049): an admin changes a price that the storefront then shows, adds a
 * redirect that the storefront then follows, and a staff member neither sees those screens nor may change
 * anything through them ("Ceny a sklad" by its address is read-only, saying so first; a redirect ends in the
 * API's refusal); the admin hands the month's documents to the accountant from "Účetnictví"; axe on each screen.
 */

/** An enabled product without alcohol (no age check in the way) and its one variant, from the e2e server's data. */
function product(): { slug: string; name: string; code: string; price: number } {
  const [row] = sql<{ slug: string; name: string; code: string; price: number }>(
    `SELECT t.slug, t.name, v.code, v.price FROM products p
       JOIN product_translations t ON t.product_id = p.id AND t.locale = 'cs_CZ'
       JOIN product_variants v ON v.product_id = p.id
      WHERE COALESCE(p.alcohol_tenths, 0) = 0 AND p.enabled = 1 AND v.enabled = 1
        AND (SELECT count(*) FROM product_variants w WHERE w.product_id = p.id) = 1
      ORDER BY p.id DESC LIMIT 1`,
  )
  return row!
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Hlavní nabídka' })

test('an admin changes a price in Ceny a sklad, confirms what changes, and the storefront shows the new price', async ({
  browser,
  page: shopper,
}) => {
  const item = product()
  const page = await signedIn(browser, 'Adam Vedoucí', '/ceny')
  await expect(nav(page).getByRole('link', { name: 'Ceny a sklad' })).toBeVisible()
  await expect(nav(page).getByRole('link', { name: 'Přesměrování' })).toBeVisible()

  const find = page.getByRole('searchbox', { name: 'Název produktu nebo kód varianty' })
  await find.fill('NEEXISTUJE-42')
  await page.getByRole('button', { name: 'Najít' }).click()
  await expect(page.getByText('Žádná varianta neodpovídá. Zkuste kratší část názvu.')).toBeVisible()

  // staff know the bottle, not its code: a part of the name lists it, its row opens it
  await find.fill(item.name.slice(0, 12))
  await page.getByRole('button', { name: 'Najít' }).click()
  const match = page.getByRole('table', { name: 'Nalezené varianty' }).getByRole('row').filter({ hasText: item.code })
  await expectAccessible(page, 'Ceny a sklad: nalezené varianty')
  await match.getByRole('link', { name: item.name }).click()
  // the bottle by its name, its code beside it for the warehouse
  const panel = page.getByRole('region', { name: item.name })
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(item.name)
  await expect(panel.getByText(`Kód varianty ${item.code} · V prodeji`)).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`\\?code=${encodeURIComponent(item.code)}`))
  await expectAccessible(page, 'Ceny a sklad')

  const price = page.getByRole('textbox', { name: /^Cena \(Kč\)/ })
  await price.fill('12,3x')
  await page.getByRole('button', { name: 'Zkontrolovat změnu' }).click()
  await expect(page.getByText('Zadejte částku v korunách, nejvýš na haléře (např. 249 nebo 249,90).')).toBeVisible()

  // a price no seeded product has: 123,45 Kč
  await price.fill('123,45')
  await page.getByRole('button', { name: 'Zkontrolovat změnu' }).click()
  const dialog = page.getByRole('dialog', { name: `Změnit ${item.name}?` })
  await expect(dialog.getByRole('listitem')).toHaveText([/^Cena: .+ → 123,45\u00a0Kč$/])
  await expectAccessible(page, 'Ceny a sklad: potvrzení')
  await dialog.getByRole('button', { name: 'Uložit změnu' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: 'Změna je uložená.' })).toBeVisible()
  await expect(page.locator('.facts')).toContainText('123,45\u00a0Kč')

  // the storefront's product page, never opened before in this run: nothing of the old price is cached
  await openHydrated(shopper, `/produkt/${item.slug}`)
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(item.name)
  await expect(shopper.locator('.product-detail__price')).toContainText('123,45\u00a0Kč')

  // the change is in the audit log, under the admin's e-mail
  await page.getByRole('link', { name: 'Záznam změn' }).click()
  await page.getByRole('combobox', { name: 'Čeho se týká' }).selectOption('product-variants')
  await page.getByRole('button', { name: 'Filtrovat' }).click()
  await expect(page).toHaveURL(/\/zaznam-zmen\?kind=product-variants$/)
  const row = page
    .getByRole('row')
    .filter({ hasText: `product-variants/${item.code}` })
    .first()
  await expect(row).toContainText('vedouci@drinkarna.cz')
  await expect(row).toContainText('úprava')
  // when, in Prague time (the browser is in Prague too, so a time read in the browser's zone would be off by its
  // offset from the UTC the API answers)
  const [stored] = sql<{ created_at: string }>(
    `SELECT created_at FROM admin_audit WHERE resource LIKE ${quote(`%/product-variants/${item.code}`)} ORDER BY id DESC LIMIT 1`,
  )
  await expect(row).toContainText(formatDateTime(stored!.created_at)!)
  // and the screen says so: the times are Prague's, not the UTC the API answers in
  await expect(page.getByText('Kdo co změnil v administraci, od nejnovějšího, v pražském čase.')).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Kdy', exact: true })).toBeVisible()
  await expectAccessible(page, 'Záznam změn')

  // the content import's status: what the shop holds (npm start imported content/), its pages by last change
  await nav(page).getByRole('link', { name: 'Obsah' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Obsah' })).toBeVisible()
  await expect(page.getByRole('definition').first()).not.toHaveText('0')
  const pages = page.getByRole('table', { name: 'Stránky a články, naposledy změněné první' })
  await expect(pages.getByRole('row', { name: /obchodni-podminky/ })).toContainText('zveřejněná')
  await expectAccessible(page, 'Obsah')
})

test('an admin adds a redirect in Přesměrování and the storefront answers 301; a CSV with a bad line names it', async ({
  browser,
  request,
}) => {
  const origin = `/konzole-stara-${Date.now()}`
  const page = await signedIn(browser, 'Adam Vedoucí', '/presmerovani')
  await expect(page.getByRole('heading', { level: 1, name: 'Přesměrování' })).toBeVisible()
  await expectAccessible(page, 'Přesměrování')

  await page.getByRole('textbox', { name: /^Stará adresa/ }).fill(origin)
  await page.getByRole('textbox', { name: /^Nová adresa/ }).fill('/kategorie/rum')
  await page.getByRole('button', { name: 'Zkontrolovat a přidat' }).click()
  const dialog = page.getByRole('dialog', { name: 'Přidat přesměrování?' })
  await expect(dialog).toContainText(`${origin} povede trvale (301) na /kategorie/rum.`)
  await dialog.getByRole('button', { name: 'Přidat' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: 'Přesměrování je přidané.' })).toBeVisible()

  // the running shop reloads its copy of the table within seconds
  await expect
    .poll(async () => {
      const response = await request.get(origin, { maxRedirects: 0 })
      return [response.status(), response.headers().location]
    })
    .toEqual([301, `http://localhost:${e2ePort()}/kategorie/rum`])

  // the same origin again: the API's Czech violation, shown in the dialog, which stays open
  await page.getByRole('textbox', { name: /^Stará adresa/ }).fill(origin)
  await page.getByRole('textbox', { name: /^Nová adresa/ }).fill('/kategorie/gin')
  await page.getByRole('button', { name: 'Zkontrolovat a přidat' }).click()
  await dialog.getByRole('button', { name: 'Přidat' }).click()
  await expect(dialog.getByRole('alert')).not.toBeEmpty()
  await dialog.getByRole('button', { name: 'Zpět' }).click()

  // a CSV whose third line loops back to itself: the file's line, as `npm run redirects -- import` says it
  await page.getByLabel(/^Soubor CSV/).setInputFiles({
    name: 'presmerovani.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`originUrl;destinationUrl\n/konzole-a-${Date.now()};/kategorie/rum\n/smycka;/smycka\n`),
  })
  await page.getByRole('button', { name: 'Importovat' }).click()
  const problems = page.getByRole('alert').filter({ hasText: 'Soubor se neimportoval' })
  await expect(problems.getByRole('listitem')).toHaveText([/^řádek 3: /])

  // removing it again, through its confirmation
  await page.getByRole('button', { name: `Odebrat přesměrování ${origin}` }).click()
  const remove = page.getByRole('dialog', { name: 'Odebrat přesměrování?' })
  await expect(remove).toContainText(`${origin} už nebude vést na /kategorie/rum.`)
  await remove.getByRole('button', { name: 'Odebrat' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Přesměrování je odebrané.' })).toBeVisible()
  await expect(page.getByRole('cell', { name: origin })).toHaveCount(0)
})

test('a staff member sees no catalogue or redirect screens: prices read-only by their address, a redirect refused', async ({
  browser,
}) => {
  const item = product()
  const page = await signedIn(browser, 'Petra Skladová', '/')
  await expect(nav(page).getByRole('link', { name: 'Záznam změn' })).toBeVisible()
  await expect(nav(page).getByRole('link', { name: 'Ceny a sklad' })).toHaveCount(0)
  await expect(nav(page).getByRole('link', { name: 'Přesměrování' })).toHaveCount(0)
  await expect(nav(page).getByRole('link', { name: 'Obsah' })).toHaveCount(0)

  // by its address: what only an admin may change is said first, and the screen is for reading only
  await page.goto(`/ceny?code=${encodeURIComponent(item.code)}`)
  await expect(page.getByRole('heading', { level: 2, name: item.name })).toBeVisible()
  await expect(page.locator('main p').first()).toHaveText(
    'Tuto změnu může udělat jen administrátor obchodu. Ceny a sklad tu vidíte jen pro čtení.',
  )
  await expect(page.getByRole('textbox', { name: /^Skladem \(ks\)/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Zkontrolovat změnu' })).toHaveCount(0)
  await expect(page.locator('.facts')).toContainText('Skladem')

  await page.goto('/presmerovani')
  await page.getByRole('textbox', { name: /^Stará adresa/ }).fill('/obsluha-nesmi')
  await page.getByRole('textbox', { name: /^Nová adresa/ }).fill('/kategorie/rum')
  await page.getByRole('button', { name: 'Zkontrolovat a přidat' }).click()
  const add = page.getByRole('dialog', { name: 'Přidat přesměrování?' })
  await add.getByRole('button', { name: 'Přidat' }).click()
  await expect(add.getByRole('alert')).toHaveText('Tuto změnu může udělat jen administrátor obchodu.')
})

test('an admin sees the month in Účetnictví and downloads the POHODA XML with the order’s invoice; ISDOC beside the PDF', async ({
  browser,
  page: shopper,
}) => {
  const { token } = await placeOrder(shopper, newEmail('ucetni'))
  const page = await signedIn(browser, 'Adam Vedoucí', `/objednavky/${token}`)
  // the transfer arrived: the invoice is issued with the payment
  await page.getByRole('button', { name: 'Platba přišla' }).click()
  const paid = page.getByRole('dialog', { name: /^Označit platbu .+ jako přijatou\?$/ })
  await paid.getByRole('button', { name: 'Platba přišla' }).click()
  await expect(paid).toBeHidden()
  const pdf = page.getByRole('link', { name: /^Faktura \d{10} \(PDF\)$/ })
  const number = /\d{10}/.exec((await pdf.textContent()) ?? '')![0]
  const isdocLink = page.getByRole('link', { name: `Doklad ${number} ve formátu ISDOC (XML pro účetní program)` })
  const [isdoc] = await Promise.all([page.waitForEvent('download'), isdocLink.click()])
  expect(isdoc.suggestedFilename()).toBe(`faktura-${number}.isdoc`)

  await nav(page).getByRole('link', { name: 'Účetnictví' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Účetnictví' })).toBeVisible()
  // the current month, in Prague
  const month = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' }).format(new Date()).slice(0, 7)
  await expect(page.getByLabel('Měsíc')).toHaveValue(month)
  await expect(page.getByRole('definition').first()).toContainText(number)
  const rates = page.getByRole('table', { name: 'Souhrn podle sazeb DPH' })
  await expect(rates.getByRole('row', { name: /^21 %/ })).toBeVisible()
  await expectAccessible(page, 'Účetnictví')

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Doklady pro POHODU (XML)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^doklady-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}-pohoda\.xml$/)
  const errors: string[] = []
  const xml = new DOMParser({ onError: (level, message) => errors.push(`${level}: ${message}`) }).parseFromString(
    await readFile((await download.path())!, 'utf8'),
    'text/xml',
  )
  expect(errors).toEqual([])
  expect(xml.documentElement!.namespaceURI).toBe('http://www.stormware.cz/schema/version_2/data.xsd')
  const numbers = Array.from(
    xml.getElementsByTagNameNS('http://www.stormware.cz/schema/version_2/type.xsd', 'numberRequested'),
  ).map((element) => element.textContent)
  expect(numbers.filter((n) => n === number)).toHaveLength(1)
})
