/**
 * Whole crowns as staff type them (`1 000`, `1000 Kč`, `1000,-`) in haléře; null when it is not a whole number.
 * The limits are the contract's (`giftCardIssueBody`), checked after this.
 */
export function crownsToHaler(text: string): number | null {
  const plain = text
    .replace(/[\s\u00a0]/g, '')
    .replace(/kč$/i, '')
    .replace(/[,.](-|0{1,2})$/, '')
  return /^\d{1,9}$/.test(plain) ? Number(plain) * 100 : null
}
