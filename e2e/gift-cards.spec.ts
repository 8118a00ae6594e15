import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { verifyAgeIfAsked } from './age-check'
import { expectAccessible as expectConsoleAccessible, signedIn } from './console-session'
import { sql } from './d1'
import { expect, hydrated, openHydrated, test } from './fixtures'
import { newEmail } from './mailbox'
import { fillCustomer } from './shopping'

/**
 * Gift vouchers (docs/decisions/056-gift-vouchers.md) as a shopper and staff meet them: a 1 000 Kč and a 500 Kč
 * voucher bought and paid online, the codes read from the mail, the first spent in part on a bottle (the vouchers
 * pay everything: no payment step), the rest on the balance page, then the rest and the second voucher on another
 * bottle with the difference paid by transfer; a free amount checked against its limits; staff issue a voucher by
 * hand, find it and void it. axe checks each screen.
 */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']
const CODE = /[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}/

async function expectAccessible(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze()
  const found = violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(found, `axe on ${screen}`).toEqual([])
}

/** A bottle of one variant, in stock and not on offer, priced within [min, max] haléře: its slug and price. */
function bottle(min: number, max: number): { slug: string; price: number } {
  const [row] = sql<{ slug: string; price: number }>(
    `SELECT t.slug, v.price FROM product_variants v
       JOIN products p ON p.id = v.product_id
       JOIN product_translations t ON t.product_id = p.id AND t.locale = 'cs_CZ'
     WHERE p.enabled = 1 AND v.enabled = 1 AND v.gift_card = 0 AND v.original_price IS NULL
       AND (v.tracked = 0 OR v.on_hand - v.on_hold > 5) AND v.price BETWEEN ${min} AND ${max}
       AND (SELECT count(*) FROM product_variants o WHERE o.product_id = p.id) = 1
     ORDER BY v.price LIMIT 1`,
  )
  if (!row) throw new Error(`no bottle between ${min} and ${max} haléřů`)
  return row
}

const orderButton = (page: Page) => page.getByRole('button', { name: 'Objednat s povinností platby' })
const added = (page: Page) => page.getByRole('status').filter({ hasText: 'Zboží jsme přidali do košíku.' })

async function addBottle(page: Page, slug: string) {
  await openHydrated(page, `/produkt/${slug}`)
  await page.getByRole('button', { name: 'Do košíku' }).click()
  await expect(added(page)).toBeVisible()
}

async function applyVoucher(page: Page, code: string) {
  const open = page.getByRole('button', { name: 'Mám dárkový poukaz' })
  if (await open.count()) await open.click()
  await page.getByRole('textbox', { name: 'Dárkový poukaz' }).fill(code.toLowerCase())
  await page.getByRole('button', { name: 'Použít poukaz' }).click()
  await expect(page.getByRole('button', { name: `Odebrat dárkový poukaz ${code}` })).toBeVisible()
}

