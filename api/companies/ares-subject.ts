import * as z from 'zod/mini'

/**
 * The part of ARES's `ekonomicke-subjekty/{ico}` answer the checkout needs (docs/czech-commerce.md#ico-dic-ares), and how it
 * becomes a billing address. Everything but the name is optional: a sole trader has no DIČ, a village no street.
 */
const number = z.union([z.number(), z.string()])
const optionalText = z.optional(z.nullable(z.string()))

export const aresSubject = z.looseObject({
  ico: z.string(),
  obchodniJmeno: z.string().check(z.minLength(1)),
  dic: optionalText,
  sidlo: z.optional(
    z.nullable(
      z.looseObject({
        nazevObce: optionalText,
        nazevMestskehoObvodu: optionalText,
        nazevCastiObce: optionalText,
        nazevUlice: optionalText,
        cisloDomovni: z.optional(z.nullable(number)),
        cisloOrientacni: z.optional(z.nullable(number)),
        cisloOrientacniPismeno: optionalText,
        psc: z.optional(z.nullable(number)),
        textovaAdresa: optionalText,
      }),
    ),
  ),
})
export type AresSubject = z.infer<typeof aresSubject>
type Seat = NonNullable<AresSubject['sidlo']>

export type CompanyFields = {
  name: string
  vatId: string | null
  street: string | null
  city: string | null
  postcode: string | null
}

function text(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).trim()
}

/**
 * "Sokolovská 394/17": the street (or, in a village without streets, the part of the village) with the house
 * number and the orientation number, as Czech post writes it.
 */
function streetOf(seat: Seat): string | null {
  const place = text(seat.nazevUlice) || text(seat.nazevCastiObce) || text(seat.nazevObce)
  const house = text(seat.cisloDomovni)
  const orientation = text(seat.cisloOrientacni) + text(seat.cisloOrientacniPismeno)
  const numbers = [house, orientation].filter(Boolean).join('/')
  const street = [place, numbers].filter(Boolean).join(' ')
  return place && numbers ? street : null
}

/** The postal town: "Praha 8" (the numbered district Czech post uses) rather than the municipality "Praha". */
function cityOf(seat: Seat): string | null {
  const district = text(seat.nazevMestskehoObvodu)
  const municipality = text(seat.nazevObce)
  if (municipality && /^\S+ \d{1,2}$/.test(district) && district.startsWith(`${municipality} `)) return district
  return municipality || null
}

function postcodeOf(seat: Seat): string | null {
  const digits = text(seat.psc).replace(/\s/g, '')
  return /^\d{5}$/.test(digits) ? digits : null
}

/** The checkout's fields of a subject; a DIČ only in the shape the order accepts (`CZ` and digits). */
export function companyFieldsOf(subject: AresSubject): CompanyFields {
  const seat = subject.sidlo ?? {}
  const vatId = text(subject.dic).toUpperCase()
  return {
    name: subject.obchodniJmeno.trim(),
    vatId: /^[0-9A-Z]{4,20}$/.test(vatId) ? vatId : null,
    street: streetOf(seat),
    city: cityOf(seat),
    postcode: postcodeOf(seat),
  }
}
