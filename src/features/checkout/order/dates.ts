/**
 * Dates of an order in Czech form, the same characters on the server and in the browser (no locale-dependent
 * Intl output, which differs between runtimes and would break hydration): `5. 1. 2026`, `5. 1. 2026 14:35`.
 * Times are shown in Prague time whatever the runtime's zone.
 */
const SHOP_TIME_ZONE = 'Europe/Prague'

/** An API timestamp: ISO 8601, or SQL's `YYYY-MM-DD HH:MM:SS` meaning UTC. */
export function parseTimestamp(value: string): Date | null {
  const iso = /[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value.replace(' ', 'T') : `${value.replace(' ', 'T')}Z`
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

/** `2026-01-05` → `5. 1. 2026`; anything else as it is. */
export function formatDay(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return value
  return `${Number(match[3])}. ${Number(match[2])}. ${match[1]}`
}

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
})

/** A timestamp as `5. 1. 2026 14:35` in Prague time; null when it cannot be read. */
export function formatDateTime(value: string | null | undefined): string | null {
  const date = value ? parseTimestamp(value) : null
  if (!date) return null
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(partsFormat.formatToParts(date).find((p) => p.type === type)?.value ?? 0)
  return `${part('day')}. ${part('month')}. ${part('year')} ${part('hour')}:${String(part('minute')).padStart(2, '0')}`
}
