import { GIFT_CARD_ALPHABET, GIFT_CARD_CODE_LENGTH, normalizeGiftCardCode } from '../../../contract/gift-cards'

/**
 * A voucher code as typed, checked for its shape only (16 signs of the voucher alphabet, case, spaces and dashes
 * ignored) so a typo is named at once and costs no lookup of the API's per-client limit; whether the voucher
 * exists is the API's answer.
 */
export type CodeCheck = { ok: true; code: string } | { ok: false; error: 'required' | 'shape' }

const SHAPE = new RegExp(`^[${GIFT_CARD_ALPHABET}]{${GIFT_CARD_CODE_LENGTH}}$`)

export function checkGiftCardCode(input: string): CodeCheck {
  const code = normalizeGiftCardCode(input)
  if (code === '') return { ok: false, error: 'required' }
  if (!SHAPE.test(code)) return { ok: false, error: 'shape' }
  return { ok: true, code }
}
