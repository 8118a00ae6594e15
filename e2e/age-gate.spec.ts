import { expect, test } from './fixtures'

test.describe('age gate', () => {
  test('is in the server HTML before any script runs', async ({ request, baseURL }) => {
    const html = await (await request.get('/')).text()
    const host = new URL(baseURL!).host
    expect(html).toContain(`Pro vstup na ${host} musíte mít nejméně 18 let.`)
  })

  test('lets an adult in and remembers the answer', async ({ page, baseURL }) => {
    await page.goto('/')
    const gate = page.getByRole('dialog')
    await expect(gate).toContainText(`Pro vstup na ${new URL(baseURL!).host} musíte mít nejméně 18 let.`)
    await expect(page.getByRole('button', { name: 'Je mi 18 let, vstoupit' })).toBeFocused()
    await page.getByRole('button', { name: 'Je mi 18 let, vstoupit' }).click()
    await expect(gate).toBeHidden()
    await expect(page.getByRole('link', { name: 'Drinkárna – Úvodní stránka' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Nejprodávanější' })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('works without JavaScript too', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/kontakt-neexistuje?x=1')
    await page.getByRole('button', { name: 'Je mi 18 let, vstoupit' }).click()
    await expect(page).toHaveURL(`${baseURL}/kontakt-neexistuje?x=1`)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await context.close()
  })

  test('sends someone who leaves away from the shop', async ({ page }) => {
    await page.route('https://www.google.cz/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Jinde</title>' }),
    )
    await page.goto('/')
    await page.getByRole('link', { name: 'Odejít' }).click()
    await expect(page).toHaveURL('https://www.google.cz/')
  })
})
