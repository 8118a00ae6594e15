/**
 * Fulfilment (docs/decisions/044-fulfilment.md): an order's life after placement — payments completed and
 * refunded, shipments to expedition, dispatched, delivered, refused or picked up, orders cancelled — each step
 * one guarded D1 batch with its history line, audit row and the customer's mail. The admin API calls these.
 */
export { cancelByStaff } from './cancel'
export { type FulfilmentContext, shopOrigin } from './context'
export { completePayment, refundPayment } from './payments'
export { refundToVouchers } from './voucher-refunds'
export { sweepParcels } from './parcels'
export { MAX_LABELS, shipmentLabels } from './labels'
export { deliver, pickUp, refuseShipment, ship, shipmentLabel, toExpedition } from './shipments'
