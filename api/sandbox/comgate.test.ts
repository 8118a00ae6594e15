import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import app from '../index'
import { testEnv } from '../test/env'
import { captureNotifications, choose, openPaymentPage, type NotificationCapture } from './comgate-fixtures'

const API = '/sandbox/comgate/v2.0'
const basic = (merchant: string, secret: string) => `Basic ${btoa(`${merchant}:${secret}`)}`
const AUTH = basic('sandbox-merchant', 'sandbox-secret-not-for-production')

/** A create body as the PHP SDK sends it: flags as strings, unset parameters as empty strings. */
const sdkBody = {
  test: 'true',
  price: 49_950,
  curr: 'CZK',
  label: 'Dárkový koš',
  refId: '2026000777',
  email: 'petr@example.cz',
  phone: '',
  fullName: '',
  method: 'CARD_ALL+BANK_ALL-BANK_CZ_KB',
  country: 'CZ',
  lang: 'cs',
  category: 'PHYSICAL_GOODS_ONLY',
  delivery: 'HOME_DELIVERY',
  prepareOnly: 'true',
  preauth: 'false',
  initRecurring: 'false',
  url_paid: 'https://obchod.test/hotovo?id=${id}&ref=${refId}',
  url_cancelled: '',
  url_pending: '',
}

function create(body: unknown, authorization = AUTH) {
  const init = {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }
  return Promise.resolve(app.request(`${API}/payment.json`, init, testEnv))
}

async function created(body: unknown = sdkBody): Promise<{ transId: string; redirect: string }> {
  const response = await create(body)
  expect(response.status).toBe(200)
  return (await response.json()) as { transId: string; redirect: string }
}

let notifications: NotificationCapture
beforeEach(() => {
  notifications = captureNotifications()
})
afterEach(() => notifications.restore())

describe('Comgate sandbox API', () => {
  it.each([
    ['no credentials', undefined],
    ['a wrong secret', basic('sandbox-merchant', 'nope')],
    ['another merchant', basic('someone', 'sandbox-secret-not-for-production')],
    ['garbage', 'Basic %%%'],
  ])('answers 401 with code 1301 to %s', async (_case, authorization) => {
    const headers: Record<string, string> = authorization ? { authorization } : {}
    const response = await app.request(`${API}/payment/transId/AAAA-BBBB-CCCC.json`, { headers }, testEnv)

    expect(response.status).toBe(401)
    expect(response.headers.get('www-authenticate')).toBe('Basic realm="Comgate"')
    expect(await response.json()).toEqual({ code: 1301, message: 'Unknown e-shop or invalid secret' })
  })

  it("accepts the SDK's body and answers the status with Comgate's fields", async () => {
    const { transId, redirect } = await created()
    const response = await app.request(
      `${API}/payment/transId/${transId}.json`,
      { headers: { authorization: AUTH } },
      testEnv,
    )

    expect(redirect).toBe(`/sandbox/comgate/client/instructions/index?id=${transId}`)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      code: 0,
      message: 'OK',
      merchant: 'sandbox-merchant',
      test: 'true',
      price: '49950',
      curr: 'CZK',
      label: 'Dárkový koš',
      refId: '2026000777',
      method: '',
      email: 'petr@example.cz',
      transId,
      secret: 'sandbox-secret-not-for-production',
      status: 'PENDING',
      fee: 'unknown',
      vs: expect.stringMatching(/^[1-9][0-9]{9}$/),
    })
  })

  it.each([
    ['a body that is not JSON', '{price:', 1400, 'Wrong query'],
    ['no label', { ...sdkBody, label: '' }, 1305, 'Product description missing'],
    ['a label of 17 characters', { ...sdkBody, label: 'Dárkový koš velký' }, 1400, 'Invalid parameter label'],
    ['a price under one crown', { ...sdkBody, price: 99 }, 1309, 'Incorrect amount'],
    ['a price with decimals', { ...sdkBody, price: 100.5 }, 1309, 'Incorrect amount'],
    ['an unknown currency', { ...sdkBody, curr: 'XYZ' }, 1310, 'Unknown currency'],
    ['no e-mail', { ...sdkBody, email: '' }, 1400, 'Invalid parameter email'],
    ['a malformed method', { ...sdkBody, method: 'card all' }, 1103, 'Method incorrectly specified'],
    ['an unknown language', { ...sdkBody, lang: 'xx' }, 1102, 'Specified language is not supported'],
    ['an unknown category', { ...sdkBody, category: 'FOOD' }, 1304, 'Invalid category'],
    ['an expiration under 30 minutes', { ...sdkBody, expirationTime: '10m' }, 1400, 'Invalid parameter expirationTime'],
    ['an expiration over 7 days', { ...sdkBody, expirationTime: '8d' }, 1400, 'Invalid parameter expirationTime'],
    ['a script return URL', { ...sdkBody, url_paid: 'javascript:alert(1)' }, 1400, 'Invalid parameter url_paid'],
    ['a pre-authorisation', { ...sdkBody, preauth: 'true' }, 1400, 'Not enabled for this e-shop'],
  ])('refuses %s with code %i', async (_case, body, code, message) => {
    const response = await create(body)

    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ code, message })
  })

  it("sends the payer to the payment's own return URL with its placeholders filled in", async () => {
    const { transId, redirect } = await created({ ...sdkBody, refId: 'A&B 1' })

    const paid = await choose(testEnv, redirect, 'Zaplatit')

    expect(paid.headers.get('location')).toBe(`https://obchod.test/hotovo?id=${transId}&ref=A%26B%201`)
    expect(notifications.received[0]?.get('method')).toBe('CARD_CZ_CSOB_2')
  })

  it("falls back to the portal's return URLs when the payment has none", async () => {
    const { transId, redirect } = await created({ ...sdkBody, url_paid: '' })

    const cancelled = await choose(testEnv, redirect, 'Zrušit platbu')

    expect(cancelled.headers.get('location')).toBe(`/?id=${transId}&refId=2026000777&status=CANCELLED`)
  })
})

