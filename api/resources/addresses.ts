import type { Context } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import { accountAddressInput } from '../../contract/account'
import { iri } from '../../contract/iri'
import { requireCustomer } from '../auth/session'
import {
  type AddressRow,
  type AddressValues,
  deleteOwnAddress,
  findOwnAddress,
  listOwnAddresses,
  saveAddress,
  savedAddressId,
} from '../db/addresses'
import type { ApiEnv } from '../env'
import { NotFoundError } from '../http/errors'
import { collection, embedded, item } from '../http/jsonld'
import { valid } from '../http/validate'
import { isOrderAddressId, orderAddressItem } from './order-addresses'
import { jsonLd } from './respond'
import { withSyliusAddressKeys } from './address-shape'

/**
 * The address book (docs/shop-api.md#addresses): the logged-in customer's own addresses only; anyone else's is 404. The same
 * `/addresses/{id}` also names an order's billing or shipping address, read-only (api/resources/order-addresses.ts).
 */

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

async function ownAddress(c: Context<ApiEnv>, id: number): Promise<AddressRow> {
  const row = await findOwnAddress(c.env.DB, id, requireCustomer(c))
  if (!row) throw new NotFoundError()
  return row
}

type AddressInput = z.output<typeof accountAddressInput>

/** The input as the address book stores it: an address without a country is Czech. */
function values(input: AddressInput): AddressValues {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    company: input.company ?? null,
    companyId: input.companyId ?? null,
    vatId: input.vatId ?? null,
    street: input.street,
    city: input.city,
    postcode: input.postcode,
    phoneNumber: input.phoneNumber,
    countryCode: input.countryCode ?? 'CZ',
    defaultAddress: input.defaultAddress ?? false,
    otherReceiver: input.otherReceiver ?? false,
  }
}

const idParam = z.object({ id: z.coerce.number().check(z.int(), z.positive()) })

/**
 * `tokenValue`: an order's token, the key a guest reads their order's address with (api/resources/order-addresses.ts).
 * Any string: a wrong one is the same 404 as none.
 */
export const addressQuery = z.object({ tokenValue: z.optional(z.string()) })

async function respondWith(c: Context<ApiEnv>, id: number, status: 200 | 201) {
  c.header('cache-control', 'private, no-store')
  return jsonLd(c, item('Address', iri('addresses', id), fields(await ownAddress(c, id))), status)
}

export const addresses = new Hono<ApiEnv>()
  .get('/addresses', async function listAddresses(c) {
    const customerId = requireCustomer(c)
    const rows = await listOwnAddresses(c.env.DB, customerId)
    const members = rows.map((row) => embedded('Address', iri('addresses', row.id), fields(row)))
    c.header('cache-control', 'private, no-store')
    return jsonLd(c, collection({ type: 'Address', url: new URL(c.req.url), members, totalItems: members.length }))
  })
  .post('/addresses', valid('json', accountAddressInput), async function addAddress(c) {
    const results = await c.env.DB.batch(saveAddress(c.env.DB, requireCustomer(c), values(c.req.valid('json')), null))
    const id = savedAddressId(results)
    if (!id) throw new NotFoundError()
    return respondWith(c, id, 201)
  })
  .get('/addresses/:id', valid('param', idParam), valid('query', addressQuery), async function showAddress(c) {
    const { id } = c.req.valid('param')
    if (isOrderAddressId(id)) return jsonLd(c, await orderAddressItem(c, id, c.req.valid('query').tokenValue))
    // an item read names no one: a guest is told 404 like anyone whose address it is not (decision 033)
    if (c.var.customerId === null) throw new NotFoundError()
    return respondWith(c, id, 200)
  })
  .put('/addresses/:id', valid('param', idParam), valid('json', accountAddressInput), async function updateAddress(c) {
    const { id } = c.req.valid('param')
    await ownAddress(c, id)
    await c.env.DB.batch(saveAddress(c.env.DB, requireCustomer(c), values(c.req.valid('json')), id))
    return respondWith(c, id, 200)
  })
  .delete('/addresses/:id', valid('param', idParam), async function deleteAddress(c) {
    const { id } = c.req.valid('param')
    await ownAddress(c, id)
    await deleteOwnAddress(c.env.DB, id, requireCustomer(c))
    return c.body(null, 204)
  })
