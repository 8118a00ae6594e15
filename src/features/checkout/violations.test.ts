import { describe, expect, it } from 'vitest'
import { fieldOfPath, violationsToFields } from './violations'

describe('violationsToFields', () => {
  it('puts each violation on the field its property path names', () => {
    const result = violationsToFields([
      { propertyPath: 'billingAddress.postcode', message: 'Zadejte PSČ jako 5 číslic, např. 110 00.' },
      { propertyPath: 'email', message: 'Zadejte platnou e-mailovou adresu.' },
      { propertyPath: 'shippingAddress.firstName', message: 'Zadejte jen písmena.' },
    ])
    expect(result.fields).toEqual({
      'billingAddress.postcode': 'Zadejte PSČ jako 5 číslic, např. 110 00.',
      email: 'Zadejte platnou e-mailovou adresu.',
      'shippingAddress.firstName': 'Zadejte jen písmena.',
    })
    expect(result.general).toEqual([])
  })

  it('maps the pickup point and the notes of the API to their form fields', () => {
    expect(fieldOfPath('branchId')).toBe('pickupPoint')
    expect(fieldOfPath('notes')).toBe('note')
    expect(fieldOfPath('paymentMethod')).toBe('paymentMethod')
  })

  it('keeps the first message of a field and makes the rest general messages, once each', () => {
    const result = violationsToFields([
      { propertyPath: 'email', message: 'first' },
      { propertyPath: 'email', message: 'second' },
      { propertyPath: '', message: 'The product variant with RUM code does not have sufficient stock.' },
      { propertyPath: 'couponCode', message: 'Coupon code is invalid.' },
      { propertyPath: '', message: 'The product variant with RUM code does not have sufficient stock.' },
    ])
    expect(result.fields).toEqual({ email: 'first' })
    expect(result.general).toEqual([
      'The product variant with RUM code does not have sufficient stock.',
      'Coupon code is invalid.',
    ])
  })
})
