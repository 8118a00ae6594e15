import type { InvoiceRecap } from '../../contract/admin/invoices'
import type { IssuedDocument } from './document'

/**
 * What an export of a range holds, for the accountant to check before the download (docs/accounting-export.md):
 * per kind the count, first and last number and any number missing between them; per VAT rate the documents'
 * own recapitulations added up (so the sums are the PDFs' sums, never recomputed from lines).
 */

/** `2026000012` → series `2026`, 12; `D2026000001` → series `D2026`, 1 (api/db/invoices.ts numbers them so). */
function parseNumber(number: string): { series: string; sequence: number; width: number } | null {
  const match = /^(D?\d{4})(\d+)$/.exec(number)
  return match ? { series: match[1]!, sequence: Number(match[2]), width: match[2]!.length } : null
}

/** The numbers missing inside each year's series between its lowest and highest number in `numbers`. */
export function seriesGaps(numbers: readonly string[]): string[] {
  const bySeries = new Map<string, { width: number; sequences: number[] }>()
  for (const number of numbers) {
    const parsed = parseNumber(number)
    if (!parsed) continue
    const entry = bySeries.get(parsed.series) ?? { width: parsed.width, sequences: [] }
    entry.sequences.push(parsed.sequence)
    bySeries.set(parsed.series, entry)
  }
  const gaps: string[] = []
  for (const [series, { width, sequences }] of [...bySeries.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const present = new Set(sequences)
    const sorted = [...present].sort((a, b) => a - b)
    for (let n = sorted[0]!; n <= sorted.at(-1)!; n++) {
      if (!present.has(n)) gaps.push(`${series}${String(n).padStart(width, '0')}`)
    }
  }
  return gaps
}

function seriesOf(docs: readonly IssuedDocument[]) {
  const numbers = docs.map((d) => d.number).sort()
  return { count: numbers.length, first: numbers[0] ?? null, last: numbers.at(-1) ?? null, gaps: seriesGaps(numbers) }
}

export function invoiceRecap(docs: readonly IssuedDocument[], from: string, to: string): InvoiceRecap {
  const rates = new Map<number, { rate: number; base: number; vat: number; gross: number }>()
  for (const doc of docs) {
    for (const row of doc.recapitulation) {
      const sum = rates.get(row.rate) ?? { rate: row.rate, base: 0, vat: 0, gross: 0 }
      sum.base += row.base
      // + 0: a credit note's VAT at 0 % is -0
      sum.vat += row.vat + 0
      sum.gross += row.gross
      rates.set(row.rate, sum)
    }
  }
  return {
    from,
    to,
    invoices: seriesOf(docs.filter((d) => d.kind === 'invoice')),
    creditNotes: seriesOf(docs.filter((d) => d.kind === 'credit_note')),
    rates: [...rates.values()].sort((a, b) => b.rate - a.rate),
    total: docs.reduce((sum, d) => sum + d.total, 0),
  }
}
