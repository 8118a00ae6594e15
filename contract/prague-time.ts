/**
 * Times as people read them in the shop: Prague's wall clock (CET in winter, CEST in summer) in Czech style,
 * `5. 1. 2026`, `7:30`, `5. 1. 2026 7:30`. The storefront, the console, the mails and the invoices all format here,
 * so a time reads the same everywhere. Built from Intl parts, never from a locale's whole output, which differs
 * between runtimes and would break hydration.
 *
 * Timestamps come in two forms: ISO 8601 with a zone (what the APIs answer) and D1's `datetime('now')` or
 * `strftime('%Y-%m-%d %H:%M:%f')` without one, which is UTC. `new Date()` reads the second as the runtime's local
 * time: in a browser in Prague, an hour or two early. Parse with `parseInstant`, never with `new Date(text)`.
 */
export const SHOP_TIME_ZONE = 'Europe/Prague'

/** What callers hand over: an API or D1 timestamp, epoch milliseconds, a Date, or nothing. */
export type InstantInput = string | number | Date | null | undefined

const NO_ZONE = /^(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d(?::\d\d(?:\.\d{1,9})?)?)$/
const WITH_ZONE = /^\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d{1,9})?)?(?:Z|[+-]\d\d:?\d\d)$/i
const CALENDAR_DAY = /^(\d{4})-(\d\d)-(\d\d)$/

/** The instant a timestamp names; one without a zone is UTC. Null when there is none or it cannot be read. */
export function parseInstant(value: InstantInput): Date | null {
  if (value === null || value === undefined || value === '') return null
  const date =
    value instanceof Date || typeof value === 'number' ? new Date(value) : new Date(isoText(value.trim()) ?? NaN)
  return Number.isNaN(date.getTime()) ? null : date
}

function isoText(value: string): string | null {
  const bare = NO_ZONE.exec(value)
  if (bare) return `${bare[1]}T${bare[2]}Z`
  if (WITH_ZONE.test(value)) return value
  if (CALENDAR_DAY.test(value)) return `${value}T00:00:00Z`
  return null
}

/**
 * A D1 timestamp as the APIs answer it: ISO 8601 in UTC (`2026-11-27 19:50:00` → `2026-11-27T19:50:00Z`), its
 * precision kept; one that already names its zone as it is. Null for none.
 */
export function isoInstant(value: string): string
export function isoInstant(value: string | null | undefined): string | null
export function isoInstant(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null
  const bare = NO_ZONE.exec(value)
  return bare ? `${bare[1]}T${bare[2]}Z` : value
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

type PragueParts = { year: number; month: number; day: number; hour: number; minute: number }

/** The Prague wall clock at an instant. */
export function pragueParts(instant: Date): PragueParts {
  const parts = partsFormat.formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') }
}

const two = (n: number) => String(n).padStart(2, '0')

/**
 * The Prague calendar day of an instant as `YYYY-MM-DD` (a tax document's dates, a deadline's day); now by
 * default. A calendar day given as `YYYY-MM-DD` is that day.
 */
export function pragueDay(value?: Date): string
export function pragueDay(value: InstantInput): string | null
export function pragueDay(value: InstantInput = new Date()): string | null {
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) return value
  const instant = parseInstant(value)
  if (!instant) return null
  const { year, month, day } = pragueParts(instant)
  return `${year}-${two(month)}-${two(day)}`
}

/**
 * Prague's day `YYYY-MM-DD` as instants: its start (Prague's midnight) and the next day's start. A filter by day
 * means the day staff see. Null for anything else.
 */
export function pragueDayBounds(day: string): { start: Date; end: Date } | null {
  const match = CALENDAR_DAY.exec(day)
  if (!match) return null
  const start = (offsetDays: number) => {
    const utcMidnight = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + offsetDays)
    // Prague's clock at UTC midnight reads 1:00 or 2:00, its offset; it never changes between 22:00 and 01:00 UTC
    return new Date(utcMidnight - pragueParts(new Date(utcMidnight)).hour * 3_600_000)
  }
  const bounds = { start: start(0), end: start(1) }
  return pragueDay(bounds.start) === day ? bounds : null
}

/** `5. 1. 2026`: the Prague day of an instant, or a calendar day (`2026-01-05`) as it is. Null when unreadable. */
export function formatDate(value: InstantInput): string | null {
  const day = pragueDay(value)
  const match = day ? CALENDAR_DAY.exec(day) : null
  return match ? `${Number(match[3])}. ${Number(match[2])}. ${match[1]}` : null
}

/** `7:30`: the Prague time of an instant. Null when unreadable. */
export function formatTime(value: InstantInput): string | null {
  const instant = parseInstant(value)
  if (!instant) return null
  const { hour, minute } = pragueParts(instant)
  return `${hour}:${two(minute)}`
}

/** `5. 1. 2026 7:30` in Prague time. Null when unreadable. */
export function formatDateTime(value: InstantInput): string | null {
  const instant = parseInstant(value)
  if (!instant) return null
  return `${formatDate(instant)} ${formatTime(instant)}`
}

const MONTHS_GENITIVE = [
  'ledna',
  'února',
  'března',
  'dubna',
  'května',
  'června',
  'července',
  'srpna',
  'září',
  'října',
  'listopadu',
  'prosince',
]

/** `23. listopadu 2026`: the Prague day with the month's name (an article's date). Null when unreadable. */
export function formatLongDate(value: InstantInput): string | null {
  const day = pragueDay(value)
  const match = day ? CALENDAR_DAY.exec(day) : null
  return match ? `${Number(match[3])}. ${MONTHS_GENITIVE[Number(match[2]) - 1]} ${match[1]}` : null
}
