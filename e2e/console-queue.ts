import type { Locator, Page } from '@playwright/test'
import { adminGet } from './console-session'
import { expect } from './fixtures'

/**
 * The console's queue "Dnešní práce" (decision 049) as the journeys of every carrier use it: an order's row in a
 * panel, marking the opened order packed, choosing its row for the carrier and creating the parcel with its label.
 */

/** The order's row in a panel of the queue ("K zabalení", "Předat dopravci", …). */
export const queueRow = (page: Page, panel: string, number: string): Locator =>
  page.getByRole('region', { name: new RegExp(`^${panel}`) }).getByRole('row', { name: new RegExp(number) })

/** "Zabaleno" on the opened order, confirmed; `whileAsked` runs with the confirmation open (axe, say). */
export async function markPacked(staff: Page, whileAsked?: (dialog: Locator) => Promise<void>): Promise<void> {
  await staff.getByRole('button', { name: 'Zabaleno' }).click()
  const packed = staff.getByRole('dialog', { name: 'Označit zásilku jako zabalenou?' })
  await whileAsked?.(packed)
  await packed.getByRole('button', { name: 'Zabaleno' }).click()
  await expect(packed).toBeHidden()
}

/** Back to the queue by its menu entry; the packed order's row for the carrier, chosen. */
export async function chooseForCarrier(staff: Page, number: string, carrier: string): Promise<Locator> {
  await staff.getByRole('navigation', { name: 'Hlavní nabídka' }).getByRole('link', { name: 'Dnešní práce' }).click()
  const row = queueRow(staff, 'Předat dopravci', number)
  await expect(row).toContainText(carrier)
  await row.getByRole('checkbox').check()
  return row
}

/** The chosen parcel created at the carrier with the age check asked for; its label prints as a PDF. */
export async function createParcel(staff: Page, carrier: string): Promise<void> {
  await staff.getByRole('button', { name: 'Vytvořit vybrané zásilky (1)' }).click()
  const ship = staff.getByRole('dialog', { name: `Vytvořit 1 zásilku u dopravce ${carrier}?` })
  await expect(ship).toContainText('kontroly věku')
  await ship.getByRole('button', { name: 'Vytvořit zásilky' }).click()
  const print = staff.getByRole('link', { name: /Vytisknout štítek/ })
  await expect(print).toBeVisible()
  const label = await adminGet(staff, (await print.getAttribute('href'))!)
  expect([label.status, label.type]).toEqual([200, 'application/pdf'])
}
