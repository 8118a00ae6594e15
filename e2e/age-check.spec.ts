import { verifyAge } from './age-check'
import { expect, openHydrated, test } from './fixtures'

/** The objective age check before ordering alcohol (decision 038) with the sandbox Bank iD. */

async function ginInCheckout(page: import('@playwright/test').Page) {
  await openHydrated(page, '/kategorie/gin')
  await page.locator('.product-card').filter({ hasText: 'Skladem' }).first().locator('.product-card__link').click()
  // the product page says 18+ in its purchase box
  await expect(page.locator('.product-purchase').getByText('Alkoholické nápoje prodáváme pouze osobám starším 18 let.')).toBeVisible()
  await page.getByRole('button', { name: 'Do košíku' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Zboží jsme přidali do košíku.' })).toBeVisible()
  await openHydrated(page, '/cart/summary')
  await expect(page.getByRole('heading', { level: 2, name: /Ověření věku/ })).toBeVisible()
}

async function fillAndOrder(page: import('@playwright/test').Page) {
  await page.getByRole('textbox', { name: 'E-mail' }).fill('vek@example.cz')
  await page.getByRole('textbox', { name: 'Telefon' }).fill('+420 777 123 456')
  await page.getByRole('textbox', { name: 'Jméno' }).fill('Eva')
  await page.getByRole('textbox', { name: 'Příjmení' }).fill('Dospělá')
  await page.getByRole('textbox', { name: 'Ulice a číslo popisné' }).fill('Dlouhá 12')
  await page.getByRole('textbox', { name: 'Město' }).fill('Praha')
  await page.getByRole('textbox', { name: 'PSČ' }).fill('110 00')
  await page.getByRole('radio', { name: /Kurýr na adresu/ }).check()
  await page.getByRole('radio', { name: /Bankovní převod/ }).check()
  await page.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }).check()
  await page.getByRole('button', { name: 'Objednat s povinností platby' }).click()
}

test('alcohol in the cart: the checkout asks for the bank identity, an adult comes back verified and orders', async ({ adult: page }) => {
  await ginInCheckout(page)
  await verifyAge(page, 'adult')
  await fillAndOrder(page)
  await expect(page).toHaveURL(/\/cart\/thank-you\//)
  await expect(page.getByRole('heading', { level: 1, name: 'Děkujeme za objednávku' })).toBeVisible()
  // the courier checks the age again at the hand-over, and the order says so
  await expect(page.getByText('při předání si kurýr nebo výdejní místo ověří, že je příjemci alespoň 18 let', { exact: false })).toBeVisible()
})

test('a minor is refused: a clear message, and the order cannot be placed', async ({ adult: page, allowApiError }) => {
  allowApiError(422, /\/complete$/)
  await ginInCheckout(page)
  await verifyAge(page, 'minor')
  await expect(page.getByRole('alert').filter({ hasText: 'Bankovní identita potvrdila, že vám ještě nebylo 18 let.' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ověřit věk přes bankovní identitu' })).toHaveCount(0)
  await fillAndOrder(page)
  await expect(page.getByText('Před jejím dokončením ověřte, že je vám 18 let').first()).toBeVisible()
  await expect(page).toHaveURL(/\/cart\/summary/)
})
