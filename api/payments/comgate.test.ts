import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  captureNotifications,
  choose,
  openPaymentPage,
  submit,
  type NotificationCapture,
} from '../sandbox/comgate-fixtures'
import { testEnv } from '../test/env'
import {
  comgateClient,
  comgateLabel,
  comgateReturnUrl,
  ComgateError,
  ComgateForgedNotification,
  orderPaymentLabel,
  parseNotification,
  type ComgatePaymentInput,
} from './comgate'

const RETURN_URL = 'https://obchod.test/cart/thank-you/tok123'
const order: ComgatePaymentInput = {
  price: 129_000,
  label: 'Objednávka 2026000123',
  refId: '2026000123',
  email: 'jana@example.cz',
  fullName: 'Jana Nováková',
  delivery: 'PICKUP',
  returnUrl: RETURN_URL,
}
const client = () => comgateClient(testEnv)

let notifications: NotificationCapture
beforeEach(() => {
  notifications = captureNotifications()
})
afterEach(() => {
  notifications.restore()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('comgateClient against the sandbox', () => {
  it('creates a pending payment in haléře and sends the payer to the gateway page', async () => {
    const created = await client().createPayment(order)

    expect(created.transId).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/)
    expect(created.redirect).toBe(`/sandbox/comgate/client/instructions/index?id=${created.transId}`)
    expect(await client().getStatus(created.transId)).toEqual({
      transId: created.transId,
      status: 'PENDING',
      price: 129_000,
      curr: 'CZK',
      label: 'Objednávka 20260',
      refId: '2026000123',
      email: 'jana@example.cz',
      fee: 'unknown',
    })
    const page = await openPaymentPage(testEnv, created.redirect)
    expect(page.status).toBe(200)
    expect(page.html).toContain('1\u00a0290\u00a0Kč')
    expect(page.html).toContain('sandbox-merchant')
  })

  it('is paid through the page: the payer returns with id, refId and status, the shop is notified once', async () => {
    const { transId, redirect } = await client().createPayment(order)
    const page = await openPaymentPage(testEnv, redirect)

    const paid = await submit(testEnv, page.html, 'Zaplatit')
    const again = await submit(testEnv, page.html, 'Zaplatit')
    const cancelAfterwards = await submit(testEnv, page.html, 'Zrušit platbu')

    expect(paid.status).toBe(302)
    expect(paid.headers.get('location')).toBe(`${RETURN_URL}?id=${transId}&refId=2026000123&status=PAID`)
    expect(again.headers.get('location')).toBe(paid.headers.get('location'))
    expect(cancelAfterwards.headers.get('location')).toBe(paid.headers.get('location'))
    expect(await client().getStatus(transId)).toMatchObject({
      status: 'PAID',
      price: 129_000,
      method: 'CARD_CZ_CSOB_2',
    })
    expect(notifications.received).toHaveLength(1)
    expect(Object.fromEntries(notifications.received[0]!)).toEqual({
      merchant: 'sandbox-merchant',
      test: 'true',
      price: '129000',
      curr: 'CZK',
      label: 'Objednávka 20260',
      refId: '2026000123',
      email: 'jana@example.cz',
      transId,
      status: 'PAID',
      fee: 'unknown',
      vs: expect.stringMatching(/^[1-9][0-9]{9}$/),
      method: 'CARD_CZ_CSOB_2',
      secret: 'sandbox-secret-not-for-production',
    })
    expect(parseNotification(testEnv, notifications.received[0]!)).toEqual({ transId, refId: '2026000123' })
  })

  it('is cancelled through the page, and then cannot be paid', async () => {
    const { transId, redirect } = await client().createPayment({
      ...order,
      returnUrl: `${RETURN_URL}?from=gateway#top`,
    })

    const cancelled = await choose(testEnv, redirect, 'Zrušit platbu')
    const page = await openPaymentPage(testEnv, redirect)

    expect(cancelled.headers.get('location')).toBe(
      `${RETURN_URL}?from=gateway&id=${transId}&refId=2026000123&status=CANCELLED#top`,
    )
    expect((await client().getStatus(transId)).status).toBe('CANCELLED')
    expect(page.html).toContain('Platba byla zrušena')
    expect(page.html).not.toContain('<form')
    expect(notifications.received.map((body) => body.get('status'))).toEqual(['CANCELLED'])
  })

  it('stays pending when the payer chooses to pay later, and nothing is notified', async () => {
    const { transId, redirect } = await client().createPayment(order)

    const later = await choose(testEnv, redirect, 'Zaplatit později')

    expect(later.headers.get('location')).toBe(`${RETURN_URL}?id=${transId}&refId=2026000123&status=PENDING`)
    expect((await client().getStatus(transId)).status).toBe('PENDING')
    expect(notifications.received).toEqual([])
  })

  it('cancels a pending payment through the API; a paid one cannot be cancelled', async () => {
    const pending = await client().createPayment(order)
    const paid = await client().createPayment(order)
    await choose(testEnv, paid.redirect, 'Zaplatit')

    await client().cancelPayment(pending.transId)
    await client().cancelPayment(pending.transId)
    const refused = await client()
      .cancelPayment(paid.transId)
      .catch((error: unknown) => error)

    expect((await client().getStatus(pending.transId)).status).toBe('CANCELLED')
    expect(refused).toBeInstanceOf(ComgateError)
    expect(refused).toMatchObject({ code: 1400, httpStatus: 409 })
    expect((await client().getStatus(paid.transId)).status).toBe('PAID')
  })

  it('cancels a payment past its expiration and notifies the shop', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { transId } = await client().createPayment({ ...order, expirationTime: '30m' })

    vi.setSystemTime(Date.now() + 29 * 60_000)
    const before = await client().getStatus(transId)
    vi.setSystemTime(Date.now() + 2 * 60_000)
    const after = await client().getStatus(transId)

    expect(before.status).toBe('PENDING')
    expect(after.status).toBe('CANCELLED')
    expect(notifications.received.map((body) => [body.get('transId'), body.get('status')])).toEqual([
      [transId, 'CANCELLED'],
    ])
  })

  it('keeps the paid state when the shop does not accept the notification', async () => {
    notifications.restore()
    notifications = captureNotifications({ answer: () => new Response('down', { status: 500 }) })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { transId, redirect } = await client().createPayment(order)

    const paid = await choose(testEnv, redirect, 'Zaplatit')

    expect(paid.headers.get('location')).toContain('status=PAID')
    expect((await client().getStatus(transId)).status).toBe('PAID')
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0]![0]).toContain(transId)
  })

  it('fails with the gateway code on wrong credentials, without the secret in the error', async () => {
    notifications.restore()
    notifications = captureNotifications({ gatewayEnv: testEnv })
    const wrong = comgateClient({ ...testEnv, COMGATE_SECRET: 'stolen-guess-1234' })

    const error = await wrong.createPayment(order).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(ComgateError)
    expect(error).toMatchObject({ code: 1301, httpStatus: 401 })
    expect(String((error as Error).message)).not.toContain('stolen-guess-1234')
    expect(String((error as Error).message)).not.toContain('sandbox-secret')
  })

  it('fails with the gateway code on a price below one crown, a relative return URL or an unknown payment', async () => {
    const tooCheap = await client()
      .createPayment({ ...order, price: 99 })
      .catch((error: unknown) => error)
    const relative = await client()
      .createPayment({ ...order, returnUrl: '/cart/thank-you/x' })
      .catch((error: unknown) => error)
    const unknown = await client()
      .getStatus('AAAA-BBBB-CCCC')
      .catch((error: unknown) => error)

    expect(tooCheap).toMatchObject({
      name: 'ComgateError',
      code: 1309,
      message: 'Comgate: Incorrect amount (code 1309)',
    })
    expect(relative).toMatchObject({ name: 'ComgateError', code: 1400 })
    expect(unknown).toMatchObject({ name: 'ComgateError', code: 1400, httpStatus: 404 })
  })

  it('refuses a price that is not a positive whole number of haléře before calling the gateway', async () => {
    await expect(client().createPayment({ ...order, price: 1290.5 })).rejects.toThrow(RangeError)
    await expect(client().createPayment({ ...order, price: 0 })).rejects.toThrow(RangeError)
    await expect(client().createPayment({ ...order, label: ' \n ' })).rejects.toThrow(RangeError)
  })
})

