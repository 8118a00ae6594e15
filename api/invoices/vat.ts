/**
 * VAT of a tax document whose prices include VAT (zákon o DPH § 37 odst. 2, since 1 April 2019): the tax is
 * computed once per rate from the sum with VAT of that rate, `gross × rate / (100 + rate)`, rounded to whole
 * haléře (half away from zero), and the base is what remains, so base + VAT is exactly the gross sum the
 * customer paid. The old coefficient (0.1736 for 21 %) is no longer the law and differs from this by up to
 * 0.05 % of the sum; computing per line and adding up would differ by up to half a haléř per line.
 * Amounts are haléře; a credit note's are negative.
 */

/** The rates of zákon o DPH since 2024: standard 21 %, reduced 12 %, and 0 % (books). */
export const VAT_RATES = [21, 12, 0] as const
export type VatRate = (typeof VAT_RATES)[number]

/** Rounds half away from zero: a credit note's VAT is exactly the negative of the invoice's. */
export function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value))
}

/** The VAT contained in a sum with VAT at `rate` (§ 37 odst. 2), in haléře. */
export function vatOfGross(gross: number, rate: VatRate): number {
  return roundHalfAway((gross * rate) / (100 + rate))
}

/** A price with VAT without it, for the column "without VAT" of a line (informative; the recapitulation counts). */
export function netOfGross(gross: number, rate: VatRate): number {
  return roundHalfAway((gross * 100) / (100 + rate))
}

export type VatRow = { rate: VatRate; base: number; vat: number; gross: number }

/**
 * The recapitulation per rate of lines with VAT: base, VAT and sum with VAT, highest rate first. A line outside
 * VAT (`nonVat`: a multi-purpose voucher sold, decision 056) is no taxable supply and counts in no rate.
 */
export function vatRecapitulation(lines: readonly { rate: VatRate; total: number; nonVat?: boolean }[]): VatRow[] {
  const sums = new Map<VatRate, number>()
  for (const line of lines) if (!line.nonVat) sums.set(line.rate, (sums.get(line.rate) ?? 0) + line.total)
  return [...sums.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, gross]) => {
      const vat = vatOfGross(gross, rate)
      return { rate, base: gross - vat, vat, gross }
    })
}
