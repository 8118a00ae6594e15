import { describe, expect, it } from 'vitest'
import { chainedApi } from '../../../lib/api/fake-api'
import { Route } from '../../../routes/order.$token'
import { orderFixture } from '../order-fixture'

/**
 * Decision 058: the order page's own API calls go out side by side. The payment QR was asked for after the order
 * (it needs to know the order awaits a transfer): with the navigation before them, three calls in a row.
 */
const transfer = [{ id: 7, method: { '@id': '/m/bank_transfer', code: 'bank_transfer' } }]

const stubApi = (order: unknown) =>
  chainedApi((path) => {
    if (path.endsWith('/payment-qr')) return { spd: 'SPD*1.0' }
    if (path.startsWith('/orders/')) return order
    return { 'hydra:member': [] }
  })

async function loadOrderPage(order: unknown) {
  const { api, chain, asked } = stubApi(order)
  const load = Route.options.loader as unknown as (input: unknown) => Promise<{ paymentQr: unknown }>
  const data = await load({ context: { services: { api } }, params: { token: 'abc' } })
  return { data, depth: chain.summary().depth, asked }
}

describe('the order page’s API calls', () => {
  it('asks for the payment QR beside the order on the server, and shows it for an unpaid transfer', async () => {
    const order = orderFixture({
      tokenValue: 'abc',
      state: 'new',
      checkoutState: 'completed',
      paymentState: 'awaiting_payment',
      payments: transfer,
    })
    const { data, depth } = await loadOrderPage(order)
    expect(data.paymentQr).toEqual({ spd: 'SPD*1.0' })
    expect(depth).toBe(1)
  })

  it('leaves the early answer out for a paid order', async () => {
    const order = orderFixture({
      tokenValue: 'abc',
      state: 'new',
      checkoutState: 'completed',
      paymentState: 'paid',
      payments: transfer,
    })
    const { data, depth } = await loadOrderPage(order)
    expect(data.paymentQr).toBeNull()
    expect(depth).toBe(1)
  })
})
