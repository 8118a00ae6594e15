import { formatPrice } from '../../src/lib/money'

/** Amounts and times as staff read them: the storefront's price format, dates in Prague time. */
export const money = (haler: number) => formatPrice(haler)

const dateTime = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: 'Europe/Prague',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})
const date = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: 'Europe/Prague',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
})

/** The API's timestamps: ISO strings or SQLite's `YYYY-MM-DD HH:MM:SS` in UTC. */
export function parseTime(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'number') return new Date(value)
  const iso = /^\d{4}-\d\d-\d\d \d\d:\d\d(:\d\d)?$/.test(value) ? `${value.replace(' ', 'T')}Z` : value
  const parsed = new Date(iso)
  return Number.isNaN(parsed.getTime()) ? null : parsed
}

export function formatDateTime(value: string | number | null | undefined): string {
  const parsed = parseTime(value)
  return parsed ? dateTime.format(parsed) : '–'
}

export function formatDate(value: string | number | null | undefined): string {
  const parsed = parseTime(value)
  return parsed ? date.format(parsed) : '–'
}
