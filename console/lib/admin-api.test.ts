import { describe, expect, it } from 'vitest'
import { AdminApiError, failureText } from './admin-api'

describe('what staff are told when a call fails', () => {
  it("gives the API's violations, else its message, else the screen's own text", () => {
    const refused = new AdminApiError(422, 'statement: Soubor nelze přečíst.', [
      { propertyPath: 'statement', message: 'Soubor nelze přečíst.' },
      { propertyPath: 'statement', message: 'Nahrajte výpis GPC nebo JSON z Fio.' },
    ] as never)
    expect(failureText(refused, 'Nepovedlo se.')).toBe('Soubor nelze přečíst. Nahrajte výpis GPC nebo JSON z Fio.')
    expect(failureText(new AdminApiError(403, 'Tuto změnu může udělat jen administrátor obchodu.'), 'x')).toBe(
      'Tuto změnu může udělat jen administrátor obchodu.',
    )
    expect(failureText(new TypeError('Failed to fetch'), 'Administrace teď neodpovídá.')).toBe(
      'Administrace teď neodpovídá.',
    )
  })
})
