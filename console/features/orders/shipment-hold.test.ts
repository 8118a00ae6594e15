import { describe, expect, it } from 'vitest'
import { shipmentHold } from './shipment-hold'

const paidBy = (method: string) => [{ method }]

describe('why a shipment may not leave', () => {
  it('lets a paid or partly refunded order go, and cash on delivery before it is paid', () => {
    expect(shipmentHold({ paymentState: 'paid', payments: paidBy('bank_transfer') })).toBeNull()
    expect(shipmentHold({ paymentState: 'partially_refunded', payments: paidBy('card') })).toBeNull()
    expect(shipmentHold({ paymentState: 'awaiting_payment', payments: paidBy('cod') })).toBeNull()
  })

  it('holds an unpaid order for its payment', () => {
    expect(shipmentHold({ paymentState: 'awaiting_payment', payments: paidBy('bank_transfer') })).toBe(
      'awaitingPayment',
    )
  })

  it('says a wholly refunded order is not waiting for a payment', () => {
    expect(shipmentHold({ paymentState: 'refunded', payments: paidBy('card') })).toBe('refunded')
  })
})
