import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import { registrationInput } from './account'
import { addressInput, giftCardBillingInput } from './checkout'
import { contactInput } from './contact'
import { toViolations } from './validation'

/** The Czech violations of a name field, as the API answers and the forms show them. */
function nameMessages(schema: z.ZodMiniType, values: object) {
  const issues = schema.safeParse(values).error?.issues ?? []
  return toViolations(issues, 'cs')
    .filter((v) => v.propertyPath === 'firstName' || v.propertyPath === 'lastName')
    .map((v) => `${v.propertyPath}: ${v.message}`)
}

const ADDRESS = { street: 'Dlouhá 1', city: 'Praha', postcode: '110 00', phoneNumber: '+420111222333' }

describe('names (docs/product.md#validation)', () => {
  it.each([
    ['the checkout address', addressInput, ADDRESS],
    ['the billing of a vouchers-only cart', giftCardBillingInput, {}],
    ['the registration', registrationInput, { email: 'jana@example.cz', password: 'tajneheslo' }],
    ['the contact form', contactInput, { email: 'jana@example.cz', message: 'Dobrý den', consent: true }],
  ])('in %s: an empty or blank name says only that it is required, one letter asks for 2', (_, schema, rest) => {
    expect(nameMessages(schema, { ...rest, firstName: '', lastName: '   ' })).toEqual([
      'firstName: Toto pole je povinné.',
      'lastName: Toto pole je povinné.',
    ])
    expect(nameMessages(schema, { ...rest, firstName: 'J', lastName: 'N0' })).toEqual([
      'firstName: Zadejte alespoň 2 znaky.',
      'lastName: Zadejte jen písmena.',
    ])
  })
})
