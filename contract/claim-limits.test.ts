import { describe, expect, it } from 'vitest'
import { isValidBankAccount } from './claim-limits'

describe('the refund account of a return', () => {
  it.each([
    '19-2000145399/0800',
    '2000145399/0800',
    '000019-2000145399/0800',
    ' 19 - 2000145399 / 0800 ',
    'CZ65 0800 0000 1920 0014 5399',
    'cz6508000000192000145399',
    'DE89 3704 0044 0532 0130 00',
  ])('takes %s', (account) => expect(isValidBankAccount(account)).toBe(true))
  it.each([
    '19-2000145398/0800',
    '2000145399/080',
    '2000145399',
    '1234567-2000145399/0800',
    '0/0800',
    'CZ65 0800 0000 1920 0014 5398',
    'IBAN',
    '',
  ])('refuses %s', (account) => expect(isValidBankAccount(account)).toBe(false))
})
