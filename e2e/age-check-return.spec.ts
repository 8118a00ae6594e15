import type { Page } from '@playwright/test'
import { verifyAge } from './age-check'
import { expect, hydrated, openHydrated, test } from './fixtures'

/**
 * The checkout's draft (decision 043) as shoppers with autofill meet it: the browser fills contact and address as
 * the page arrives, before its scripts have taken it over; a Packeta point is picked and the age check's link
 * clicked at once. Back from the bank, everything typed is there and no field says anything. Ten runs, three more
 * on a slow network and CPU, and one where everything is filled after the scripts ran, as fast as it goes.
 */

const TYPED = {
  'E-mail': 'rychla.vek@example.cz',
  Telefon: '+420 602 111 222',
  Jméno: 'Karolína',
  Příjmení: 'Rychlá',
  'Ulice a číslo popisné': 'Krátká 7',
  Město: 'Brno',
  PSČ: '602 00',
} as const

async function ginInCart(page: Page) {
  await openHydrated(page, '/kategorie/gin')
  await page.locator('.product-card').filter({ hasText: 'Skladem' }).first().locator('.product-card__link').click()
  await page.getByRole('button', { name: 'Do košíku' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Zboží jsme přidali do košíku.' })).toBeVisible()
}

async function fill(page: Page) {
  for (const [name, value] of Object.entries(TYPED)) await page.getByRole('textbox', { name, exact: true }).fill(value)
}

/** Opens the checkout and fills it before React hydrates: its scripts are held until the form is filled. */
async function autofilledCheckout(page: Page) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\.js(\?|$)/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/cart/summary', { waitUntil: 'commit' })
  await fill(page)
  release()
  await hydrated(page)
  await page.unrouteAll()
}

/** Picks a Packeta point and leaves for the bank at once; back verified. Returns the point's name. */
async function pickPointAndLeave(page: Page): Promise<string> {
  await page.getByRole('radio', { name: /Zásilkovna/ }).check()
  await page.getByRole('button', { name: 'Vybrat výdejní místo' }).click()
  const dialog = page.getByRole('dialog', { name: 'Výdejní místa Zásilkovny' })
  await dialog.getByRole('searchbox').fill('Praha')
  const point = dialog.locator('.pickup-dialog__point').first()
  const pointName = ((await point.locator('.pickup-dialog__name').textContent()) ?? '').trim()
  await point.click()
  await verifyAge(page, 'adult')
  return pointName
}

async function expectAllThere(page: Page, pointName: string) {
  for (const [name, value] of Object.entries(TYPED))
    await expect(page.getByRole('textbox', { name, exact: true })).toHaveValue(value)
  await expect(page.getByRole('radio', { name: /Zásilkovna/ })).toBeChecked()
  await expect(page.getByText(pointName).first()).toBeVisible()
  await expect(page.locator('.field__error, [aria-invalid="true"]')).toHaveCount(0)
  await expect(page.getByText('Toto pole je povinné.')).toHaveCount(0)
}

for (let run = 1; run <= 10; run++) {
  test(`autofilled as the page arrives and left at once for the bank, everything typed is back (run ${run} of 10)`, async ({
    adult: page,
  }) => {
    await ginInCart(page)
    await autofilledCheckout(page)
    const pointName = await pickPointAndLeave(page)
    await expectAllThere(page, pointName)
  })
}

for (let run = 1; run <= 3; run++) {
  test(`on a slow network and a slow CPU, everything autofilled is back too (run ${run} of 3)`, async ({
    adult: page,
  }) => {
    // a throttled journey: every page, script and API answer takes several times longer
    test.setTimeout(120_000)
    await ginInCart(page)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.5 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 5 })
    await autofilledCheckout(page)
    const pointName = await pickPointAndLeave(page)
    await expectAllThere(page, pointName)
  })
}

test('filled after the scripts ran, as fast as it goes, and left at once: everything typed is back', async ({
  adult: page,
}) => {
  await ginInCart(page)
  await openHydrated(page, '/cart/summary')
  await fill(page)
  const pointName = await pickPointAndLeave(page)
  await expectAllThere(page, pointName)
})
