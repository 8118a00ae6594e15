import * as z from 'zod/mini'

/**
 * The accountant's export (docs/decisions/055-accounting-export.md): the query of the export and of its recap,
 * and the recap the console shows before the download (docs/accounting-export.md). Days are Prague days.
 */

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))

/** The longest range one export covers: a year (a leap year's 366 days). */
export const MAX_EXPORT_DAYS = 366

export const EXPORT_FORMATS = ['isdoc', 'pohoda'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

export const recapQuery = z.object({ from: day, to: day })
export const exportQuery = z.object({ format: z.enum(EXPORT_FORMATS), from: day, to: day })

const rateRow = z.object({ rate: z.number(), base: z.number(), vat: z.number(), gross: z.number() })
const series = z.object({
  count: z.number(),
  first: z.nullable(z.string()),
  last: z.nullable(z.string()),
  /** Numbers missing between the first and the last of the range (should be none: the series is unbroken). */
  gaps: z.array(z.string()),
})

/** `GET /invoices/recap`: what an export of the range holds, in haléře (credit notes negative). */
export const invoiceRecap = z.object({
  from: z.string(),
  to: z.string(),
  invoices: series,
  creditNotes: series,
  /** Per VAT rate, highest first: the invoices' and credit notes' recapitulations added up. */
  rates: z.array(rateRow),
  total: z.number(),
})
export type InvoiceRecap = z.infer<typeof invoiceRecap>
