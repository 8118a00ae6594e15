// with its extension: scripts/check-production.ts runs this file in Node, which resolves no bare paths
import { SELLER } from '../../../contract/seller.ts'

/**
 * The shop's own information, from this one object: the contact page, the schema.org LiquorStore data on the
 * home and contact pages, and the map link all read it, so one edit changes every place.
 *
 * OWNER TO CONFIRM: the street address, postal code, phone, company name, IČO and DIČ below are placeholders
 * ("doplní provozovatel", zeros) until the owner gives the real values. The e-mail and the hours are the ones
 * the shop announced (decision 017). The operator and the address live in contract/seller.ts, because the API's tax
 * documents name them too; nothing else in the code repeats these values.
 */
export const SHOP_INFO = {
  name: 'Drinkárna',
  /** OWNER TO CONFIRM (in contract/seller.ts, which the invoices read too): the Prague shop and bar. */
  address: SELLER.address,
  /** OWNER TO CONFIRM: international format, spaces for reading; `tel:` links drop the spaces. */
  phone: '+420 000 000 000',
  email: 'obchod@drinkarna.cz',
  /** OWNER TO CONFIRM (in contract/seller.ts): the operator as in the commercial register. */
  company: SELLER.company,
  /**
   * The shop and bar. `closes` is on the day the hours start: Friday's "01:00" is 1 a.m. on Saturday (the way
   * schema.org reads a closing time earlier than the opening time); Thursday closes at midnight, "24:00".
   * Days not listed are closed.
   */
  shopHours: [
    { days: ['Monday', 'Tuesday', 'Wednesday'], opens: '10:00', closes: '22:00' },
    { days: ['Thursday'], opens: '10:00', closes: '24:00' },
    { days: ['Friday', 'Saturday'], opens: '10:00', closes: '01:00' },
  ],
  /** Customer service by phone and e-mail. */
  serviceHours: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '9:00', closes: '16:00' }],
} as const satisfies ShopInfo

export type Weekday = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday'
export const WEEKDAYS: readonly Weekday[] = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
]

export type OpeningHours = { days: readonly Weekday[]; opens: string; closes: string }

export type ShopInfo = {
  name: string
  address: { street: string; postalCode: string; city: string; country: string }
  phone: string
  email: string
  company: { name: string; ico: string; dic: string }
  shopHours: readonly OpeningHours[]
  serviceHours: readonly OpeningHours[]
}

/**
 * What still stands for the owner's real details: `npm run check:production` refuses to deploy while any is left,
 * because a Czech shop must name its operator, IČO and address (and the placeholders would be wrong everywhere).
 */
export function shopInfoPlaceholders(info: ShopInfo = SHOP_INFO): string[] {
  const left: string[] = []
  if (/doplní/i.test(info.address.street)) left.push('address.street')
  if (/\b0{3} ?0{3} ?0{3}\b/.test(info.phone)) left.push('phone')
  if (/doplní/i.test(info.company.name)) left.push('company.name')
  if (/^0+$/.test(info.company.ico)) left.push('company.ico')
  if (/^CZ0+$/.test(info.company.dic)) left.push('company.dic')
  return left
}

/** The address on one line, as people write it: "Ulice 1, 110 00 Praha". */
export function addressLine(info: ShopInfo = SHOP_INFO): string {
  return `${info.address.street}, ${info.address.postalCode} ${info.address.city}`
}

/** A Mapy.cz search for the shop's address. */
export function mapUrl(info: ShopInfo = SHOP_INFO): string {
  return `https://mapy.cz/?q=${encodeURIComponent(addressLine(info))}`
}

/** The phone number for a `tel:` link. */
export function phoneHref(info: ShopInfo = SHOP_INFO): string {
  return `tel:${info.phone.replace(/[^+\d]/g, '')}`
}

/** "09:00" from "9:00": schema.org times have two-digit hours. */
const schemaTime = (time: string) => time.padStart(5, '0')

/** schema.org `openingHoursSpecification` of a set of hours. */
export function openingHoursSpecification(hours: readonly OpeningHours[]) {
  return hours.map((group) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: group.days.map((day) => `https://schema.org/${day}`),
    opens: schemaTime(group.opens),
    closes: schemaTime(group.closes),
  }))
}

/** schema.org LiquorStore of the Prague shop and bar (home and contact pages). */
export function liquorStoreJsonLd(siteUrl: string, info: ShopInfo = SHOP_INFO) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LiquorStore',
    '@id': `${siteUrl}/kontakt#prodejna`,
    name: info.name,
    url: `${siteUrl}/`,
    image: `${siteUrl}/favicon.svg`,
    telephone: info.phone,
    email: info.email,
    legalName: info.company.name,
    taxID: info.company.ico,
    vatID: info.company.dic,
    address: {
      '@type': 'PostalAddress',
      streetAddress: info.address.street,
      postalCode: info.address.postalCode,
      addressLocality: info.address.city,
      addressCountry: info.address.country,
    },
    hasMap: mapUrl(info),
    openingHoursSpecification: openingHoursSpecification(info.shopHours),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: info.phone,
      email: info.email,
      availableLanguage: 'cs',
      hoursAvailable: openingHoursSpecification(info.serviceHours),
    },
  }
}

/**
 * Rows of a timetable: runs of consecutive days with the same hours, every day of the week once, closed days
 * as `null` hours ("Po–St 10:00–22:00", …, "Ne zavřeno").
 */
export function hoursTable(
  hours: readonly OpeningHours[],
): { from: Weekday; to: Weekday; hours: { opens: string; closes: string } | null }[] {
  const rows: { from: Weekday; to: Weekday; hours: { opens: string; closes: string } | null }[] = []
  for (const day of WEEKDAYS) {
    const group = hours.find((g) => g.days.includes(day))
    const dayHours = group ? { opens: group.opens, closes: group.closes } : null
    const last = rows.at(-1)
    if (last && last.hours?.opens === dayHours?.opens && last.hours?.closes === dayHours?.closes) last.to = day
    else rows.push({ from: day, to: day, hours: dayHours })
  }
  return rows
}

/** "Po–St" or "Čt": a run of days with the short names of `site.days`. */
export function dayRange(from: Weekday, to: Weekday, t: (key: string) => string): string {
  return from === to ? t(`site.days.${from}`) : `${t(`site.days.${from}`)}–${t(`site.days.${to}`)}`
}

/** The open days on one line: "Po–St 10:00–22:00, Čt 10:00–24:00, Pá–So 10:00–01:00" (the footer). */
export function formatWeekHours(hours: readonly OpeningHours[], t: (key: string) => string): string {
  return hoursTable(hours)
    .flatMap((row) => (row.hours ? [`${dayRange(row.from, row.to, t)} ${row.hours.opens}–${row.hours.closes}`] : []))
    .join(', ')
}
