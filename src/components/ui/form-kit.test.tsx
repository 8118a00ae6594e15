import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PasswordField } from './PasswordField'
import { SelectField } from './SelectField'

const bound = { value: '', onValue: () => {} }

describe('the shared form kit', () => {
  it('writes a password field once: a current password for sign-in, a new one with its hint and message', () => {
    const login = renderToStaticMarkup(
      <PasswordField id="login-password" name="password" label="Heslo" current required {...bound} />,
    )
    expect(login).toContain('<label class="field__label" for="login-password">Heslo')
    expect(login).toContain('type="password" autoComplete="current-password"')
    expect(login).toContain('name="password"')
    const fresh = renderToStaticMarkup(
      <PasswordField
        id="reset-newPassword"
        name="newPassword"
        label="Nové heslo"
        hint="Aspoň 8 znaků"
        error="Krátké"
        {...bound}
      />,
    )
    expect(fresh).toContain('type="password" autoComplete="new-password"')
    expect(fresh).toContain('aria-describedby="reset-newPassword-hint reset-newPassword-error"')
  })

  it('has one select for the storefront forms and the console filters: the prompt first, the message described', () => {
    const options = [{ value: 'damaged', label: 'Poškozené' }]
    const form = renderToStaticMarkup(
      <SelectField
        id="c-reason"
        name="reason"
        label="Důvod"
        prompt="Vyberte"
        options={options}
        error="Vyberte důvod"
        {...bound}
      />,
    )
    expect(form).toMatch(/<option value=""[^>]*>Vyberte<\/option><option value="damaged">Poškozené<\/option>/)
    expect(form).toContain('aria-describedby="c-reason-error"')
    // the console's filter: no name of its own (the id), no message
    const filter = renderToStaticMarkup(
      <SelectField id="filter-state" label="Stav" prompt="Vše" options={options} {...bound} />,
    )
    expect(filter).toContain('<select id="filter-state" name="filter-state" class="field__input">')
  })
})