describe('Comgate sandbox payment page', () => {
  it('escapes what the merchant sent and shows the amount the Czech way', async () => {
    const { redirect } = await created({
      ...sdkBody,
      label: '<b>Koš</b> & "x"',
      refId: '<script>x</script>',
      price: 129_050,
    })

    const page = await openPaymentPage(testEnv, redirect)

    expect(page.status).toBe(200)
    expect(page.html).toContain('<html lang="cs">')
    expect(page.html).toContain('&lt;b&gt;Koš&lt;/b&gt; &amp; &quot;x&quot;')
    expect(page.html).toContain('&lt;script&gt;x&lt;/script&gt;')
    expect(page.html).not.toContain('<script')
    expect(page.html).toContain('1\u00a0290,50\u00a0Kč')
    expect(page.html).toMatch(/<button type="submit" name="result" value="PAID" class="pay">Zaplatit<\/button>/)
  })

  it('answers 404 for an unknown payment and 400 for an unknown choice', async () => {
    const missing = await openPaymentPage(testEnv, '/sandbox/comgate/client/instructions/index?id=ZZZZ-ZZZZ-ZZZZ')
    const { transId } = await created()
    const form = new URLSearchParams({ id: transId, result: 'AUTHORIZED' })
    const wrongChoice = await app.request(
      '/sandbox/comgate/client/instructions/complete',
      { method: 'POST', body: form },
      testEnv,
    )

    expect(missing.status).toBe(404)
    expect(missing.html).toContain('Platba nebyla nalezena')
    expect(wrongChoice.status).toBe(400)
    expect(notifications.received).toEqual([])
  })

  it('is not served when the sandboxes are off', async () => {
    const { redirect } = await created()

    const off = await app.request(redirect, {}, { ...testEnv, SANDBOXES: 'off' })
    const api = await app.request(
      `${API}/payment.json`,
      { method: 'POST', headers: { authorization: AUTH } },
      { ...testEnv, SANDBOXES: 'off' },
    )

    expect(off.status).toBe(404)
    expect(api.status).toBe(404)
  })
})
