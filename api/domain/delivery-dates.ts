/**
 * Expected dispatch and delivery (docs/product.md#checkout: invoice and dispatch within 24 h). Dispatch is the next
 * working day after the order (Czech public holidays and weekends are not working days); delivery takes the
 * shipping method's working days after that. Dates are `YYYY-MM-DD` in Prague's calendar.
 */
import { pragueDay } from '../../contract/prague-time'

const FIXED_HOLIDAYS = [
  '01-01',
  '05-01',
  '05-08',
  '07-05',
  '07-06',
  '09-28',
  '10-28',
  '11-17',
  '12-24',
  '12-25',
  '12-26',
]

/** Easter Sunday (anonymous Gregorian algorithm), as a UTC date. */
function easterSunday(year: number): Date {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return new Date(Date.UTC(year, month - 1, day))
}

function iso(date: Date): string {
  return date.toISOString().slice(0, 10)
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000)
}

export function isWorkingDay(date: Date): boolean {
  const weekday = date.getUTCDay()
  if (weekday === 0 || weekday === 6) return false
  const key = iso(date).slice(5)
  if (FIXED_HOLIDAYS.includes(key)) return false
  const easter = easterSunday(date.getUTCFullYear())
  const day = iso(date)
  return day !== iso(addDays(easter, -2)) && day !== iso(addDays(easter, 1))
}

function nextWorkingDay(date: Date): Date {
  let day = addDays(date, 1)
  while (!isWorkingDay(day)) day = addDays(day, 1)
  return day
}

function addWorkingDays(date: Date, days: number): Date {
  let day = date
  for (let i = 0; i < days; i++) day = nextWorkingDay(day)
  return day
}

/** The calendar day in Prague of an instant (CET/CEST), as a UTC midnight date. */
function pragueMidnight(instant: Date): Date {
  return new Date(`${pragueDay(instant)}T00:00:00Z`)
}

export function expectedDelivery(orderedAt: Date, deliveryDays: { min: number; max: number }) {
  const dispatch = nextWorkingDay(pragueMidnight(orderedAt))
  return {
    dispatchBy: iso(dispatch),
    deliveryFrom: iso(addWorkingDays(dispatch, deliveryDays.min)),
    deliveryTo: iso(addWorkingDays(dispatch, deliveryDays.max)),
  }
}
