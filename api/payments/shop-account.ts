import { czechAccountToIban, isValidIban } from '../../contract/iban.ts'
import type { ShopAccount } from '../../contract/qr-platba.ts'

/**
 * The shop's bank account from the configuration (api/wrangler.toml `SHOP_BANK_ACCOUNT`, `SHOP_IBAN`, `SHOP_BIC`;
 * docs/qr-platba.md): the one source of the account the pages, the mails and the QR Platba show.
 */

type AccountSettings = Partial<Record<'SHOP_BANK_ACCOUNT' | 'SHOP_IBAN' | 'SHOP_BIC', unknown>>

const text = (value: unknown): string => (typeof value === 'string' ? value.replace(/\s+/g, '') : '')

const BIC = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/

/** What is wrong with the configured account; production refuses to run with any (api/http/production-guard.ts). */
export function shopAccountProblems(env: AccountSettings): string[] {
  const czech = text(env.SHOP_BANK_ACCOUNT)
  const iban = text(env.SHOP_IBAN).toUpperCase()
  const bic = text(env.SHOP_BIC).toUpperCase()
  const problems: string[] = []
  if (czech === '' || iban === '') {
    problems.push("SHOP_BANK_ACCOUNT and SHOP_IBAN must be the shop's bank account for transfers")
    return problems
  }
  if (!isValidIban(iban)) problems.push(`SHOP_IBAN ${iban} is not an IBAN: its check digits do not hold`)
  const converted = czechAccountToIban(czech)
  if (converted === null)
    problems.push(`SHOP_BANK_ACCOUNT ${czech} is not a Czech account (prefix-number/bank with valid checksums)`)
  else if (isValidIban(iban) && converted !== iban)
    problems.push(`SHOP_BANK_ACCOUNT ${czech} is ${converted}, not SHOP_IBAN ${iban}`)
  if (bic !== '' && !BIC.test(bic)) problems.push(`SHOP_BIC ${bic} is not a BIC (8 or 11 letters and digits)`)
  return problems
}

/** The account, or null when it is not configured or does not hold together (then nobody is shown a wrong one). */
export function shopAccountOf(env: AccountSettings): ShopAccount | null {
  if (shopAccountProblems(env).length > 0) return null
  const bic = text(env.SHOP_BIC).toUpperCase()
  return { czech: text(env.SHOP_BANK_ACCOUNT), iban: text(env.SHOP_IBAN).toUpperCase(), bic: bic || null }
}
