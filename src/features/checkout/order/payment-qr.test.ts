import { describe, expect, it, vi } from 'vitest'
import type { ApiClient } from '../../../lib/api/client'
import { orderFixture } from '../order-fixture'
import { getPaymentQr } from './order.api'

const transfer = [{ id: 7, method: { '@id': '/m/bank_transfer', code: 'bank_transfer' } }]
const cod = [{ id: 7, method: { '@id': '/m/cod', code: 'cod' } }]
const placed = (overrides: Parameters<typeof orderFixture>[0] = {}) =>
  orderFixture({ state: 'new', checkoutState: 'completed', paymentState: 'awaiting_payment', ...overrides })

/** An API client that records what the page asks of it. */
function recordingApi() {
  const get = vi.fn(async () => ({ spd: 'SPD*1.0' }))
  return { api: { get } as unknown as ApiClient, get }
}

describe('getPaymentQr', () => {
  it('asks the API only for an order that awaits a transfer', async () => {
    const { api, get } = recordingApi()
    expect(await getPaymentQr(api, placed({ payments: transfer }))).toEqual({ spd: 'SPD*1.0' })
    expect(get).toHaveBeenCalledTimes(1)
  })

  it('never asks for cash on delivery, a paid or a cancelled transfer: the API would answer 404, a failed load', async () => {
    const { api, get } = recordingApi()
    expect(await getPaymentQr(api, placed({ payments: cod }))).toBeNull()
    expect(await getPaymentQr(api, placed({ payments: transfer, paymentState: 'paid' }))).toBeNull()
    expect(await getPaymentQr(api, placed({ payments: transfer, state: 'cancelled' }))).toBeNull()
    expect(get).not.toHaveBeenCalled()
  })
})
