/** The admin API's orders as the console reads them (api/admin/order-view.ts, decision 044). */

export type OrderRow = {
  tokenValue: string
  number: string | null
  state: string
  paymentState: string
  shippingState: string
  total: number
  customer: { email: string | null; firstName: string | null; lastName: string | null }
  shippingMethod: string | null
  /** The order's one shipment (IRI), or none. */
  shipment: string | null
  paymentMethod: string | null
  checkoutCompletedAt: string | null
  paymentDueAt: string | null
}

export type Collection<T> = { 'hydra:member': T[]; 'hydra:totalItems': number }

export const ORDER_STATES = ['new', 'progressing', 'fulfilled', 'cancelled'] as const
export const PAYMENT_STATES = [
  'awaiting_payment',
  'authorized',
  'paid',
  'partially_refunded',
  'refunded',
  'cancelled',
] as const
export const SHIPPING_STATES = [
  'ready',
  'waiting_for_expedition',
  'ready_for_expedition',
  'shipped',
  'ready_for_pickup',
  'delivered',
  'refused',
  'cancelled',
] as const
export const SHIPPING_METHODS = ['packeta', 'courier', 'shop_pickup'] as const
export const PAYMENT_METHODS = ['comgate', 'bank_transfer', 'cod'] as const

export const customerName = (row: Pick<OrderRow, 'customer'>) =>
  [row.customer.firstName, row.customer.lastName].filter(Boolean).join(' ') || row.customer.email || '–'

export type Address = {
  firstName?: string
  lastName?: string
  company?: string | null
  street?: string
  city?: string
  postcode?: string
  countryCode?: string
  phoneNumber?: string | null
}

export type Payment = {
  id: number
  method: string
  state: string
  amount: number
  refundedAmount: number
  completedAt: string | null
}

export type Shipment = {
  id: number
  method: string
  state: string
  pickupPoint: { id: string; name: string | null } | null
  tracking: string | null
  trackingUrl: string | null
  packetId: string | null
  label: string | null
  checkAgeAtHandover: boolean
  handover: { at: string; by: string | null; ageChecked: boolean | null } | null
  shippedAt: string | null
}

export type OrderLine = {
  id: number
  variantCode: string
  productName: string
  variantName: string | null
  engraving: string | null
  alcohol: boolean
  quantity: number
  unitPrice: number
  total: number
}

export type HistoryEntry = { id: number; transition: string; actor: string; createdAt: string; detail: unknown }

export type Refund = {
  id: number
  amount: number
  method: string
  state: string
  account: string | null
  reason: string | null
  actor: string
  createdAt: string
}

export type OrderDetail = {
  tokenValue: string
  number: string | null
  state: string
  paymentState: string
  shippingState: string
  customer: { email: string | null }
  billingAddress: Address | null
  shippingAddress: Address | null
  notes: string | null
  items: OrderLine[]
  itemsTotal: number
  shippingTotal: number
  paymentFeeTotal: number
  orderPromotionTotal: number
  total: number
  containsAlcohol: boolean
  ageVerification: { method: string; verifiedAt: string } | null
  cancelReason: string | null
  payments: Payment[]
  shipments: Shipment[]
  refunds: Refund[]
  invoices: Array<{ number?: string; url?: string; kind?: string }>
  history: HistoryEntry[]
  checkoutCompletedAt: string | null
  paymentDueAt: string | null
}
