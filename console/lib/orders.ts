/**
 * The admin API's orders as the console reads them: the contract's types (contract/admin/orders.ts, decision 052)
 * under the console's names, and the lists its filters offer (contract/order-states.ts).
 */
import type { AdminOrderRow } from '../../contract/admin/orders'

export type {
  AdminAddress as Address,
  AdminOrder as OrderDetail,
  AdminOrderRow as OrderRow,
  AdminPayment as Payment,
  AdminShipment as Shipment,
} from '../../contract/admin/orders'
export type { HydraCollection as Collection } from '../../contract/hydra'
export {
  ORDER_STATES,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  SHIPPING_METHODS,
  SHIPPING_STATES,
} from '../../contract/order-states'

export const customerName = (row: Pick<AdminOrderRow, 'customer'>) =>
  [row.customer.firstName, row.customer.lastName].filter(Boolean).join(' ') || row.customer.email || '–'