describe('orderPaymentLabel', () => {
  it("keeps the whole order number within the gateway's 16 characters", () => {
    expect(orderPaymentLabel('000000021')).toBe('Obj. 000000021')
    expect(orderPaymentLabel('21')).toBe('Objednávka 21')
    expect(orderPaymentLabel('12345678')).toBe('Obj. č. 12345678')
    expect(comgateLabel(orderPaymentLabel('000000021'))).toContain('000000021')
  })
})

describe('comgateLabel', () => {
  it('cuts to 16 characters without splitting one, trimmed', () => {
    expect(comgateLabel('  Dárek  ')).toBe('Dárek')
    expect(comgateLabel('Objednávka 2026000123')).toBe('Objednávka 20260')
    expect(comgateLabel('Dárky 🎁🎁🎁🎁🎁🎁🎁🎁🎁🎁🎁🎁')).toBe('Dárky 🎁🎁🎁🎁🎁🎁🎁🎁🎁🎁')
    expect(comgateLabel('Řádek\ndruhý')).toBe('Řádek druhý')
  })

  it('is accepted by the gateway when cut from a longer label with emoji', async () => {
    const { transId } = await client().createPayment({ ...order, label: 'Dárky 🎁🎁🎁🎁🎁🎁🎁🎁🎁🎁🎁🎁' })

    expect((await client().getStatus(transId)).label).toBe('Dárky 🎁🎁🎁🎁🎁🎁🎁🎁🎁🎁')
  })
})

