import type { Page } from '@playwright/test'
import { expect, openHydrated, test } from './fixtures'
import { mailLink, newEmail } from './mailbox'

test('subscribe on the home page → the confirmation mail → its link → the Drinksletter notice; the link works once', async ({
  adult: page,
}) => {
  const email = newEmail('drinksletter')
  await openHydrated(page, '/')
  const form = page.getByRole('region', { name: 'Drinksletter' })
  await form.getByLabel('Váš e-mail').fill(email)
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Přihlásit k odběru' }).click()
  await expect(form.getByRole('status')).toContainText(`Na adresu ${email} jsme poslali odkaz`)

  const link = await mailLink(page.request, email, '/potvrzeni-drinksletteru/')
  await page.goto(new URL(link).pathname)
  await expect(page.getByRole('status').filter({ hasText: 'Děkujeme za přihlášení k Drinksletteru.' })).toBeVisible()
  // the notice's parameter leaves the address
  await expect(page).toHaveURL(/\/$/)
  // the welcome mail carries the one-click unsubscribe headers
  const welcome = (await (
    await page.request.get(`/sandbox/mailbox/latest.json?to=${encodeURIComponent(email)}`)
  ).json()) as { subject: string; headers: Record<string, string> }
  expect(welcome.subject).toContain('Vítejte v Drinksletteru')
  expect(welcome.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')

  await page.goto(new URL(link).pathname)
  await expect(
    page.getByRole('alert').filter({ hasText: 'Odkaz pro potvrzení e-mailové adresy již není platný.' }),
  ).toBeVisible()
})

test('the footer form asks for the address and the consent, with the general message and the focus on the first field', async ({
  adult: page,
}) => {
  await openHydrated(page, '/kontakt')
  const form = page.getByRole('contentinfo').getByRole('region', { name: 'Drinksletter' })
  await form.getByRole('button', { name: 'Přihlásit k odběru' }).click()
  await expect(
    form.getByRole('alert').filter({ hasText: 'Pardon, ale ne všechna pole jsou vyplněna správně.' }),
  ).toBeVisible()
  await expect(form.getByLabel('Váš e-mail')).toBeFocused()
  await expect(form.getByLabel('Váš e-mail')).toHaveAccessibleDescription('Toto pole je povinné.')
  await expect(form.getByText('Váš souhlas je nezbytný pro další pokračování.')).toBeVisible()
  // one form on the home page: its own, not the footer's too
  await page.goto('/')
  await expect(page.getByRole('region', { name: 'Drinksletter' })).toHaveCount(1)
})

test('the form keeps what was typed and a submit sent before its code arrived (it loads on approach)', async ({
  adult: page,
}) => {
  // the form's toolkit is a chunk of its own, loaded when the visitor comes near the form: hold it back a while
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/LiveNewsletterForm-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await openHydrated(page, '/kontakt')
  const form = page.getByRole('contentinfo').getByRole('region', { name: 'Drinksletter' })
  await form.getByLabel('Váš e-mail').fill('bez-zavinace')
  await form.getByLabel('Váš e-mail').press('Enter')
  await expect(form.getByRole('alert')).toHaveCount(0)
  release()
  await expect(
    form.getByRole('alert').filter({ hasText: 'Pardon, ale ne všechna pole jsou vyplněna správně.' }),
  ).toBeVisible()
  await expect(form.getByLabel('Váš e-mail')).toHaveValue('bez-zavinace')
  await expect(form.getByLabel('Váš e-mail')).toHaveAccessibleDescription('Zadejte platnou e-mailovou adresu.')
  await expect(form.getByLabel('Váš e-mail')).toBeFocused()
})

test('the unsubscribe link of the welcome mail asks once more, then unsubscribes without login', async ({
  adult: page,
}) => {
  const email = newEmail('odhlaseni')
  const asked = await page.request.post('/api/v2/shop/gdpr/customer-consent', {
    data: { email, consentCode: 'homepage_nl', consent: true, source: 'footer' },
    headers: { 'content-type': 'application/ld+json' },
  })
  expect(asked.status()).toBe(202)
  await page.goto(new URL(await mailLink(page.request, email, '/potvrzeni-drinksletteru/')).pathname)
  const unsubscribe = await mailLink(page.request, email, '/gdpr/unsubscribe/')
  await page.goto(new URL(unsubscribe).pathname)
  await expect(page.getByRole('heading', { name: 'Odhlášení z Drinksletteru' })).toBeVisible()
  await expectShopFrame(page)
  await page.getByRole('button', { name: 'Odhlásit odběr' }).click()
  await expect(page.getByRole('heading', { name: 'Odběr zrušen' })).toBeVisible()
  await expectShopFrame(page)
})

/** The shop's header with its logo leading home, and its footer with the terms and the contact. */
async function expectShopFrame(page: Page) {
  const home = page.getByRole('banner').getByRole('link', { name: 'Drinkárna – Úvodní stránka' })
  await expect(home).toBeVisible()
  expect(new URL((await home.getAttribute('href'))!, page.url()).pathname).toBe('/')
  await expect(home.locator('img')).toHaveJSProperty('complete', true)
  expect(await home.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Obchodní podmínky' })).toBeVisible()
  await expect(footer.getByRole('link', { name: 'Kontakt' })).toBeVisible()
  await expect(footer).toContainText('Alkoholické nápoje prodáváme pouze osobám starším 18 let.')
}

test('the shop has an icon at /favicon.ico, where browsers and crawlers look for one', async ({ request }) => {
  const icon = await request.get('/favicon.ico')
  expect(icon.status()).toBe(200)
  expect(icon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/)
  // an ICO file: reserved 0, type 1, at least one image
  const bytes = await icon.body()
  expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0])
  expect(bytes.readUInt16LE(4)).toBeGreaterThan(0)
})
