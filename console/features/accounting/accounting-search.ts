import * as z from 'zod/mini'
import { pragueDay } from '../../../contract/prague-time'
import { searchMatching } from '../../lib/search-params'

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

/**
 * The accounting screen's URL: the month (`2026-03`) whose documents it recaps and exports; none or one the
 * picker could not give is the current month in Prague (docs/accounting-export.md).
 */
export const accountingSearch = z.object({ month: searchMatching(MONTH) })
export type AccountingSearch = z.infer<typeof accountingSearch>

/** The current month in Prague, as `<input type="month">` writes it. */
export const currentMonth = (now?: Date) => pragueDay(now).slice(0, 7)

/** A month's first and last Prague day, as the export's `from` and `to`. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, number] = month.split('-').map(Number) as [number, number]
  // day 0 of the next month is this month's last day (UTC dates: no time zone in the count)
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate()
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` }
}

/** The admin API's download of the month in a format (a plain same-origin link: the browser saves the file). */
export function exportUrl(format: 'isdoc' | 'pohoda', month: string): string {
  const { from, to } = monthRange(month)
  return `/api/v2/admin/invoices/export?format=${format}&from=${from}&to=${to}`
}
