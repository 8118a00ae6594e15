import type { Page } from '@playwright/test'
import { signedIn } from './console-session'
import { quote, sql } from './d1'
import { expect, test } from './fixtures'
import { newEmail } from './mailbox'

/**
 * No console screen scrolls sideways on a phone or a desktop (the storefront's check: page-width.spec.ts): every
 * screen of the navigation, an order, a complaint filed from a long e-mail address and the variant with the
 * longest code in "Ceny a sklad", each at most as wide as the viewport at 390 and 1280 px.
 */

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

/** The page's scroll width, and the element reaching furthest right (which to look at when it is too wide). */
function widthOfPage(): { scrollWidth: number; widest: string } {
  let widest = ''
  let right = 0
  for (const element of document.body.querySelectorAll('*')) {
    const edge = element.getBoundingClientRect().right
    if (edge <= right) continue
    right = edge
    widest = `${element.tagName.toLowerCase()}.${String(element.className).trim().replace(/\s+/g, '.')}`
  }
  return { scrollWidth: document.documentElement.scrollWidth, widest: `${widest} reaches ${Math.round(right)} px` }
}

/** An order placed through the shop API by `email` (bank transfer, courier); its token and number. */
async function placeOrder(page: Page, email: string): Promise<{ token: string; number: string }> {
  const [variant] = sql<{ code: string }>(
    `SELECT v.code FROM product_variants v JOIN products p ON p.id = v.product_id
     WHERE v.enabled = 1 AND p.enabled = 1 AND (v.tracked = 0 OR v.on_hand - v.on_hold > 5) ORDER BY v.id LIMIT 1`,
  )
  const api = async (method: 'post' | 'put' | 'patch', path: string, data: unknown) => {
    const contentType = method === 'patch' ? 'application/merge-patch+json' : 'application/ld+json'
    const response = await page.request[method](`/api/v2/shop${path}`, {
      data,
      headers: { 'content-type': contentType, accept: 'application/ld+json' },
    })
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBeTruthy()
    return (await response.json()) as {
      tokenValue: string
      number: string | null
      shipments: { id: number }[]
      payments: { id: number }[]
    }
  }
  const { tokenValue } = await api('post', '/orders', {})
  await api('post', `/orders/${tokenValue}/items`, { productVariant: variant!.code, quantity: 1 })
  const address = {
    firstName: 'Jana',
    lastName: 'Nováková',
    street: 'Dlouhá 12',
    city: 'Praha',
    postcode: '110 00',
    phoneNumber: '+420777123456',
    countryCode: 'CZ',
  }
  const addressed = await api('put', `/orders/${tokenValue}`, { email, billingAddress: address })
  await api('patch', `/orders/${tokenValue}/shipments/${addressed.shipments[0]!.id}`, { shippingMethod: 'courier' })
  await api('patch', `/orders/${tokenValue}/payments/${addressed.payments[0]!.id}`, { paymentMethod: 'bank_transfer' })
  sql(
    `UPDATE orders SET age_verified_at = datetime('now'), age_verification_method = 'bankid' WHERE token = ${quote(tokenValue)}`,
  )
  const { number } = await api('patch', `/orders/${tokenValue}/complete`, {})
  return { token: tokenValue, number: number! }
}

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
