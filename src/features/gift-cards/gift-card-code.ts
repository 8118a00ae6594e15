/**
 * A voucher code as typed, checked for its shape only (16 signs of the voucher alphabet, case, spaces and dashes
 * ignored) so a typo is named at once and costs no lookup of the API's per-client limit; whether the voucher
 * exists is the API's answer.
 *
 * The alphabet, the length and the e-mail shipping method are contract/gift-cards.ts's, repeated here because that
 * module builds zod schemas when it loads, which would put zod into the cart's and product page's first-load
 * JavaScript (decision 009); gift-card-code.test.ts checks they stay equal.
 */
export const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export const CODE_LENGTH = 16
export const EMAIL_SHIPPING = 'gift_card_email'

export type CodeCheck = { ok: true; code: string } | { ok: false; error: 'required' | 'shape' }

const SHAPE = new RegExp(`^[${ALPHABET}]{${CODE_LENGTH}}$`)

export function checkGiftCardCode(input: string): CodeCheck {
  const code = input.replace(/[\s-]/g, '').toUpperCase()
  if (code === '') return { ok: false, error: 'required' }
  if (!SHAPE.test(code)) return { ok: false, error: 'shape' }
  return { ok: true, code }
}
