import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { quote, sql } from './d1'
import { expect, test } from './fixtures'
import { newEmail } from './mailbox'
import { fillCustomer, openCheckout } from './shopping'

/**
 * Heureka's "Ověřeno zákazníky" at the checkout (docs/decisions/062-heureka-certification.md): the opt-out box in
 * the last step, unticked; a placed order goes to the Heureka sandbox once with its number and item ids, unless
 * the shopper ticked the box.
 */

const OPT_OUT =
  'Nesouhlasím se zasláním dotazníku spokojenosti v rámci programu Ověřeno zákazníky, který pomáhá zlepšovat naše služby.'

type HeurekaCall = { body: { email?: string; orderId?: string; productItemIds?: string[] }; status: number }

async function heurekaCalls(page: Page): Promise<HeurekaCall[]> {
  const response = await page.request.get('/sandbox/heureka/calls.json')
  expect(response.ok()).toBeTruthy()
  return (await response.json()) as HeurekaCall[]
}

/** Places the order from the summary step; its number from the thank-you page. */
async function order(page: Page, email: string, optOut: boolean): Promise<string> {
  await openCheckout(page)
  await fillCustomer(page, email)
  await page.getByRole('radio', { name: /Kurýr na adresu/ }).check()
  await page.getByRole('radio', { name: /Dobírka/ }).check()
  await page.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }).check()
  const box = page.getByRole('checkbox', { name: OPT_OUT })
  await expect(box).not.toBeChecked()
  if (optOut) await box.check()
  await page.getByRole('button', { name: 'Objednat s povinností platby' }).click()
  await expect(page).toHaveURL(/\/cart\/thank-you\//)
  const number = /Číslo objednávky: (\d+)/.exec((await page.getByText(/^Číslo objednávky: \d+$/).textContent()) ?? '')
  return number![1]!
}

function itemCodes(number: string): string[] {
  return sql<{ code: string }>(
    `SELECT v.code FROM order_items i JOIN orders o ON o.id = i.order_id JOIN product_variants v ON v.id = i.variant_id
     WHERE o.number = ${quote(number)} ORDER BY i.id`,
  ).map((row) => row.code)
}

test('the box ticked: the order never reaches Heureka; unticked: reported once with its number and items', async ({
  adult: page,
}) => {
  const refused = await order(page, newEmail('heureka-no'), true)
  const reported = await order(page, newEmail('heureka-yes'), false)

  // the default order is delivered after the answer (the outbox): wait for its one call
  await expect.poll(async () => (await heurekaCalls(page)).filter((c) => c.body.orderId === reported).length).toBe(1)
  const [call] = (await heurekaCalls(page)).filter((c) => c.body.orderId === reported)
  expect(call).toMatchObject({ status: 200, body: { orderId: reported, productItemIds: itemCodes(reported) } })
  expect(call!.body.productItemIds!.length).toBeGreaterThan(0)

  // the refused one was stored with the choice and never queued, so no later run can send it
  expect(sql(`SELECT heureka_opt_out FROM orders WHERE number = ${quote(refused)}`)).toEqual([{ heureka_opt_out: 1 }])
  expect(
    sql(
      `SELECT order_id FROM heureka_outbox WHERE order_id = (SELECT id FROM orders WHERE number = ${quote(refused)})`,
    ),
  ).toEqual([])
  expect((await heurekaCalls(page)).filter((c) => c.body.orderId === refused)).toEqual([])
})

test('the summary step with the opt-out passes axe', async ({ adult: page }) => {
  await openCheckout(page)
  const box = page.getByRole('checkbox', { name: OPT_OUT })
  await expect(box).toBeVisible()
  await box.check()
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})
