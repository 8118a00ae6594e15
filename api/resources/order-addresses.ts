import type { Context } from 'hono'
import { iri } from '../../contract/iri'
import { findOrderById } from '../db/orders'
import type { ApiEnv } from '../env'
import { NotFoundError } from '../http/errors'
import { item } from '../http/jsonld'
import { withSyliusAddressKeys } from './address-shape'
import { readableWithTokenValue } from './order-access'

/**
 * An order's billing and shipping address as Sylius names them: `/api/v2/shop/addresses/{id}` (decision 033).
 * The order keeps its addresses as a snapshot in its own row, so their ids are made from the order's:
 * 10^12 + order id × 2, + 1 for shipping. The address book's row ids stay far below, so one id never names both,
 * and `GET /addresses/{id}` tells them apart by size. Reading one takes what reading the order takes.
 */

const FIRST_ID = 10 ** 12

export type OrderAddressKind = 'billing' | 'shipping'

export function orderAddressIri(orderId: number, kind: OrderAddressKind): string {
  return iri('addresses', FIRST_ID + orderId * 2 + (kind === 'shipping' ? 1 : 0))
}

/** Whether an `/addresses/{id}` id is an order's address rather than an entry of the address book. */
export function isOrderAddressId(id: number): boolean {
  return id >= FIRST_ID
}

/** The stored snapshot with every key a Sylius Address has; null when there is none (or it is unreadable). */
export function orderAddressFields(json: string | null): Record<string, unknown> | null {
  if (!json) return null
  try {
    return withSyliusAddressKeys(JSON.parse(json) as Record<string, unknown>)
  } catch {
    return null
  }
}

/**
 * `GET /addresses/{id}` of an order's address: for the holder of the order's token (`?tokenValue=`, the guest's
 * only key, under the same rule as `GET /orders/{token}`) or the customer whose session lists the order. Anyone
 * else, and an id of no order or of an order without that address, gets the same 404.
 */
export async function orderAddressItem(c: Context<ApiEnv>, id: number, tokenValue: string | undefined) {
  const offset = id - FIRST_ID
  const order = await findOrderById(c.env.DB, Math.floor(offset / 2))
  if (!order || !readableWithTokenValue(order, c.var, tokenValue)) throw new NotFoundError()
  const kind: OrderAddressKind = offset % 2 === 1 ? 'shipping' : 'billing'
  const fields = orderAddressFields(kind === 'shipping' ? order.shipping_address : order.billing_address)
  if (!fields) throw new NotFoundError()
  c.header('cache-control', 'private, no-store')
  return item('Address', iri('addresses', id), { id, ...fields })
}
