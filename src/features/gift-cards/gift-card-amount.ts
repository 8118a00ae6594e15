/**
 * The amount a shopper types for a free-amount voucher ("Vlastní částka"): whole crowns within the variant's limits
 * (`giftCardAmount` of contract/catalogue.ts, haléře). Checked here so the shopper learns it beside the field; the
 * API checks the same rules with contract/checkout.ts's `orderItemAddInput` and its limits. Plain code, no zod: it
 * runs on the product page, whose first-load JavaScript has a budget (decision 009).
 */
export type AmountLimits = { min: number; max: number }

export type AmountCheck =
  { ok: true; amount: number } | { ok: false; error: 'required' | 'notNumber' | 'wholeCrowns' | 'range' }

/** `1000`, `1 000`, `1000 Kč`, `1000,00` and `1000,-` are 1000 Kč; `999,50` is not whole crowns. */
export function parseGiftCardAmount(text: string, limits: AmountLimits): AmountCheck {
  const plain = text
    .replace(/[\s\u00a0]/g, '')
    .replace(/kč$/i, '')
    .replace(/[,.](-|0{1,2})$/, '')
  if (plain === '') return { ok: false, error: 'required' }
  if (/^\d+[,.]\d{1,2}$/.test(plain)) return { ok: false, error: 'wholeCrowns' }
  if (!/^\d{1,9}$/.test(plain)) return { ok: false, error: 'notNumber' }
  const amount = Number(plain) * 100
  if (amount < limits.min || amount > limits.max) return { ok: false, error: 'range' }
  return { ok: true, amount }
}
