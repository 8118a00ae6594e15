/**
 * The day an order was placed, `5. 1. 2026` in Prague time, built from Intl parts so the server and the
 * browser print the same characters. API timestamps are ISO 8601 or SQL's `YYYY-MM-DD HH:MM:SS` in UTC.
 */
const dayParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Prague',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
})

export function formatOrderDay(value: string | null): string {
  if (!value) return ''
  const iso = /[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value.replace(' ', 'T') : `${value.replace(' ', 'T')}Z`
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return value
  const parts = dayParts.formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  return `${part('day')}. ${part('month')}. ${part('year')}`
}
