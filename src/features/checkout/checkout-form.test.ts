import { describe, expect, it } from 'vitest'
import { errorId, fieldId, initialValues, toOrderUpdate, toShipmentUpdate } from './checkout-form'
import { orderFixture } from './order-fixture'

const address = {
  firstName: 'Jana',
  lastName: 'Nováková',
  street: 'Dlouhá 1',
  city: 'Praha',
  postcode: '11000',
  phoneNumber: '+420111222333',
}

describe('initialValues', () => {
  it('starts empty for a fresh cart, with the methods the cart already has', () => {
    const values = initialValues(orderFixture())
    expect(values.email).toBe('')
    expect(values.billing.firstName).toBe('')
    expect(values.shippingMethod).toBe('packeta')
    expect(values.paymentMethod).toBe('cod')
    expect(values.consent).toBe(false)
  })

  it('takes what the shopper entered before; a copied shipping address is not a second recipient', () => {
    const values = initialValues(
      orderFixture({ email: 'jana@example.cz', billingAddress: address, shippingAddress: address }),
    )
    expect(values.email).toBe('jana@example.cz')
    expect(values.billing).toEqual(address)
    expect(values.otherRecipient).toBe(false)
    const other = initialValues(
      orderFixture({ billingAddress: address, shippingAddress: { ...address, firstName: 'Petr' } }),
    )
    expect(other.otherRecipient).toBe(true)
    expect(other.shipping.firstName).toBe('Petr')
  })

  it("fills what the cart lacks from a logged-in customer's profile, never over what was entered", () => {
    const customer = {
      '@id': '/c/1',
      id: 1,
      email: 'petr@example.cz',
      firstName: 'Petr',
      lastName: 'Svoboda',
      phoneNumber: '+420777123456',
      subscribedToNewsletter: false,
      verified: true,
    }
    const fresh = initialValues(orderFixture(), customer)
    expect([fresh.email, fresh.billing.firstName, fresh.billing.lastName, fresh.billing.phoneNumber]).toEqual([
      'petr@example.cz',
      'Petr',
      'Svoboda',
      '+420777123456',
    ])
    const entered = initialValues(orderFixture({ email: 'jana@example.cz', billingAddress: address }), customer)
    expect([entered.email, entered.billing.firstName, entered.billing.phoneNumber]).toEqual([
      'jana@example.cz',
      'Jana',
      '+420111222333',
    ])
  })

  it('restores a company purchase and the pickup point', () => {
    const values = initialValues(
      orderFixture({
        billingAddress: { ...address, company: 'Firma s.r.o.', companyId: '25596641' },
        shipments: [
          { id: 5, method: { '@id': '/m/packeta', code: 'packeta' }, branchId: '4321', branchName: 'Praha 1, Dlouhá' },
        ],
      }),
    )
    expect(values.companyPurchase).toBe(true)
    expect(values.companyId).toBe('25596641')
    expect(values.pickupPoint).toEqual({ id: '4321', name: 'Praha 1, Dlouhá' })
  })
})

describe('toOrderUpdate', () => {
  const values = { ...initialValues(null), email: 'jana@example.cz', billing: address }

  it('sends only the billing address when the shopper receives the parcel (the API copies it)', () => {
    expect(toOrderUpdate(values)).toEqual({
      email: 'jana@example.cz',
      billingAddress: { ...address, countryCode: 'CZ' },
    })
  })

  it('sends the second address as the shipping address', () => {
    const payload = toOrderUpdate({ ...values, otherRecipient: true, shipping: { ...address, firstName: 'Petr' } })
    expect(payload.shippingAddress).toEqual({ ...address, firstName: 'Petr', countryCode: 'CZ' })
  })

  it('adds company, IČO and DIČ for a company purchase only', () => {
    const company = { company: 'Firma s.r.o.', companyId: '255 966 41', vatId: 'CZ25596641' }
    expect(toOrderUpdate({ ...values, ...company }).billingAddress).not.toHaveProperty('companyId')
    expect(toOrderUpdate({ ...values, ...company, companyPurchase: true }).billingAddress).toMatchObject({
      company: 'Firma s.r.o.',
      companyId: '25596641',
      vatId: 'CZ25596641',
    })
  })

  it("sends a cart of vouchers only the name alone, and a company buyer's address with its IČO", () => {
    const typed = { ...values, billing: { ...address, street: '', city: '', postcode: '', phoneNumber: '' } }
    expect(toOrderUpdate(typed, true)).toEqual({
      email: 'jana@example.cz',
      billingAddress: { firstName: address.firstName, lastName: address.lastName, countryCode: 'CZ' },
    })
    // a phone the profile filled in is not sent: the step does not show it
    expect(toOrderUpdate({ ...values, otherRecipient: true }, true)).toEqual({
      email: 'jana@example.cz',
      billingAddress: { firstName: address.firstName, lastName: address.lastName, countryCode: 'CZ' },
    })
    const company = { companyPurchase: true, company: 'Firma s.r.o.', companyId: '25596641', vatId: '' }
    expect(toOrderUpdate({ ...values, ...company }, true).billingAddress).toEqual({
      firstName: address.firstName,
      lastName: address.lastName,
      street: address.street,
      city: address.city,
      postcode: address.postcode,
      countryCode: 'CZ',
      company: 'Firma s.r.o.',
      companyId: '25596641',
    })
  })
})

describe('toShipmentUpdate', () => {
  const values = { ...initialValues(null), shippingMethod: 'packeta', pickupPoint: { id: '4321', name: 'Praha 1' } }

  it('sends the pickup point with a method that needs one', () => {
    expect(toShipmentUpdate(values, true)).toEqual({
      shippingMethod: 'packeta',
      branchId: '4321',
      branchName: 'Praha 1',
    })
    expect(toShipmentUpdate({ ...values, shippingMethod: 'courier' }, false)).toEqual({ shippingMethod: 'courier' })
  })
})

describe('fieldId and errorId', () => {
  it('turn a property path into DOM ids', () => {
    expect(fieldId('billingAddress.postcode')).toBe('checkout-billingAddress-postcode')
    expect(errorId('consent')).toBe('checkout-consent-error')
  })
})
