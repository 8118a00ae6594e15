import type { Page } from '@playwright/test'
import { verifyAgeIfAsked } from './age-check'
import { expect, hydrated, openHydrated } from './fixtures'

/** The steps of a purchase the journeys share: a product into the cart, and the checkout's customer details. */

/** Opens the first product in stock of a category and adds it to the cart. */
export async function addToCart(page: Page, category: string) {
  await openHydrated(page, `/kategorie/${category}`)
  const card = page.locator('.product-card').filter({ hasText: 'Skladem' }).first()
  await card.locator('.product-card__link').click()
  await page.getByRole('button', { name: 'Do košíku' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Zboží jsme přidali do košíku.' })).toBeVisible()
}

/** A product of `category` into the cart, then on to the checkout's summary step, past the age check if it asks. */
export async function openCheckout(page: Page, category = 'rum') {
  await addToCart(page, category)
  await openHydrated(page, '/cart')
  await page.getByRole('link', { name: 'Pokračovat k objednávce' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dokončení objednávky' })).toBeVisible()
  await hydrated(page)
  await verifyAgeIfAsked(page)
}

/** Fills the checkout's contact and billing fields as Jana Nováková of Prague would. */
export async function fillCustomer(page: Page, email = 'jana.novakova@example.cz') {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await page.getByRole('textbox', { name: 'Telefon' }).fill('+420 777 123 456')
  await page.getByRole('textbox', { name: 'Jméno' }).fill('Jana')
  await page.getByRole('textbox', { name: 'Příjmení' }).fill('Nováková')
  await page.getByRole('textbox', { name: 'Ulice a číslo popisné' }).fill('Dlouhá 12')
  await page.getByRole('textbox', { name: 'Město' }).fill('Praha')
  await page.getByRole('textbox', { name: 'PSČ' }).fill('110 00')
}
