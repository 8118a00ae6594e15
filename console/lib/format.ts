import * as pragueTime from '../../contract/prague-time'
import { formatPrice } from '../../src/lib/money'

/** Amounts and times as staff read them: the storefront's price format, times in Prague (contract/prague-time.ts). */
export const money = (haler: number) => formatPrice(haler)

/** `27. 11. 2026 20:50`, or a dash for none. */
export function formatDateTime(value: string | number | null | undefined): string {
  return pragueTime.formatDateTime(value) ?? '–'
}

/** `27. 11. 2026`, or a dash for none. */
export function formatDate(value: string | number | null | undefined): string {
  return pragueTime.formatDate(value) ?? '–'
}