describe('comgateReturnUrl', () => {
  it('appends the placeholders Comgate fills in and the status', () => {
    expect(comgateReturnUrl('https://a.test/x', 'PAID')).toBe('https://a.test/x?id=${id}&refId=${refId}&status=PAID')
    expect(comgateReturnUrl('https://a.test/x?y=1', 'PENDING')).toBe(
      'https://a.test/x?y=1&id=${id}&refId=${refId}&status=PENDING',
    )
  })
})

describe('parseNotification', () => {
  const genuine = () =>
    new URLSearchParams({
      merchant: 'sandbox-merchant',
      secret: 'sandbox-secret-not-for-production',
      transId: 'AB12-CD34-EF56',
      refId: '7',
      status: 'PAID',
    })

  it('accepts form data with our merchant and secret', () => {
    const form = new FormData()
    for (const [name, value] of genuine()) form.set(name, value)

    expect(parseNotification(testEnv, form)).toEqual({ transId: 'AB12-CD34-EF56', refId: '7' })
  })

  it.each([
    ['a forged secret', { secret: 'sandbox-secret-not-for-productioN' }],
    ['a longer secret', { secret: 'sandbox-secret-not-for-production!' }],
    ['another merchant', { merchant: 'other-merchant' }],
    ['no secret', { secret: '' }],
    ['no transId', { transId: '' }],
    ['no refId', { refId: '' }],
    ['a malformed transId', { transId: '../../x' }],
  ])('rejects %s', (_case, change) => {
    const body = genuine()
    for (const [name, value] of Object.entries(change)) body.set(name, value)

    expect(() => parseNotification(testEnv, body)).toThrow(ComgateForgedNotification)
  })
})
