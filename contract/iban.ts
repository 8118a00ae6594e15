/**
 * IBANs (ISO 13616) and the Czech account form `prefix-number/bank` (docs/czech-commerce.md#bank-accounts). The shop's
 * own account is configured in both forms (docs/qr-platba.md); the QR Platba needs the IBAN, people read the Czech one.
 */

/** Whether `value` is an IBAN whose check digits hold (mod 97 = 1); spaces are ignored, letters may be lower case. */
export function isValidIban(value: string): boolean {
  const compact = value.replace(/\s+/g, '').toUpperCase()
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false
  return mod97(compact.slice(4) + compact.slice(0, 4)) === 1
}

/** The remainder of the number the letters and digits stand for (A = 10 … Z = 35), digit by digit: no big integers. */
function mod97(value: string): number {
  let remainder = 0
  for (const char of value) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55)
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97
  }
  return remainder
}

const CZECH_ACCOUNT = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/
const WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]

/** The Czech National Bank's checksum of a prefix or number (decree 169/2011): weighted sum divisible by 11. */
export function czechChecksum(digits: string): boolean {
  const padded = digits.padStart(10, '0')
  let sum = 0
  for (let i = 0; i < 10; i++) sum += Number(padded[i]) * WEIGHTS[i]!
  return sum % 11 === 0
}

/**
 * The IBAN of a Czech account `19-2000145399/0800`: `CZ`, two check digits, the bank code, the prefix in 6 digits and
 * the number in 10. Null when the value is not a Czech account or its prefix or number fails the checksum.
 */
export function czechAccountToIban(account: string): string | null {
  const match = CZECH_ACCOUNT.exec(account.replace(/\s+/g, ''))
  if (!match) return null
  const [, prefix = '', number = '', bank = ''] = match
  if (!czechChecksum(prefix) || !czechChecksum(number) || Number(number) === 0) return null
  const bban = `${bank}${prefix.padStart(6, '0')}${number.padStart(10, '0')}`
  const check = 98 - mod97(`${bban}CZ00`)
  return `CZ${String(check).padStart(2, '0')}${bban}`
}

/** `CZ65 0800 0000 1920 0014 5399`: the IBAN in groups of four, as banks print it. */
export function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ')
}
