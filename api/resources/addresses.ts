import type { Context } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import { accountAddressInput } from '../../contract/account'
import { iri } from '../../contract/iri'
import { requireCustomer } from '../auth/session'
import { prepare, sql } from '../db/sql'
import type { ApiEnv } from '../env'
import { NotFoundError } from '../http/errors'
import { collection, embedded, item } from '../http/jsonld'
import { valid } from '../http/validate'
import { jsonLd } from './respond'
import { withSyliusAddressKeys } from './address-shape'

/** The address book (SHOP-API.md 3): the logged-in customer's own addresses only; anyone else's is 404. */

type AddressRow = {
  id: number
  first_name: string
  last_name: string
  company: string | null
  company_id: string | null
  vat_id: string | null
  street: string
  city: string
  postcode: string
  phone_number: string
  country_code: string
  default_address: number
  other_receiver: number
}

function fields(row: AddressRow) {
  return withSyliusAddressKeys({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    companyId: row.company_id,
    vatId: row.vat_id,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
    phoneNumber: row.phone_number,
    countryCode: row.country_code,
    defaultAddress: row.default_address === 1,
    otherReceiver: row.other_receiver === 1,
  })
}

const COLUMNS = sql`id, first_name, last_name, company, company_id, vat_id, street, city, postcode, phone_number, country_code, default_address, other_receiver`

async function ownAddress(c: Context<ApiEnv>, id: number): Promise<AddressRow> {
  const row = await prepare(c.env.DB, sql`SELECT ${COLUMNS} FROM addresses WHERE id = ${id} AND customer_id = ${requireCustomer(c)}`).first<AddressRow>()
  if (!row) throw new NotFoundError()
  return row
}

type AddressInput = z.output<typeof accountAddressInput>

/** Writes an address; making it the default takes the flag from the customer's other addresses in the same batch. */
function save(c: Context<ApiEnv>, customerId: number, input: AddressInput, id: number | null): D1PreparedStatement[] {
  const db = c.env.DB
  const values = [
    input.firstName, input.lastName, input.company ?? null, input.companyId ?? null, input.vatId ?? null, input.street, input.city,
    input.postcode, input.phoneNumber, input.countryCode ?? 'CZ', input.defaultAddress ? 1 : 0, input.otherReceiver ? 1 : 0,
  ] as const
  const clearDefault = input.defaultAddress
    ? [prepare(db, sql`UPDATE addresses SET default_address = 0 WHERE customer_id = ${customerId} AND default_address = 1`)]
    : []
  const [firstName, lastName, company, companyId, vatId, street, city, postcode, phone, country, isDefault, otherReceiver] = values
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

const idParam = z.object({ id: z.coerce.number().check(z.int(), z.positive()) })

async function respondWith(c: Context<ApiEnv>, id: number, status: 200 | 201) {
  c.header('cache-control', 'private, no-store')
  return jsonLd(c, item('Address', iri('addresses', id), fields(await ownAddress(c, id))), status)
}

export const addresses = new Hono<ApiEnv>()
  .get('/addresses', async function listAddresses(c) {
    const customerId = requireCustomer(c)
    const rows = await prepare(c.env.DB, sql`SELECT ${COLUMNS} FROM addresses WHERE customer_id = ${customerId} ORDER BY default_address DESC, id`).all<AddressRow>()
    const members = rows.results.map((row) => embedded('Address', iri('addresses', row.id), fields(row)))
    c.header('cache-control', 'private, no-store')
    return jsonLd(c, collection({ type: 'Address', url: new URL(c.req.url), members, totalItems: members.length }))
  })
  .post('/addresses', valid('json', accountAddressInput), async function addAddress(c) {
    const results = await c.env.DB.batch(save(c, requireCustomer(c), c.req.valid('json'), null))
    const id = (results.at(-1)?.results[0] as { id: number } | undefined)?.id
    if (!id) throw new NotFoundError()
    return respondWith(c, id, 201)
  })
  .get('/addresses/:id', valid('param', idParam), (c) => respondWith(c, c.req.valid('param').id, 200))
  .put('/addresses/:id', valid('param', idParam), valid('json', accountAddressInput), async function updateAddress(c) {
    const { id } = c.req.valid('param')
    await ownAddress(c, id)
    await c.env.DB.batch(save(c, requireCustomer(c), c.req.valid('json'), id))
    return respondWith(c, id, 200)
  })
  .delete('/addresses/:id', valid('param', idParam), async function deleteAddress(c) {
    const { id } = c.req.valid('param')
    await ownAddress(c, id)
    await prepare(c.env.DB, sql`DELETE FROM addresses WHERE id = ${id} AND customer_id = ${requireCustomer(c)}`).run()
    return c.body(null, 204)
  })