async function openCheckout(page: Page) {
  await page.getByRole('link', { name: 'Pokračovat k objednávce' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dokončení objednávky' })).toBeVisible()
  await hydrated(page)
  await verifyAgeIfAsked(page)
}

/** The newest voucher mail to `to` (its PDFs attached): the codes in its text. */
async function mailedCodes(request: APIRequestContext, to: string): Promise<string[]> {
  let codes: string[] = []
  await expect
    .poll(async () => {
      const response = await request.get(`/sandbox/mailbox/latest.json?to=${encodeURIComponent(to)}&tag=gift-cards`)
      if (!response.ok()) return 0
      const mail = (await response.json()) as {
        text: string
        attachments: Array<{ name: string; contentType: string }>
      }
      const pdfs = mail.attachments.filter((file) => file.contentType === 'application/pdf')
      codes = [...mail.text.matchAll(new RegExp(CODE, 'g'))].map((match) => match[0])
      return pdfs.length > 0 ? codes.length : 0
    })
    .toBeGreaterThan(0)
  return codes
}

/** The balance page: what is left on `code` and its state. */
async function expectBalance(page: Page, code: string, left: RegExp, state: string) {
  await openHydrated(page, '/darkovy-poukaz/zustatek')
  await page.getByRole('textbox', { name: 'Kód poukazu' }).fill(code)
  await page.getByRole('button', { name: 'Zjistit zůstatek' }).click()
  const result = page.getByRole('region', { name: `Poukaz ${code}` })
  await expect(result.getByRole('definition').first()).toHaveText(left)
  await expect(result.getByRole('definition').last()).toHaveText(state)
  // the code travelled in a request of the page, never in its address
  expect(page.url()).not.toContain(code)
}

test('a voucher bought, mailed, spent in part and then in full with a second one', async ({
  adult: page,
  allowApiError,
}) => {
  test.slow()
  const buyer = newEmail('poukaz')

  // 1. the voucher product: two fixed values
  await openHydrated(page, '/produkt/darkovy-poukaz')
  await expect(page.getByRole('heading', { level: 1, name: 'Dárkový poukaz' })).toBeVisible()
  await page.getByRole('radio', { name: '1 000 Kč' }).check()
  await page.getByRole('button', { name: 'Do košíku' }).click()
  await expect(added(page)).toBeVisible()
  await page.getByRole('radio', { name: '500 Kč' }).check()
  await page.getByRole('button', { name: 'Do košíku' }).click()
  await expect(added(page)).toBeVisible()
  await expectAccessible(page, 'the voucher product')

  // 2. the cart and a checkout of vouchers only: mailed, no delivery address, paid online
  await openHydrated(page, '/cart')
  await expect(page.getByText('Hodnota poukazu: 1 000 Kč')).toBeVisible()
  await expect(page.getByText('Hodnota poukazu: 500 Kč')).toBeVisible()
  await expectAccessible(page, 'the cart of vouchers')
  await openCheckout(page)
  await expect(page.getByRole('radio', { name: /E-mailem/ })).toBeChecked()
  await expect(page.getByRole('radio', { name: /Zásilkovna/ })).toHaveCount(0)
  await expect(page.getByText(/doručovací adresu proto nepotřebujeme/)).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Zásilku převezme někdo jiný' })).toHaveCount(0)
  // nothing is delivered: the e-mail and the name are all it asks for, no phone and no address
  await expect(page.getByRole('group', { name: 'Fakturační údaje' })).toBeVisible()
  for (const name of ['Telefon', 'Ulice a číslo popisné', 'Město', 'PSČ'])
    await expect(page.getByRole('textbox', { name, exact: true })).toHaveCount(0)
  await page.getByRole('textbox', { name: 'E-mail' }).fill(buyer)
  await page.getByRole('textbox', { name: 'Jméno' }).fill('Jana')
  await page.getByRole('textbox', { name: 'Příjmení' }).fill('Nováková')
  await page.getByRole('radio', { name: /Online platba/ }).check()
  // a company buyer gives its address with its IČO (its invoice needs one)
  await page.getByRole('checkbox', { name: 'Nakupuji na firmu' }).check()
  await expect(page.getByRole('textbox', { name: 'Ulice a číslo popisné' })).toBeVisible()
  await page.getByRole('checkbox', { name: 'Nakupuji na firmu' }).uncheck()
  await expect(page.getByRole('textbox', { name: 'Ulice a číslo popisné' })).toHaveCount(0)
  await page.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }).check()
  await expectAccessible(page, 'the checkout of vouchers')
  // away and back (a reload, the back button): what was typed is kept; the consent is ticked again knowingly
  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(buyer)
  await expect(page.getByRole('textbox', { name: 'Příjmení' })).toHaveValue('Nováková')
  await expect(page.getByRole('radio', { name: /Online platba/ })).toBeChecked()
  await page.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }).check()
  await orderButton(page).click()
  await expect(page).toHaveURL(/\/sandbox\/comgate\/client\/instructions\/index\?id=/)
  await page.getByRole('button', { name: 'Zaplatit', exact: true }).click()
  // vouchers only: paid means issued and mailed, so the order is done at once (decision 056)
  await expect(page.getByRole('heading', { level: 2, name: 'Objednávka je vyřízená' })).toBeVisible()

  // 3. the codes: on the order page once paid, and in the mail with the PDF
  const lineOf = (value: string) =>
    page
      .locator('.order-items__item')
      .filter({ hasText: `Hodnota poukazu: ${value}` })
      .locator('code')
  await expect(lineOf('1 000 Kč')).toHaveText(CODE)
  const thousand = (await lineOf('1 000 Kč').textContent())!
  const small = (await lineOf('500 Kč').textContent())!
  await expectAccessible(page, 'the thank-you page of a voucher')
  expect(await mailedCodes(page.request, buyer)).toEqual(expect.arrayContaining([thousand, small]))

  // 4. a bottle the 1 000 Kč voucher pays in full: no payment to choose, the rest stays on the voucher
  const cheap = bottle(25_000, 45_000)
  await addBottle(page, cheap.slug)
  await openHydrated(page, '/cart')
  await applyVoucher(page, thousand)
  await expect(page.getByText('Zbývá zaplatit')).toBeVisible()
  await expectAccessible(page, 'the cart with a voucher')
  await openCheckout(page)
  await fillCustomer(page, buyer)
  await page.getByRole('radio', { name: /Osobní odběr/ }).check()
  await expect(page.getByText('Objednávku celou hradí dárkové poukazy, platbu už nevybíráte.')).toBeVisible()
  await expect(page.getByRole('radio', { name: /Bankovní převod/ })).toHaveCount(0)
  await page.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }).check()
  await expectAccessible(page, 'the checkout with nothing left to pay')
  await orderButton(page).click()
  await expect(page).toHaveURL(/\/cart\/thank-you\/[^?]+$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Objednávka je zaplacená' })).toBeVisible()
  await expect(page.getByText(`Dárkový poukaz ${thousand}`)).toBeVisible()
  const rest = 100_000 - cheap.price
  const restText = `${String(rest / 100).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}\u00a0Kč`
  await expectBalance(page, thousand, new RegExp(`^${restText.replace(/\u00a0/g, '\\s')}$`), 'platný')
  await expectAccessible(page, 'the balance page')

  // 5. a dearer bottle: the rest of the first voucher and the whole second one, the difference by transfer
  const dear = bottle(130_000, 400_000)
  await addBottle(page, dear.slug)
  await openHydrated(page, '/cart')
  await applyVoucher(page, thousand)
  await applyVoucher(page, small)
  const applied = page.getByRole('region', { name: 'Uplatněné dárkové poukazy' })
  await expect(applied.getByRole('listitem')).toHaveCount(2)
  await openCheckout(page)
  await fillCustomer(page, buyer)
  await page.getByRole('radio', { name: /Osobní odběr/ }).check()
  await page.getByRole('radio', { name: /Bankovní převod/ }).check()
  await page.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }).check()
  await orderButton(page).click()
  await expect(page).toHaveURL(/\/cart\/thank-you\/[^?]+$/)
  await expect(page.getByText(`Dárkový poukaz ${thousand}`)).toBeVisible()
  await expect(page.getByText(`Dárkový poukaz ${small}`)).toBeVisible()
  await expectBalance(page, thousand, /^0\sKč$/, 'vyčerpaný')

  // 6. a spent voucher is refused with the API's Czech message
  allowApiError(422, /\/gift-cards\//)
  await addBottle(page, cheap.slug)
  await openHydrated(page, '/cart')
  await page.getByRole('button', { name: 'Mám dárkový poukaz' }).click()
  await expect(page.getByRole('textbox', { name: 'Dárkový poukaz' })).toBeFocused()
  await page.getByRole('textbox', { name: 'Dárkový poukaz' }).fill(thousand)
  await page.getByRole('button', { name: 'Použít poukaz' }).click()
  await expect(page.getByRole('alert')).toHaveText('Tento dárkový poukaz je už celý vyčerpaný.')
})

