import { Hono } from 'hono'
import * as z from 'zod/mini'
import { iri } from '../../contract/iri'
import { expireIfDue } from '../domain/payment-deadline'
import type { ApiEnv } from '../env'
import { NotFoundError } from '../http/errors'
import { valid } from '../http/validate'
import { findOrder } from '../resources/order-context'
import { jsonLd } from '../resources/respond'
import { bankTransferOf, bankTransferView } from './bank-transfer'
import { shopAccountOf } from './shop-account'

/**
 * `GET /orders/{token}/payment-qr`: how to pay an unpaid bank-transfer order (docs/qr-platba.md): the account, the
 * variable symbol, the amount written out and the QR Platba as SVG. A shop extension beside Sylius's order
 * (docs/shop-api.md#qr-platba); the order's own rule decides who reads it (`findOrder`), and an order that is not an
 * unpaid transfer, or is paid or cancelled, is 404: the code is gone.
 */

const tokenParam = z.object({ token: z.string().check(z.minLength(1), z.maxLength(128)) })

export const paymentQr = new Hono<ApiEnv>().get(
  '/orders/:token/payment-qr',
  valid('param', tokenParam),
  async function showPaymentQr(c) {
    const { token } = c.req.valid('param')
    let context = await findOrder(c, token)
    // a transfer past its 7 days is cancelled on reading, as the order itself is (api/domain/payment-deadline.ts)
    if (await expireIfDue(c.env, context.aggregate)) context = await findOrder(c, token)
    const transfer = bankTransferOf(context.aggregate, context.methods, shopAccountOf(c.env))
    if (transfer === null) throw new NotFoundError('Tato objednávka nečeká na platbu převodem.')
    c.header('cache-control', 'private, no-store')
    return jsonLd(c, {
      '@id': `${iri('orders', token)}/payment-qr`,
      '@type': 'PaymentQr',
      ...bankTransferView(transfer),
    })
  },
)
