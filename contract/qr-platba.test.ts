import { describe, expect, it } from 'vitest'
import { pragueDay } from './prague-time'
import { orderSpd, spdAmount, spdMessage, spdString, spdVariableSymbol } from './qr-platba'

const ACCOUNT = { iban: 'CZ6220100000002001234588', bic: 'FIOBCZPP', czech: '2001234588/2010' }

describe('orderSpd', () => {
  it('writes the account with BIC, amount, CZK, variable symbol, message and due day in the documented order', () => {
    expect(orderSpd(ACCOUNT, { number: '000000123', total: 123450, paymentDueAt: '2026-12-03 10:00:00' })).toBe(
      'SPD*1.0*ACC:CZ6220100000002001234588+FIOBCZPP*AM:1234.50*CC:CZK*X-VS:123*MSG:DRINKARNA OBJEDNAVKA 000000123*DT:20261203',
    )
  })

  it('takes the due day in Prague, not in UTC', () => {
    expect(orderSpd(ACCOUNT, { number: '000000123', total: 100, paymentDueAt: '2026-12-03 23:30:00' })).toMatch(
      /\*DT:20261204$/,
    )
  })

  it('stays in the QR code alphanumeric character set', () => {
    const spd = orderSpd(ACCOUNT, { number: '000000123', total: 99, paymentDueAt: null })
    expect(spd).toMatch(/^[0-9A-Z $%*+\-./:]+$/)
    expect(spd).not.toContain('DT:')
  })
})

describe('spdString', () => {
  it('leaves out the BIC, symbol, message and date when there are none', () => {
    expect(spdString({ iban: 'cz65 0800 0000 1920 0014 5399', amount: 5000 })).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399*AM:50.00*CC:CZK',
    )
  })

  it('refuses a due date that is not YYYY-MM-DD', () => {
    expect(() => spdString({ iban: 'CZ6508000000192000145399', amount: 1, dueDate: '3. 12. 2026' })).toThrow(RangeError)
  })
})

describe('spdAmount', () => {
  it('writes haléře with a dot and two decimals', () => {
    expect(spdAmount(123450)).toBe('1234.50')
    expect(spdAmount(1)).toBe('0.01')
    expect(spdAmount(100)).toBe('1.00')
    expect(spdAmount(999999999)).toBe('9999999.99')
  })

  it('refuses nothing, a negative amount, a fraction of a haléř and more than 10 characters', () => {
    for (const amount of [0, -100, 1.5, 1_000_000_000]) expect(() => spdAmount(amount)).toThrow(RangeError)
  })
})

describe('spdVariableSymbol', () => {
  it('drops leading zeros: the symbol is a number of up to 10 digits', () => {
    expect(spdVariableSymbol('000000123')).toBe('123')
    expect(spdVariableSymbol('1234567890')).toBe('1234567890')
    expect(spdVariableSymbol('0001234567890')).toBe('1234567890')
  })

  it('is none for nothing or zeros, and refuses letters or more than 10 digits', () => {
    expect(spdVariableSymbol(null)).toBeNull()
    expect(spdVariableSymbol('000')).toBeNull()
    expect(() => spdVariableSymbol('12345678901')).toThrow(RangeError)
    expect(() => spdVariableSymbol('12A')).toThrow(RangeError)
  })
})

describe('spdMessage', () => {
  it('writes the message without diacritics in upper case', () => {
    expect(spdMessage('Drinkárna objednávka 000123')).toBe('DRINKARNA OBJEDNAVKA 000123')
    expect(spdMessage('Žluťoučký kůň úpěl ďábelské ódy')).toBe('ZLUTOUCKY KUN UPEL DABELSKE ODY')
  })

  it('escapes a star as %2A and turns other characters into spaces', () => {
    expect(spdMessage('a*b')).toBe('A%2AB')
    expect(spdMessage('50% „sleva“ & víc!')).toBe('50 SLEVA VIC')
  })

  it('cuts the message to 60 characters, never inside an escape', () => {
    expect(spdMessage('x'.repeat(80))).toBe('X'.repeat(60))
    const starred = spdMessage(`${'x'.repeat(58)}*y`)
    expect(starred).toBe('X'.repeat(58))
    expect(spdMessage(`${'x'.repeat(57)}*y`)).toBe(`${'X'.repeat(57)}%2A`)
  })
})

it("the due day is Prague's, none for no date", () => {
  expect(pragueDay(null)).toBeNull()
  expect(pragueDay('not a date')).toBeNull()
  expect(pragueDay('2026-06-30 22:30:00')).toBe('2026-07-01')
})