test('a voucher of a free amount: the limits shown, an amount outside them refused, a whole-crown one added', async ({
  adult: page,
}) => {
  await openHydrated(page, '/produkt/darkovy-poukaz')
  await page.getByRole('radio', { name: 'Vlastní částka' }).check()
  const amount = page.getByRole('textbox', { name: 'Hodnota poukazu v Kč' })
  await expect(page.getByText('Celé koruny, od 200 Kč do 20 000 Kč.')).toBeVisible()
  await amount.fill('150')
  await page.getByRole('button', { name: 'Do košíku' }).click()
  await expect(page.getByText('Hodnota poukazu musí být od 200 Kč do 20 000 Kč.')).toBeVisible()
  // the refusal takes the shopper to the field, which names its message
  await expect(amount).toBeFocused()
  await expect(amount).toHaveAttribute('aria-invalid', 'true')
  await expect(amount).toHaveAccessibleDescription(/Hodnota poukazu musí být od 200\sKč do 20\s000\sKč\./)
  await expectAccessible(page, 'the voucher product with a wrong amount')
  await amount.fill('300')
  await page.getByRole('button', { name: 'Do košíku' }).click()
  await expect(added(page)).toBeVisible()

  await openHydrated(page, '/cart')
  await expect(page.getByText('Hodnota poukazu: 300 Kč')).toBeVisible()
})

