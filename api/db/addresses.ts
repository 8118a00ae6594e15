import * as z from 'zod/mini'
import { parseRows, prepare, sql } from './sql'

/** The address book: a customer's own addresses, at most one of them the default. */

const addressRow = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  company: z.nullable(z.string()),
  company_id: z.nullable(z.string()),
  vat_id: z.nullable(z.string()),
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
  phone_number: z.string(),
  country_code: z.string(),
  default_address: z.number(),
  other_receiver: z.number(),
})

export type AddressRow = z.infer<typeof addressRow>

const COLUMNS = sql`id, first_name, last_name, company, company_id, vat_id, street, city, postcode, phone_number, country_code, default_address, other_receiver`

/** The customer's address of that id; another customer's is none. */
export async function findOwnAddress(db: D1Database, id: number, customerId: number): Promise<AddressRow | null> {
  const row = await prepare(
    db,
    sql`SELECT ${COLUMNS} FROM addresses WHERE id = ${id} AND customer_id = ${customerId}`,
  ).first()
  return row === null ? null : addressRow.parse(row)
}

/** The default address first. */
export async function listOwnAddresses(db: D1Database, customerId: number): Promise<AddressRow[]> {
  return parseRows(
    addressRow,
    await prepare(
      db,
      sql`SELECT ${COLUMNS} FROM addresses WHERE customer_id = ${customerId} ORDER BY default_address DESC, id`,
    ).all(),
  )
}

export type AddressValues = {
  firstName: string
  lastName: string
  company: string | null
  companyId: string | null
  vatId: string | null
  street: string
  city: string
  postcode: string
  phoneNumber: string
  countryCode: string
  defaultAddress: boolean
  otherReceiver: boolean
}

/**
 * Writes an address (a new one when `id` is null), its id RETURNING from the last statement; making it the
 * default takes the flag from the customer's other addresses in the same batch.
 */
export function saveAddress(
  db: D1Database,
  customerId: number,
  address: AddressValues,
  id: number | null,
): D1PreparedStatement[] {
  const {
    firstName,
    lastName,
    company,
    companyId,
    vatId,
    street,
    city,
    postcode,
    phoneNumber: phone,
    countryCode: country,
  } = address
  const isDefault = address.defaultAddress ? 1 : 0
  const otherReceiver = address.otherReceiver ? 1 : 0
  const clearDefault = address.defaultAddress
    ? [
        prepare(
          db,
          sql`UPDATE addresses SET default_address = 0 WHERE customer_id = ${customerId} AND default_address = 1`,
        ),
      ]
    : []
  const write =
    id === null
      ? sql`INSERT INTO addresses (customer_id, first_name, last_name, company, company_id, vat_id, street, city, postcode, phone_number,
            country_code, default_address, other_receiver)
          VALUES (${customerId}, ${firstName}, ${lastName}, ${company}, ${companyId}, ${vatId}, ${street}, ${city}, ${postcode}, ${phone},
            ${country}, ${isDefault}, ${otherReceiver}) RETURNING id`
      : sql`UPDATE addresses SET first_name = ${firstName}, last_name = ${lastName}, company = ${company}, company_id = ${companyId},
            vat_id = ${vatId}, street = ${street}, city = ${city}, postcode = ${postcode}, phone_number = ${phone}, country_code = ${country},
            default_address = ${isDefault}, other_receiver = ${otherReceiver}, updated_at = datetime('now')
          WHERE id = ${id} AND customer_id = ${customerId} RETURNING id`
  return [...clearDefault, prepare(db, write)]
}

const idRow = z.object({ id: z.number() })

/** The id a `saveAddress` batch wrote (its last result), or null when it wrote no row. */
export function savedAddressId(results: readonly D1Result<unknown>[]): number | null {
  const last = results.at(-1)
  return last ? (parseRows(idRow, last)[0]?.id ?? null) : null
}

export async function deleteOwnAddress(db: D1Database, id: number, customerId: number): Promise<void> {
  await prepare(db, sql`DELETE FROM addresses WHERE id = ${id} AND customer_id = ${customerId}`).run()
}
