/**
 * The tag-manager data layer (docs/product.md#analytics), in GA4's e-commerce shape. Browser only: on the server every
 * call does nothing, so components may call it from effects and event handlers alike. Products as GA4 items and
 * the product events: analytics-items.ts, in the chunks of the pages that show products.
 */
export type DataLayerEvent =
  | 'view_item'
  | 'select_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase'

type DataLayerWindow = Window & { dataLayer?: object[] }

/** Appends an event; the previous e-commerce object is cleared first, as GA4 asks. */
export function pushDataLayer(event: DataLayerEvent, payload: Record<string, unknown>): void {
  if (typeof window === 'undefined') return
  const target = window as DataLayerWindow
  target.dataLayer ??= []
  target.dataLayer.push({ ecommerce: null })
  target.dataLayer.push({ event, ...payload })
}

/** Sets data-layer variables without an event (the user's e-mail, docs/product.md#analytics). Browser only. */
export function setDataLayerValues(values: Record<string, unknown>): void {
  if (typeof window === 'undefined') return
  const target = window as DataLayerWindow
  target.dataLayer ??= []
  target.dataLayer.push(values)
}

export type ItemList = { id: string; name: string }

export type Ga4Item = {
  item_id: string
  item_name: string
  item_brand?: string
  item_category?: string
  item_category2?: string
  item_category3?: string
  item_category4?: string
  item_category5?: string
  item_variant?: string
  /** CZK, two decimals. */
  price?: number
  /** CZK off the original price, when on offer. */
  discount?: number
  quantity: number
  index?: number
  item_list_id?: string
  item_list_name?: string
}

/** Haléře to crowns with two decimals, as a number. */
export function toCrowns(amount: number): number {
  return Math.round(amount) / 100
}
