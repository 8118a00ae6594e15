import { describe, expect, it } from 'vitest'
import { createI18n } from '../../lib/i18n'
import { type CheckoutValues, firstInvalidField, initialValues } from './checkout-form'
import { validateCheckout, type ValidationContext } from './checkout-validation'

const { t } = createI18n('cs')
const context: ValidationContext = { t, requiresPickupPoint: false, allowedPayments: ['comgate', 'cod'] }

function filled(overrides: Partial<CheckoutValues> = {}): CheckoutValues {
  return {
    ...initialValues(null),
    email: 'jana@example.cz',
    billing: {
      firstName: 'Jana',
      lastName: 'Nováková',
      street: 'Dlouhá 1',
      city: 'Praha',
      postcode: '110 00',
      phoneNumber: '+420 111 222 333',
    },
    shippingMethod: 'courier',
    paymentMethod: 'cod',
    consent: true,
    ...overrides,
  }
}

describe('validateCheckout', () => {
  it('accepts a complete form', () => {
    expect(validateCheckout(filled(), context)).toEqual({})
  })

  it('names every missing field of an empty form with the Czech messages of docs/product.md#validation', () => {
    const errors = validateCheckout(initialValues(null), context)
    expect(errors.email).toBe('Toto pole je povinné.')
    expect(errors['billingAddress.phoneNumber']).toBe('Bez telefonního čísla se bohužel neobejdeme.')
    expect(errors['billingAddress.firstName']).toBe('Toto pole je povinné.')
    expect(errors['billingAddress.lastName']).toBe('Toto pole je povinné.')
    expect(errors['billingAddress.postcode']).toBe('Toto pole je povinné.')
    expect(errors.shippingMethod).toBe('Vyberte způsob dopravy.')
    expect(errors.paymentMethod).toBe('Vyberte způsob platby.')
    expect(errors.consent).toBe('Váš souhlas je nezbytný pro další pokračování.')
    expect(firstInvalidField(errors)).toBe('email')
  })

  it('checks the formats with the contract schema: e-mail, phone, ZIP starting 1-7, letters-only names', () => {
    const errors = validateCheckout(
      filled({
        email: 'jana@',
        billing: { firstName: 'J4na', lastName: 'N', street: 'x', city: 'y', postcode: '81000', phoneNumber: '777' },
      }),
      context,
    )
    expect(errors.email).toBe('Zadejte platnou e-mailovou adresu.')
    expect(errors['billingAddress.firstName']).toBe('Zadejte jen písmena.')
    expect(errors['billingAddress.lastName']).toBe('Zadejte alespoň 2 znaky.')
    expect(errors['billingAddress.postcode']).toBe('Zadejte PSČ jako 5 číslic, např. 110 00.')
    expect(errors['billingAddress.phoneNumber']).toBe('Zadejte telefon ve tvaru +420111222333.')
  })

  it('asks for the company name and a valid IČO on a company purchase only', () => {
    expect(validateCheckout(filled({ companyPurchase: false, companyId: '123' }), context)).toEqual({})
    const empty = validateCheckout(filled({ companyPurchase: true }), context)
    expect(empty['billingAddress.company']).toBe('Toto pole je povinné.')
    expect(empty['billingAddress.companyId']).toBe('Toto pole je povinné.')
    const wrong = validateCheckout(
      filled({ companyPurchase: true, company: 'Firma s.r.o.', companyId: '12345678', vatId: 'cz12' }),
      context,
    )
    expect(wrong['billingAddress.companyId']).toBe('Zadejte platné IČO.')
    expect(wrong['billingAddress.vatId']).toBeDefined()
    expect(
      validateCheckout(
        filled({ companyPurchase: true, company: 'Firma s.r.o.', companyId: '25596641', vatId: 'CZ25596641' }),
        context,
      ),
    ).toEqual({})
  })

  it('checks the second address only when someone else receives the parcel', () => {
    expect(validateCheckout(filled({ otherRecipient: false }), context)).toEqual({})
    const errors = validateCheckout(filled({ otherRecipient: true }), context)
    expect(errors['shippingAddress.firstName']).toBe('Toto pole je povinné.')
    expect(errors['shippingAddress.phoneNumber']).toBe('Bez telefonního čísla se bohužel neobejdeme.')
  })

  it('needs a pickup point for Packeta and a payment allowed with the shipping', () => {
    const errors = validateCheckout(filled({ shippingMethod: 'packeta', paymentMethod: 'bank_transfer' }), {
      ...context,
      requiresPickupPoint: true,
    })
    expect(errors.pickupPoint).toBe('Vyberte výdejní místo.')
    expect(errors.paymentMethod).toBe('Vyberte způsob platby.')
    expect(
      validateCheckout(filled({ pickupPoint: { id: '1', name: 'Praha' } }), { ...context, requiresPickupPoint: true }),
    ).toEqual({})
  })

  it('limits the note to 1000 characters', () => {
    expect(validateCheckout(filled({ note: 'a'.repeat(1000) }), context)).toEqual({})
    expect(validateCheckout(filled({ note: 'a'.repeat(1001) }), context).note).toBe('Text je příliš dlouhý')
  })

  it('asks for no payment method when gift vouchers pay the whole order', () => {
    const nothingToPay = { ...context, paymentRequired: false }
    expect(validateCheckout(filled({ paymentMethod: '' }), nothingToPay)).toEqual({})
    expect(validateCheckout(filled({ paymentMethod: '' }), context)).toHaveProperty('paymentMethod')
  })

  it('asks a cart of vouchers only for the name and e-mail, and a company buyer for its address too', () => {
    const vouchers = { ...context, giftCardsOnly: true }
    const nameOnly = {
      email: 'jana@example.cz',
      billing: { firstName: 'Jana', lastName: 'Nováková', street: '', city: '', postcode: '', phoneNumber: '' },
    }
    expect(validateCheckout(filled(nameOnly), vouchers)).toEqual({})
    // a cart with goods still needs the whole address and the phone
    expect(Object.keys(validateCheckout(filled(nameOnly), context)).sort()).toEqual([
      'billingAddress.city',
      'billingAddress.phoneNumber',
      'billingAddress.postcode',
      'billingAddress.street',
    ])
    const empty = validateCheckout(initialValues(null), vouchers)
    expect(empty['billingAddress.firstName']).toBe('Toto pole je povinné.')
    expect(empty).not.toHaveProperty('billingAddress.street')
    expect(empty).not.toHaveProperty('billingAddress.phoneNumber')
    const company = { companyPurchase: true, company: 'Firma s.r.o.', companyId: '25596641' }
    expect(Object.keys(validateCheckout(filled({ ...nameOnly, ...company }), vouchers)).sort()).toEqual([
      'billingAddress.city',
      'billingAddress.postcode',
      'billingAddress.street',
    ])
  })
})
