import { signedIn } from './console-session'
import { quote, sql } from './d1'
import { expect, test } from './fixtures'
import { newEmail } from './mailbox'
import { widthOfPage } from './page-width'
import { placeOrder } from './shop-order'

/**
 * No console screen scrolls sideways on a phone or a desktop (the storefront's check: page-width.spec.ts): every
 * screen of the navigation, an order, a complaint filed from a long e-mail address, the variant with the
 * longest code in "Ceny a sklad" and a gift voucher issued by hand with a long note, each at most as wide as the
 * viewport at 390 and 1280 px.
 */

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

test('no console screen is wider than the screen at 390 and 1280 px', async ({ adult: shopper, browser }) => {
  test.slow()
  // an address as long as real ones get: the complaint's detail shows it whole
  const email = newEmail('reklamace-zakaznice-s-velmi-dlouhou-adresou-na-firemni-domene')
  const order = await placeOrder(shopper, email)
  const filed = await shopper.request.post('/api/v2/shop/claim-requests', {
    multipart: {
      type: 'complaint',
      orderNumber: order.number,
      email,
      reason: 'damaged',
      description: 'Víčko bylo prasklé.',
    },
  })
  expect(filed.status(), await filed.text()).toBe(201)
  const [claim] = sql<{ id: number }>(`SELECT id FROM claim_requests WHERE email = ${quote(email)}`)
  const [variant] = sql<{ code: string }>(`SELECT code FROM product_variants ORDER BY length(code) DESC LIMIT 1`)

  const paths = [
    '/',
    '/objednavky',
    `/objednavky/${order.token}`,
    '/vypisy',
    '/reklamace',
    `/reklamace/${claim!.id}`,
    '/ceny',
    `/ceny?search=${encodeURIComponent(variant!.code.slice(0, 6))}`,
    `/ceny?code=${encodeURIComponent(variant!.code)}`,
    '/presmerovani',
    '/obsah',
    '/zaznam-zmen',
  ]
  const page = await signedIn(browser, 'Adam Vedoucí', '/')
  // a voucher issued as the console does it (a same-origin write of the signed-in admin)
  const voucher = await page.evaluate(async () => {
    const response = await fetch('/api/v2/admin/gift-cards', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/ld+json' },
      body: JSON.stringify({ amount: 2_000_000, note: 'Hosté baru – oslava padesátých narozenin pana Nováka' }),
    })
    return ((await response.json()) as { code: string }).code
  })
  paths.push('/darkove-poukazy', `/darkove-poukazy/${voucher}`)
  const wide: string[] = []
  for (const path of paths) {
    await page.setViewportSize(PHONE)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0)
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      const { scrollWidth, widest } = await page.evaluate(widthOfPage)
      if (scrollWidth > viewport.width) wide.push(`${path}: ${scrollWidth} px at ${viewport.width} px (${widest})`)
    }
  }
  await page.context().close()

  expect(wide, 'console screens that scroll sideways').toEqual([])
})
