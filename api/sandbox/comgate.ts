import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { ApiEnv } from '../env'
import { equalSecrets } from '../payments/comgate'
import { parseCreateRequest } from './comgate-create'
import { insertSandboxPayment, refundSandboxPayment, type SandboxPayment } from './comgate-db'
import { COMGATE_SANDBOX_PATH, currentPayment, finishPayment, returnUrlOf } from './comgate-gateway'
import { instructionsPage, missingPaymentPage } from './comgate-page'
import { formFields } from '../http/form'

/**
 * The local stand-in of the Comgate gateway (REST API v2.0), mounted at /sandbox/comgate: the merchant's API
 * (create, status, cancel, refund; HTTP Basic auth with COMGATE_MERCHANT and COMGATE_SECRET) and the payer's page, whose
 * choices settle the payment, notify the merchant and send the payer back. Payments live in D1 (migration 0006).
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** `XXXX-YYYY-ZZZZ`, as Comgate's transaction ids look. */
function newTransId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  const characters = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length])
  return [0, 4, 8].map((start) => characters.slice(start, start + 4).join('')).join('-')
}

/** A variable symbol: ten digits, the first not zero. */
function newVariableSymbol(): string {
  const digits = Array.from(crypto.getRandomValues(new Uint8Array(10)), (byte) => byte % 10)
  digits[0] = ((digits[0] ?? 0) % 9) + 1
  return digits.join('')
}

/** The merchant's credentials from `Authorization: Basic`, checked in constant time. */
const requireMerchant = createMiddleware<ApiEnv>(async function requireMerchant(c, next) {
  const header = c.req.header('authorization') ?? ''
  let merchant = ''
  let secret = ''
  if (header.startsWith('Basic ')) {
    try {
      const decoded = new TextDecoder().decode(Uint8Array.from(atob(header.slice(6).trim()), (ch) => ch.charCodeAt(0)))
      const colon = decoded.indexOf(':')
      if (colon > 0) [merchant, secret] = [decoded.slice(0, colon), decoded.slice(colon + 1)]
    } catch {
      // not base64: refused below
    }
  }
  const merchantMatches = equalSecrets(merchant, c.env.COMGATE_MERCHANT)
  const secretMatches = equalSecrets(secret, c.env.COMGATE_SECRET)
  if (!merchantMatches || !secretMatches) {
    return c.json({ code: 1301, message: 'Unknown e-shop or invalid secret' }, 401, {
      'www-authenticate': 'Basic realm="Comgate"',
    })
  }
  await next()
})

/** The transaction id of `…/transId/{transId}.json`. */
function transIdOf(file: string): string | null {
  const match = /^([A-Za-z0-9-]{1,64})\.json$/.exec(file)
  return match?.[1] ?? null
}

const notFound = { code: 1400, message: 'Payment not found' }

function statusAnswer(payment: SandboxPayment, secret: string) {
  return {
    code: 0,
    message: 'OK',
    merchant: payment.merchant,
    test: payment.test ? 'true' : 'false',
    price: String(payment.price),
    curr: payment.curr,
    label: payment.label,
    refId: payment.refId,
    method: payment.paidMethod ?? '',
    email: payment.email,
    transId: payment.transId,
    secret,
    status: payment.status,
    fee: 'unknown',
    vs: payment.vs,
  }
}

const noStore = { 'cache-control': 'no-store' }

