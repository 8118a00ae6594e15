import { describe, expect, it } from 'vitest'
import { czechAccountToIban, formatIban, isValidIban } from './iban'

describe('isValidIban', () => {
  it('accepts real-format IBANs whose check digits hold, with spaces and in lower case', () => {
    expect(isValidIban('CZ6508000000192000145399')).toBe(true)
    expect(isValidIban('cz65 0800 0000 1920 0014 5399')).toBe(true)
    expect(isValidIban('DE89370400440532013000')).toBe(true)
  })

  it('refuses a wrong check digit, a swapped digit and what is not an IBAN', () => {
    expect(isValidIban('CZ6608000000192000145399')).toBe(false)
    expect(isValidIban('CZ6508000000192000145939')).toBe(false)
    expect(isValidIban('2001234588/2010')).toBe(false)
    expect(isValidIban('')).toBe(false)
  })
})

describe('czechAccountToIban', () => {
  it('converts prefix-number/bank to the IBAN the banks print', () => {
    expect(czechAccountToIban('19-2000145399/0800')).toBe('CZ6508000000192000145399')
    expect(czechAccountToIban('810883001/5500')).toBe('CZ9555000000000810883001')
    expect(czechAccountToIban('300300232/0800')).toBe('CZ2508000000000300300232')
    expect(czechAccountToIban('2001234588/2010')).toBe('CZ6220100000002001234588')
  })

  it('gives IBANs that pass their own check', () => {
    for (const account of ['19-2000145399/0800', '2001234588/2010', '300300232/0800'])
      expect(isValidIban(czechAccountToIban(account)!)).toBe(true)
  })

  it('refuses an account failing the Czech National Bank checksum, and other forms', () => {
    expect(czechAccountToIban('2001234567/2010')).toBeNull()
    expect(czechAccountToIban('19-2000145398/0800')).toBeNull()
    expect(czechAccountToIban('CZ6508000000192000145399')).toBeNull()
    expect(czechAccountToIban('2000145399/080')).toBeNull()
  })
})

it('formatIban groups by four', () => {
  expect(formatIban('CZ6508000000192000145399')).toBe('CZ65 0800 0000 1920 0014 5399')
})
