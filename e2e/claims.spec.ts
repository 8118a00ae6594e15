import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expectAccessible, signedIn } from './console-session'
import { expect, openHydrated, test } from './fixtures'
import { newEmail } from './mailbox'
import { placeOrder } from './shop-order'

/**
 * The contact form and complaints (decision 026): a message from /kontakt reaches the sandbox mailbox;
 * a logged-in customer files a complaint with two photos about their own order on /account/complaint and sees
 * it listed there with its state.
 */

const PASSWORD = 'tajneheslo'
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9,
])
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1,
])

async function latestMail(page: Page, to: string): Promise<{ subject: string; text: string }> {
  let mail: { subject: string; text: string } | null = null
  await expect
    .poll(async () => {
      const response = await page.request.get(`/sandbox/mailbox/latest.json?to=${encodeURIComponent(to)}`)
      mail = response.ok() ? ((await response.json()) as { subject: string; text: string }) : null
      return mail?.subject ?? null
    })
    .toBeTruthy()
  return mail!
}

test('the contact form: the shop’s messages, then the message is sent and the receipt reaches the mailbox', async ({
  adult: page,
}) => {
  const email = newEmail('kontakt')
  await openHydrated(page, '/kontakt')
  const form = page.locator('.contact-form')
  await form.getByRole('button', { name: 'Odeslat zprávu' }).click()
  await expect(form.getByRole('alert')).toHaveText('Pardon, ale ne všechna pole jsou vyplněna správně.')
  await expect(form.getByText('Nezapomeňte vyplnit svou zprávu.')).toBeVisible()
  await expect(form.getByText('Váš souhlas je nezbytný pro další pokračování.')).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Jméno' })).toBeFocused()
  await expect(form.getByRole('link', { name: 'Více o zpracování osobních údajů' })).toHaveAttribute(
    'href',
    '/souhlas-se-zpracovanim-osobnich-udaju',
  )

  await form.getByRole('textbox', { name: 'Jméno' }).fill('Jana')
  await form.getByRole('textbox', { name: 'Příjmení' }).fill('Nováková')
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await form.getByRole('textbox', { name: 'Vaše zpráva' }).fill('Dobrý den, budete mít znovu rum Diplomático?')
  await expect(form.getByText('44 / 1000 znaků')).toBeVisible()
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Odeslat zprávu' }).click()
  await expect(form.getByRole('status')).toContainText(
    `Děkujeme, Vaši zprávu jsme přijali. Potvrzení jsme poslali na ${email}`,
  )
  // the form starts over, without "required" messages
  await expect(form.getByRole('textbox', { name: 'Vaše zpráva' })).toHaveValue('')
  await expect(form.getByText('Nezapomeňte vyplnit svou zprávu.')).toHaveCount(0)

  const mail = await latestMail(page, email)
  expect(mail.subject).toBe('Vaši zprávu jsme přijali – Drinkárna')
  expect(mail.text).not.toContain('Diplomático')
})

test('a logged-in customer files a complaint with two photos and sees it in /account/complaint', async ({
  adult: page,
}) => {
  const email = newEmail('reklamace')
  const registered = await page.request.post('/api/v2/shop/customers', {
    data: { firstName: 'Jana', lastName: 'Nováková', email, password: PASSWORD },
    headers: { 'content-type': 'application/ld+json' },
  })
  expect(registered.status()).toBe(204)
  await openHydrated(page, '/')
  await page.getByRole('banner').getByRole('link', { name: 'Přihlásit' }).click()
  const dialog = page.getByRole('dialog', { name: 'Přihlášení' })
  await dialog.getByLabel('E-mail').fill(email)
  await dialog.getByLabel('Heslo').fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Přihlásit se', exact: true }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Můj účet' })).toBeVisible()

  // an order placed while logged in, through the storefront's proxy with the session cookie
  const { number } = await placeOrder(page, email, 2)

  await openHydrated(page, '/account/complaint')
  await expect(page.getByText('Zatím jste nepodali žádnou reklamaci ani vrácení.')).toBeVisible()
  const form = page.getByRole('form', { name: 'Reklamace' })
  await expect(form.getByRole('combobox', { name: 'Objednávka' })).toHaveValue(number!)
  await expect(form.getByRole('textbox', { name: 'E-mail z objednávky' })).toHaveValue(email)
  await form.getByRole('combobox', { name: 'Důvod reklamace' }).selectOption('damaged')
  await form.getByRole('textbox', { name: 'Popis závady' }).fill('Láhev dorazila s prasklým hrdlem.')
  await form.getByLabel('Fotografie nebo doklady').setInputFiles([
    { name: 'lahev.jpg', mimeType: 'image/jpeg', buffer: JPEG },
    { name: 'krabice.png', mimeType: 'image/png', buffer: PNG },
  ])
  await expect(form.locator('.attachments__list li')).toHaveCount(2)
  await form.getByRole('button', { name: 'Odeslat reklamaci' }).click()
  await expect(form.getByRole('status')).toContainText(/Reklamaci č\. R\d{6} jsme přijali/)

  const card = page.locator('.claim-card').first()
  await expect(card).toContainText(`Objednávka ${number}`)
  await expect(card).toContainText('Nová')
  await expect(card).toContainText('Přílohy: 2')
  await expect(card).toContainText('Zboží poškozené při přepravě')
  // a follow-up message on the claim
  await card.getByRole('textbox', { name: 'Doplňující zpráva' }).fill('Posílám ještě číslo zásilky: 123.')
  await card.getByRole('button', { name: 'Poslat zprávu' }).click()
  await expect(card.locator('.claim-card__messages')).toContainText('Posílám ještě číslo zásilky: 123.')

  const mail = await latestMail(page, email)
  expect(mail.subject).toMatch(/^Přijali jsme Vaši reklamaci č\. R\d{6} – Drinkárna$/)
})

