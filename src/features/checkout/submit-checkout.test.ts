import { describe, expect, it, vi } from 'vitest'
import { initialValues } from './checkout-form'
import { orderFixture } from './order-fixture'
import { type CheckoutActions, submitCheckout } from './submit-checkout'

const values = {
  ...initialValues(null),
  email: 'jana@example.cz',
  billing: {
    firstName: 'Jana',
    lastName: 'Nováková',
    street: 'Dlouhá 1',
    city: 'Praha',
    postcode: '11000',
    phoneNumber: '+420111222333',
  },
  shippingMethod: 'packeta',
  pickupPoint: { id: '4321', name: 'Praha 1' },
  paymentMethod: 'comgate',
  note: '  Zazvoňte dvakrát ',
  consent: true,
  reviewInvitations: false,
}

function actions(overrides: Partial<CheckoutActions> = {}): CheckoutActions {
  return {
    updateOrder: vi.fn(async () => null),
    selectShipping: vi.fn(async () => null),
    selectPayment: vi.fn(async () => null),
    complete: vi.fn(async () => ({ order: orderFixture({ state: 'new', number: '000000042' }) })),
    ...overrides,
  }
}

describe('submitCheckout', () => {
  it('addresses, ships, pays and completes, in that order', async () => {
    const cart = actions()
    const result = await submitCheckout(cart, values, { requiresPickupPoint: true })
    expect(result).toMatchObject({ kind: 'completed', order: { number: '000000042' } })
    expect(cart.updateOrder).toHaveBeenCalledWith({
      email: 'jana@example.cz',
      billingAddress: { ...values.billing, countryCode: 'CZ' },
    })
    expect(cart.selectShipping).toHaveBeenCalledWith({
      shippingMethod: 'packeta',
      branchId: '4321',
      branchName: 'Praha 1',
    })
    expect(cart.selectPayment).toHaveBeenCalledWith('comgate')
    expect(cart.complete).toHaveBeenCalledWith('Zazvoňte dvakrát', { heurekaOptOut: false })
  })

  it('stops at the first step the API rejects and maps its violations to fields', async () => {
    const cart = actions({
      updateOrder: vi.fn(async () => [{ propertyPath: 'billingAddress.postcode', message: 'Špatné PSČ' }]),
    })
    expect(await submitCheckout(cart, values, { requiresPickupPoint: true })).toEqual({
      kind: 'invalid',
      fields: { 'billingAddress.postcode': 'Špatné PSČ' },
      general: [],
    })
    expect(cart.selectShipping).not.toHaveBeenCalled()
    expect(cart.complete).not.toHaveBeenCalled()
  })

  it('reports a rejected pickup point on its field', async () => {
    const cart = actions({
      selectShipping: vi.fn(async () => [{ propertyPath: 'branchId', message: 'Jen místa s obsluhou' }]),
    })
    expect(await submitCheckout(cart, values, { requiresPickupPoint: true })).toMatchObject({
      kind: 'invalid',
      fields: { pickupPoint: 'Jen místa s obsluhou' },
    })
  })

  it('reports a changed total (409) and the completion violations', async () => {
    expect(
      await submitCheckout(actions({ complete: vi.fn(async () => ({ conflict: true as const })) }), values, {
        requiresPickupPoint: true,
      }),
    ).toEqual({ kind: 'conflict' })
    const stock = actions({
      complete: vi.fn(async () => ({ violations: [{ propertyPath: '', message: 'Nedostatek zboží' }] })),
    })
    expect(await submitCheckout(stock, values, { requiresPickupPoint: true })).toEqual({
      kind: 'invalid',
      fields: {},
      general: ['Nedostatek zboží'],
    })
  })

  it('sends the review invitation consent with the completion only when ticked', async () => {
    const cart = actions()
    await submitCheckout(cart, { ...values, reviewInvitations: true }, { requiresPickupPoint: true })
    expect(cart.complete).toHaveBeenCalledWith(expect.anything(), { heurekaOptOut: false, reviewInvitations: true })
  })

  it('completes without notes when the note is empty', async () => {
    const cart = actions()
    await submitCheckout(cart, { ...values, note: '   ' }, { requiresPickupPoint: false })
    expect(cart.complete).toHaveBeenCalledWith(undefined, { heurekaOptOut: false })
  })

  it("passes the shopper's Heureka opt-out to the completion, and no opt-out when the box is unticked", async () => {
    const ticked = actions()
    await submitCheckout(ticked, { ...values, heurekaOptOut: true }, { requiresPickupPoint: true })
    expect(ticked.complete).toHaveBeenCalledWith('Zazvoňte dvakrát', { heurekaOptOut: true })
    const unticked = actions()
    await submitCheckout(unticked, values, { requiresPickupPoint: true })
    expect(values.heurekaOptOut).toBe(false)
    expect(unticked.complete).toHaveBeenCalledWith('Zazvoňte dvakrát', { heurekaOptOut: false })
  })

  it('places an order gift vouchers pay in full without choosing a payment', async () => {
    const cart = actions()
    const result = await submitCheckout(cart, { ...values, paymentMethod: '' }, { requiresPickupPoint: true })
    expect(result).toMatchObject({ kind: 'completed' })
    expect(cart.selectPayment).not.toHaveBeenCalled()
    expect(cart.complete).toHaveBeenCalled()
  })

  it('addresses a cart of vouchers only with the name and e-mail alone', async () => {
    const cart = actions()
    const nameOnly = { ...values.billing, street: '', city: '', postcode: '', phoneNumber: '' }
    const vouchers = { ...values, billing: nameOnly, shippingMethod: 'gift_card_email', pickupPoint: null }
    expect(await submitCheckout(cart, vouchers, { requiresPickupPoint: false, giftCardsOnly: true })).toMatchObject({
      kind: 'completed',
    })
    expect(cart.updateOrder).toHaveBeenCalledWith({
      email: 'jana@example.cz',
      billingAddress: { firstName: 'Jana', lastName: 'Nováková', countryCode: 'CZ' },
    })
  })
})
