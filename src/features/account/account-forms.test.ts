import { describe, expect, it } from 'vitest'
import { fillTemplate } from '../../../contract/template'
import { csValidationMessages } from '../../../contract/validation'
import { schemaErrors } from '../../lib/forms'
import {
  addressSchema,
  EMPTY_ADDRESS,
  passwordSchema,
  profileSchema,
  toAddressPayload,
  toCustomerUpdate,
} from './account-forms'

const t = (key: string, params: Record<string, string | number> = {}) => {
  const rule = key.replace('validation.', '') as keyof typeof csValidationMessages
  return fillTemplate(csValidationMessages[rule], params)
}
const profile = {
  firstName: 'Jana',
  lastName: 'Nováková',
  phoneNumber: '',
  subscribedToNewsletter: true,
  reviewInvitations: false,
}

describe('settings forms (docs/product.md#validation)', () => {
  it('saves a profile without a phone as no phone', () => {
    expect(toCustomerUpdate(profile)).toEqual({
      firstName: 'Jana',
      lastName: 'Nováková',
      phoneNumber: null,
      subscribedToNewsletter: true,
      reviewInvitations: false,
    })
    expect(schemaErrors(profileSchema, toCustomerUpdate(profile), t)).toEqual({})
  })

  it('refuses a phone not like +420111222333 and names with digits', () => {
    const values = toCustomerUpdate({ ...profile, firstName: 'J4na', phoneNumber: '777' })
    expect(schemaErrors(profileSchema, values, t)).toEqual({
      firstName: 'Zadejte jen písmena.',
      phoneNumber: 'Zadejte telefon ve tvaru +420111222333.',
    })
  })

  it('wants the new password twice and at least 6 characters long', () => {
    expect(
      schemaErrors(passwordSchema, { currentPassword: '', newPassword: 'abc', confirmNewPassword: 'abd' }, t),
    ).toEqual({
      currentPassword: 'Toto pole je povinné.',
      newPassword: 'Zadejte alespoň 6 znaků.',
      confirmNewPassword: 'Zadané hodnoty se neshodují.',
    })
  })

  it('checks an address like the checkout does, the two flags included', () => {
    const errors = schemaErrors(
      addressSchema,
      toAddressPayload({ ...EMPTY_ADDRESS, firstName: 'Jana', lastName: 'Nováková', postcode: '912 00' }),
      t,
    )
    expect(errors).toEqual({
      street: 'Toto pole je povinné.',
      city: 'Toto pole je povinné.',
      postcode: 'Zadejte PSČ jako 5 číslic, např. 110 00.',
      phoneNumber: 'Bez telefonního čísla se bohužel neobejdeme.',
    })
    const valid = toAddressPayload({
      ...EMPTY_ADDRESS,
      firstName: 'Jana',
      lastName: 'Nováková',
      street: 'Dlouhá 1',
      city: 'Praha',
      postcode: '110 00',
      phoneNumber: '+420777111222',
      otherReceiver: true,
    })
    expect(schemaErrors(addressSchema, valid, t)).toEqual({})
    expect(valid).toMatchObject({ company: null, countryCode: 'CZ', defaultAddress: false, otherReceiver: true })
  })
})