test('a guest returns goods within 14 days: the order by number and e-mail, its items, the refund account', async ({
  adult: page,
  allowApiError,
}) => {
  const email = newEmail('vraceni')
  const { number } = await placeOrder(page, email, 2)
  await openHydrated(page, '/reklamace-a-vraceni-zbozi#vraceni')
  // the CMS page's information stays above the forms
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const form = page.getByRole('form', { name: 'Vrácení do 14 dnů' })
  await expect(form).toBeVisible()
  allowApiError(422, /claim-requests/)
  await form.getByRole('textbox', { name: 'Číslo objednávky' }).fill(number)
  await form.getByRole('textbox', { name: 'E-mail z objednávky' }).fill(newEmail('cizi'))
  await form.getByRole('button', { name: 'Načíst položky objednávky' }).click()
  await expect(form.getByText('Objednávku s tímto číslem a e-mailem jsme nenašli.', { exact: false })).toBeVisible()
  await form.getByRole('textbox', { name: 'E-mail z objednávky' }).fill(email)
  await form.getByRole('button', { name: 'Načíst položky objednávky' }).click()
  const item = form.getByRole('checkbox').first()
  await expect(item).toBeVisible()
  // the refusal at the number went away with the corrected e-mail
  await expect(form.getByText('Objednávku s tímto číslem a e-mailem jsme nenašli.', { exact: false })).toHaveCount(0)
  await form.getByRole('textbox', { name: 'Číslo účtu pro vrácení peněz' }).fill('19-2000145398/0800')
  await form.getByRole('button', { name: 'Odeslat vrácení' }).click()
  await expect(form.getByRole('alert')).toHaveText('Pardon, ale ne všechna pole jsou vyplněna správně.')
  await expect(form.getByText('Vyberte alespoň jednu položku, kterou vracíte.')).toBeVisible()
  await expect(form.getByText('Zadejte číslo účtu ve tvaru 19-2000145399/0800 nebo IBAN.')).toBeVisible()
  await item.check()
  await form.getByRole('textbox', { name: 'Číslo účtu pro vrácení peněz' }).fill('19-2000145399/0800')
  await form.getByRole('button', { name: 'Odeslat vrácení' }).click()
  await expect(form.getByRole('status')).toContainText(/Vrácení č\. V\d{6} jsme přijali/)
  const mail = await latestMail(page, email)
  expect(mail.subject).toMatch(/^Přijali jsme Vaše odstoupení od smlouvy č\. V\d{6} – Drinkárna$/)
})

const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n')