export const comgateSandbox = new Hono<ApiEnv>()
  .use('/v2.0/*', requireMerchant)
  .post('/v2.0/payment.json', async function createPayment(c) {
    let body: unknown = null
    try {
      body = await c.req.json()
    } catch {
      // answered as a wrong query
    }
    const parsed = parseCreateRequest(body)
    if ('problem' in parsed) return c.json(parsed.problem, 400)
    const { expiresInMs, ...fields } = parsed.fields
    const transId = newTransId()
    const now = Date.now()
    await insertSandboxPayment(c.env.DB, {
      ...fields,
      transId,
      merchant: c.env.COMGATE_MERCHANT,
      vs: newVariableSymbol(),
      createdAt: now,
      expiresAt: now + expiresInMs,
    })
    const redirect = `${COMGATE_SANDBOX_PATH}/client/instructions/index?id=${encodeURIComponent(transId)}`
    return c.json({ code: 0, message: 'OK', transId, redirect })
  })
  .get('/v2.0/payment/transId/:file', async function paymentStatus(c) {
    const transId = transIdOf(c.req.param('file'))
    const payment = transId && (await currentPayment(c.env, transId, c.env.COMGATE_MERCHANT))
    if (!payment) return c.json(notFound, 404)
    return c.json(statusAnswer(payment, c.env.COMGATE_SECRET), 200, noStore)
  })
  .delete('/v2.0/payment/transId/:file', async function cancelPayment(c) {
    const transId = transIdOf(c.req.param('file'))
    const payment = transId && (await currentPayment(c.env, transId, c.env.COMGATE_MERCHANT))
    if (!payment) return c.json(notFound, 404)
    const settled = payment.status === 'PENDING' ? await finishPayment(c.env, payment, 'CANCELLED') : payment
    if (settled.status !== 'CANCELLED') return c.json({ code: 1400, message: 'Payment cannot be cancelled' }, 409)
    return c.json({ code: 0, message: 'OK' })
  })
  // refund.json: all or part of a paid payment; the same refId twice refunds once
  .post('/v2.0/refund.json', async function refundPayment(c) {
    let body: Record<string, unknown> = {}
    try {
      body = (await c.req.json()) as Record<string, unknown>
    } catch {
      // answered as a wrong query
    }
    const transId = typeof body.transId === 'string' ? body.transId : ''
    const refId = typeof body.refId === 'string' ? body.refId : ''
    const amount = Number(body.amount)
    if (
      !/^[A-Za-z0-9-]{1,64}$/.test(transId) ||
      !Number.isSafeInteger(amount) ||
      amount <= 0 ||
      body.curr !== 'CZK' ||
      refId.length > 64
    ) {
      return c.json({ code: 1400, message: 'Wrong query' }, 400)
    }
    const payment = await currentPayment(c.env, transId, c.env.COMGATE_MERCHANT)
    if (!payment) return c.json(notFound, 404)
    const outcome = await refundSandboxPayment(
      c.env.DB,
      { transId, refId: refId || crypto.randomUUID(), amount },
      Date.now(),
    )
    if (outcome === 'refused')
      return c.json({ code: 1400, message: 'Refund is not possible for this payment or amount' }, 400)
    return c.json({ code: 0, message: 'OK' })
  })
  .get('/client/instructions/index', async function instructions(c) {
    const transId = c.req.query('id') ?? ''
    const payment = /^[A-Za-z0-9-]{1,64}$/.test(transId) ? await currentPayment(c.env, transId) : null
    if (!payment) return c.html(missingPaymentPage(), 404, noStore)
    return c.html(instructionsPage(payment), 200, noStore)
  })
  .post('/client/instructions/complete', async function complete(c) {
    const form = await formFields(c)
    const transId = typeof form.id === 'string' ? form.id : ''
    const result = form.result
    const payment = /^[A-Za-z0-9-]{1,64}$/.test(transId) ? await currentPayment(c.env, transId) : null
    if (!payment) return c.html(missingPaymentPage(), 404, noStore)
    if (result !== 'PAID' && result !== 'CANCELLED' && result !== 'PENDING')
      return c.html(instructionsPage(payment), 400, noStore)
    const settled =
      payment.status === 'PENDING' && result !== 'PENDING' ? await finishPayment(c.env, payment, result) : payment
    const outcome = settled.status === 'AUTHORIZED' ? 'PAID' : settled.status
    return c.redirect(returnUrlOf(settled, outcome), 302)
  })