test('staff issue a voucher by hand, find it in the list and void it; staff without admin rights only read', async ({
  browser,
}) => {
  const admin = await signedIn(browser, 'Adam Vedoucí', '/')
  await admin.getByRole('navigation').getByRole('link', { name: 'Dárkové poukazy' }).click()
  await expect(admin.getByRole('heading', { level: 1, name: 'Dárkové poukazy' })).toBeVisible()
  await expectConsoleAccessible(admin, 'the vouchers list')
  await admin.getByRole('textbox', { name: 'Hodnota v Kč' }).fill('1 500')
  await admin.getByRole('textbox', { name: 'Poznámka' }).fill('Hosté baru, narozeniny')
  await admin.getByRole('button', { name: 'Vydat poukaz' }).click()
  const confirm = admin.getByRole('dialog', { name: 'Vydat dárkový poukaz?' })
  await expect(confirm).toContainText('1 500 Kč')
  // the form's one Idempotency-Key goes with the issue: a double submit or a retry gets the same voucher
  const issue = admin.waitForRequest((request) => request.method() === 'POST' && /\/gift-cards$/.test(request.url()))
  await confirm.getByRole('button', { name: 'Vydat' }).click()
  expect((await issue).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
  const done = admin.getByRole('status').filter({ hasText: /je vydaný/ })
  await expect(done).toBeVisible()
  const code = CODE.exec((await done.textContent()) ?? '')![0]

  await admin.getByRole('searchbox', { name: 'Kód' }).fill(code.slice(0, 9).toLowerCase())
  await admin.getByRole('button', { name: 'Filtrovat' }).click()
  const row = admin.getByRole('row').filter({ hasText: code })
  await expect(row).toContainText('1 500 Kč')
  await expect(row).toContainText('Platný')
  await expect(row).toContainText('Vydán ručně')
  await row.getByRole('link', { name: code }).click()
  await expect(admin.getByRole('heading', { level: 1, name: `Dárkový poukaz ${code}` })).toBeVisible()
  await expect(admin.getByText('Poukaz zatím nikdo nepoužil.')).toBeVisible()
  await expect(admin.getByRole('link', { name: 'Stáhnout PDF' })).toHaveAttribute('href', /\/pdf$/)
  await expectConsoleAccessible(admin, 'a voucher')

  // staff without admin rights see the same voucher, read-only
  const staff = await signedIn(browser, 'Petra Skladová', `/darkove-poukazy/${code}`)
  await expect(
    staff.getByText('Tuto změnu může udělat jen administrátor obchodu. Poukazy tu vidíte jen pro čtení.'),
  ).toBeVisible()
  await expect(staff.getByRole('button', { name: 'Zneplatnit poukaz' })).toHaveCount(0)
  await staff.context().close()

  await admin.getByRole('button', { name: 'Zneplatnit poukaz' }).click()
  const dialog = admin.getByRole('dialog', { name: `Zneplatnit poukaz ${code}?` })
  // the reason is required: the browser keeps the dialog open until there is one
  await dialog.getByRole('button', { name: 'Zneplatnit poukaz' }).click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Důvod' }).fill('Ztracený poukaz, vydán náhradní')
  await dialog.getByRole('button', { name: 'Zneplatnit poukaz' }).click()
  await expect(admin.getByRole('status').filter({ hasText: 'Poukaz je zneplatněný.' })).toBeVisible()
  await expect(admin.getByText('Ztracený poukaz, vydán náhradní')).toBeVisible()
  await expect(admin.getByText('Zneplatněný', { exact: true })).toBeVisible()
  await admin.context().close()
})