test('staff answer a complaint in the console with a file and decide it; the customer sees both, downloads the file and gets the mail', async ({
  adult: page,
  browser,
}) => {
  test.slow()
  const email = newEmail('konzole-reklamace')
  await page.request.post('/api/v2/shop/customers', {
    data: { firstName: 'Jana', lastName: 'Nováková', email, password: PASSWORD },
    headers: { 'content-type': 'application/ld+json' },
  })
  await page.request.post('/api/v2/shop/authentication-token', {
    data: { email, password: PASSWORD },
    headers: { 'content-type': 'application/ld+json' },
  })
  const { number } = await placeOrder(page, email, 2)
  const filed = await page.request.post('/api/v2/shop/claim-requests', {
    multipart: {
      type: 'complaint',
      orderNumber: number,
      email,
      reason: 'damaged',
      description: 'Víčko bylo prasklé.',
      attachments: { name: 'vicko.jpg', mimeType: 'image/jpeg', buffer: JPEG },
    },
  })
  expect(filed.status()).toBe(201)
  const { number: claimNumber } = (await filed.json()) as { number: string }

  // today's queue lists it among the complaints waiting for a decision, with its 30 days
  const staff = await signedIn(browser, 'Petra Skladová', '/')
  const waiting = staff.getByRole('region', { name: /^Reklamace a vrácení k vyřízení/ })
  await expect(waiting.getByRole('row', { name: new RegExp(claimNumber) })).toContainText('30 dní')
  await expectAccessible(staff, 'the queue with complaints')
  await staff
    .getByRole('navigation', { name: 'Hlavní nabídka' })
    .getByRole('link', { name: 'Reklamace a vrácení' })
    .click()
  await expect(staff.getByRole('heading', { level: 1, name: 'Reklamace a vrácení' })).toBeVisible()
  await staff.getByRole('searchbox', { name: 'Hledat' }).fill(number)
  await staff.getByRole('button', { name: 'Filtrovat' }).click()
  const row = staff.getByRole('row', { name: new RegExp(claimNumber) })
  await expect(row).toContainText('30 dní')
  await expectAccessible(staff, 'the complaints inbox')
  await row.getByRole('link', { name: claimNumber }).click()
  await expect(staff.getByRole('heading', { level: 1, name: `Reklamace ${claimNumber}` })).toBeVisible()
  // the customer's photo through its signed link
  const photo = staff.getByRole('link', { name: 'vicko.jpg' })
  const signed = await photo.getAttribute('href')
  expect(signed).toMatch(/^\/api\/v2\/admin\/claim-attachments\/\d+\?expires=\d+&signature=[\w-]{43}$/)
  // from the console's own page: the browser resolves admin.localhost, Node does not
  expect(await staff.evaluate(async (url) => (await fetch(url)).status, signed!)).toBe(200)
  await expectAccessible(staff, 'a complaint')

  await staff
    .getByRole('textbox', { name: 'Text odpovědi' })
    .fill('Omlouváme se, posíláme novou láhev. Přikládáme štítek.')
  await staff
    .getByLabel('Přílohy (fotografie nebo PDF, nejvýše 5)')
    .setInputFiles([{ name: 'stitek.pdf', mimeType: 'application/pdf', buffer: PDF }])
  await staff.getByRole('button', { name: 'Odeslat odpověď' }).click()
  await expect(staff.getByText('Odpověď jsme odeslali.')).toBeVisible()
  await expect(staff.locator('.claim-messages')).toContainText('posíláme novou láhev')
  await expect(staff.locator('.claim-messages').getByRole('link', { name: 'stitek.pdf' })).toBeVisible()

  await staff.getByRole('button', { name: 'Uznat – vyměnit zboží' }).click()
  const dialog = staff.getByRole('dialog', { name: `Uznat ${claimNumber} a vyměnit zboží?` })
  await expect(dialog).toContainText('Rozhodnutí už nejde změnit.')
  await expectAccessible(staff, 'the decision dialog')
  await dialog.getByRole('button', { name: 'Uznat – vyměnit zboží' }).click()
  await expect(staff.getByText('Uznáno: výměna zboží.')).toBeVisible()
  await expect(staff.getByText('Rozhodl(a): sklad@drinkarna.cz')).toBeVisible()

  await openHydrated(page, '/account/complaint')
  const card = page.locator('.claim-card').first()
  await expect(card).toContainText('posíláme novou láhev')
  await expect(card).toContainText('Vyřízeno')
  await expect(card).toContainText('Uznáno: výměna zboží.')
  const link = card.getByRole('link', { name: /stitek\.pdf/ })
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toBe('stitek.pdf')
  expect(await readFile(await download.path())).toEqual(PDF)
  const mail = await latestMail(page, email)
  expect(mail.subject).toMatch(/^(Odpověď k Vaší reklamaci|Uznali jsme Vaši reklamaci) č\. R\d{6} – Drinkárna$/)
})
