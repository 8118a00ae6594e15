import { describe, expect, it } from 'vitest'
import { schemaErrors, violationErrors } from '../../lib/forms'
import { loginForm, newPasswordForm, registrationForm, resetRequestForm } from './auth-forms'
import cs from '../../locales/cs.json'
import popupCs from './locales/cs.json'
import { fillTemplate } from '../../../contract/template'
import { csValidationMessages } from '../../../contract/validation'

/** The Czech dictionary as the browser has it: `validation.*` from the contract. */
const t = (key: string, params: Record<string, string | number> = {}) => {
  const rule = key.replace('validation.', '') as keyof typeof csValidationMessages
  return fillTemplate(csValidationMessages[rule], params)
}

describe('popup forms (docs/product.md#validation)', () => {
  it('asks for a valid e-mail and a password to log in', () => {
    expect(schemaErrors(loginForm, { email: '', password: '' }, t)).toEqual({
      email: 'Toto pole je povinné.',
      password: 'Toto pole je povinné.',
    })
    expect(schemaErrors(loginForm, { email: 'jana@', password: 'x' }, t)).toEqual({
      email: 'Zadejte platnou e-mailovou adresu.',
    })
    expect(schemaErrors(loginForm, { email: ' jana@example.cz ', password: 'tajneheslo' }, t)).toEqual({})
  })

  it('registers with letters-only names of 2 to 16 characters and a password of at least 6', () => {
    const valid = {
      firstName: 'Jana',
      lastName: 'Nováková',
      email: 'jana@example.cz',
      password: 'tajneheslo',
      subscribedToNewsletter: false,
    }
    expect(schemaErrors(registrationForm, valid, t)).toEqual({})
    expect(schemaErrors(registrationForm, { ...valid, firstName: 'J', lastName: 'N0v', password: '12345' }, t)).toEqual(
      {
        firstName: 'Zadejte alespoň 2 znaky.',
        lastName: 'Zadejte jen písmena.',
        password: 'Zadejte alespoň 6 znaků.',
      },
    )
  })

  it('asks for an e-mail to send the reset link to', () => {
    expect(schemaErrors(resetRequestForm, { email: 'nope' }, t)).toEqual({
      email: 'Zadejte platnou e-mailovou adresu.',
    })
  })

  it('wants the new password twice, the same', () => {
    expect(schemaErrors(newPasswordForm, { newPassword: 'noveheslo', confirmNewPassword: 'noveheslx' }, t)).toEqual({
      confirmNewPassword: 'Zadané hodnoty se neshodují.',
    })
    expect(schemaErrors(newPasswordForm, { newPassword: 'krat', confirmNewPassword: 'krat' }, t)).toEqual({
      newPassword: 'Zadejte alespoň 6 znaků.',
    })
  })

  it('puts the API violations by field', () => {
    expect(
      violationErrors([
        { propertyPath: 'email', message: 'A' },
        { propertyPath: 'email', message: 'B' },
        { propertyPath: '', message: 'C' },
      ]),
    ).toEqual({ email: 'A', '': 'C' })
  })

  it('words the failures as docs/product.md#errors does', () => {
    expect(popupCs.auth.login.invalid).toBe('Neplatný e-mail nebo heslo.')
    expect(popupCs.auth.reset.failed).toBe('Něco se nepovedlo.')
    expect(popupCs.auth.login.tooManyAttempts).toMatch(/^Příliš mnoho neúspěšných pokusů/)
  })

  it('has the header texts in the main dictionary', () => {
    expect(cs.auth.header.login).toBe('Přihlásit')
    expect(cs.account.settings.title).toBeTruthy()
  })
})
