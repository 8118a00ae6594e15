import type * as z from 'zod/mini'
import { idFromIri } from '../../../contract/iri'
import type { order, orderItem, orderPayment, orderShipment, WireOrder } from '../../../contract/order'

/** A relation as the storefront reads it: always an object with `@id` and the code from the IRI. */
export type Ref = { '@id': string; code: string; name?: string }

type WireRelation = string | { '@id': string; code?: string; name?: string }

/** `Omit` that keeps the known keys of a loose object (plain `Omit` collapses them into its index signature). */
type Without<T, K extends PropertyKey> = { [P in keyof T as P extends K ? never : P]: T[P] }

export type OrderItem = Without<z.infer<typeof orderItem>, 'variant'> & { variant: Ref; variantCode: string }
export type OrderPayment = Without<z.infer<typeof orderPayment>, 'method'> & { method: Ref | null }
export type OrderShipment = Without<z.infer<typeof orderShipment>, 'method'> & { method: Ref | null }
export type Order = Without<z.infer<typeof order>, 'items' | 'payments' | 'shipments'> & {
  items: OrderItem[]
  payments: OrderPayment[]
  shipments: OrderShipment[]
}

export function normalizeRelation(value: WireRelation): Ref {
  if (typeof value === 'string') return { '@id': value, code: idFromIri(value) }
  return { ...value, code: value.code ?? idFromIri(value['@id']) }
}

/**
 * Stock Sylius gives `items[].variant`, `payments[].method` and `shipments[].method` as IRI strings; the app
 * reads them as objects. This is the one place that turns either form into objects.
 */
export function normalizeOrder(wire: WireOrder): Order {
  return {
    ...wire,
    items: wire.items.map((item) => {
      const variant = normalizeRelation(item.variant)
      return { ...item, variant, variantCode: item.variantCode ?? variant.code }
    }),
    payments: wire.payments.map((payment) => ({
      ...payment,
      method: payment.method === null ? null : normalizeRelation(payment.method),
    })),
    shipments: wire.shipments.map((shipment) => ({
      ...shipment,
      method: shipment.method === null ? null : normalizeRelation(shipment.method),
    })),
  }
}
