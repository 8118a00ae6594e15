import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { createI18n } from '../i18n'
import { firstInvalid, hasErrors, schemaErrors, violationErrors } from './field-errors'

const { t } = createI18n('cs')

describe('the form toolkit’s messages', () => {
  const schema = z.object({ email: z.email(), name: z.string().check(z.minLength(2)), note: z.optional(z.string()) })

  it('words the first issue of each field in Czech by its property path', () => {
    expect(schemaErrors(schema, { email: 'x', name: '' }, t)).toEqual({
      email: 'Zadejte platnou e-mailovou adresu.',
      name: 'Zadejte alespoň 2 znaky.',
    })
    expect(schemaErrors(schema, { email: 'jana@example.cz', name: 'Jana' }, t)).toEqual({})
  })

  it('maps the API’s violations to fields, the first one of a field winning, and one without a field under ""', () => {
    expect(
      violationErrors([
        { propertyPath: 'billingAddress.city', message: 'A' },
        { propertyPath: 'billingAddress.city', message: 'B' },
        { propertyPath: '', message: 'C' },
      ]),
    ).toEqual({ 'billingAddress.city': 'A', '': 'C' })
  })

  it('finds the first invalid field in the form’s order, not the order the messages came in', () => {
    const errors = { note: 'x', email: 'y' }
    expect(firstInvalid(errors, ['name', 'email', 'note'])).toBe('email')
    expect(firstInvalid({}, ['name'])).toBeNull()
    expect(hasErrors({ name: undefined })).toBe(false)
    expect(hasErrors(errors)).toBe(true)
  })
})
