/**
 * Prices (docs/product.md#prices): amounts in haléře divided by 100, Czech format with no-break spaces, whole amounts
 * without ",00": `1 290 Kč`, `1 290,50 Kč`. Built by hand rather than with Intl so the server (workerd) and the
 * browser print exactly the same characters and hydration never differs.
 */
const NBSP = '\u00a0'
/** Czech typography writes a negative amount (a discount) with the minus sign, not the hyphen: −89,80 Kč. */
const MINUS = '\u2212'

export type PriceParts = { sign: string; whole: string; fraction: string | null; currency: string }

export function priceParts(amount: number, currency = 'Kč'): PriceParts {
  const minor = Math.round(amount)
  const abs = Math.abs(minor)
  const whole = Math.floor(abs / 100)
  const cents = abs % 100
  return {
    sign: minor < 0 ? MINUS : '',
    whole: String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP),
    fraction: cents === 0 ? null : String(cents).padStart(2, '0'),
    currency,
  }
}

/** `1 290 Kč`, `349,90 Kč`. */
export function formatPrice(amount: number, currency?: string): string {
  const { sign, whole, fraction, currency: unit } = priceParts(amount, currency)
  return `${sign}${whole}${fraction === null ? '' : `,${fraction}`}${NBSP}${unit}`
}
