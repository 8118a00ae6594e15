import type { Page } from '@playwright/test'
import jsQR from 'jsqr'
import { CZK, expect, hydrated, test } from './fixtures'
import { fillCustomer, openCheckout } from './shopping'

/** The QR Platba of a bank-transfer order (docs/qr-platba.md), as a shopper gets it on the thank-you page. */

async function orderByTransfer(page: Page) {
  await openCheckout(page)
  await fillCustomer(page)
  await page.getByRole('radio', { name: /Osobní odběr/ }).check()
  await page.getByRole('radio', { name: /Bankovní převod/ }).check()
  await page.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }).check()
  await page.getByRole('button', { name: 'Objednat s povinností platby' }).click()
  await expect(page).toHaveURL(/\/cart\/thank-you\//)
  await hydrated(page)
}

/** The code's image drawn onto a canvas in the page, its pixels decoded here by jsqr. */
async function decodeQr(page: Page): Promise<string | undefined> {
  const image = page.getByRole('img', { name: /^QR kód pro platbu/ })
  const { data, size } = await image.evaluate(async (element: HTMLImageElement) => {
    await element.decode()
    const size = 360
    const canvas = document.createElement('canvas')
    canvas.width = size
    canvas.height = size
    const context = canvas.getContext('2d')!
    context.fillStyle = '#fff'
    context.fillRect(0, 0, size, size)
    context.drawImage(element, 0, 0, size, size)
    return { data: Array.from(context.getImageData(0, 0, size, size).data), size }
  })
  return jsQR(Uint8ClampedArray.from(data), size, size)?.data
}

test('the thank-you page of a transfer writes out the account and symbol beside a QR Platba that decodes to them', async ({
  adult: page,
  context,
  baseURL,
}) => {
  await orderByTransfer(page)
  const number = /Číslo objednávky: (\d+)/.exec((await page.locator('.thank-you__number').textContent()) ?? '')![1]!
  // the symbol as banks show it: the number without its leading zeros (contract/variable-symbol.ts)
  const symbol = String(Number(number))
  const transfer = page.locator('.bank-transfer')
  // each value beside its label: account, IBAN, amount, variable symbol
  await expect(transfer.getByRole('term')).toHaveText(['Číslo účtu:', 'IBAN:', 'Částka:', 'Variabilní symbol:'])
  const values = transfer.locator('.bank-transfer__value')
  await expect(values).toHaveText(['2001234588/2010', 'CZ62 2010 0000 0020 0123 4588', CZK, symbol])
  const amount = (await values.nth(2).textContent())!.replace(/\u00a0Kč$/, '')

  const spd = await decodeQr(page)
  const halere = Math.round(Number(amount.replace(/\u00a0/g, '').replace(',', '.')) * 100)
  const am = `${Math.floor(halere / 100)}.${String(halere % 100).padStart(2, '0')}`
  expect(spd).toMatch(
    new RegExp(
      `^SPD\\*1\\.0\\*ACC:CZ6220100000002001234588\\+FIOBCZPP\\*AM:${am.replace('.', '\\.')}\\*CC:CZK` +
        `\\*X-VS:${symbol}\\*MSG:DRINKARNA OBJEDNAVKA ${number}\\*DT:\\d{8}$`,
    ),
  )

  // the copy buttons put the values where the bank's form takes them
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  await page.getByRole('button', { name: 'Kopírovat číslo účtu' }).click()
  await expect(page.getByRole('button', { name: 'Kopírovat číslo účtu' })).toContainText('Zkopírováno')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('2001234588/2010')
  await page.getByRole('button', { name: 'Kopírovat variabilní symbol' }).click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(symbol)

  // the order page shows the same while the money is awaited
  await page.getByRole('link', { name: 'Zobrazit detail objednávky' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Zaplaťte převodem' })).toBeVisible()
  expect(await decodeQr(page)).toBe(spd)
})
