import type { ListedPricing, ListedProduct } from '../../contract/listed-product'

/**
 * The tag-manager data layer (spec section 7), in GA4's e-commerce shape. Browser only: on the server every
 * call does nothing, so components may call it from effects and event handlers alike.
 */
export type DataLayerEvent = 'view_item' | 'select_item' | 'add_to_cart' | 'remove_from_cart' | 'view_cart' | 'begin_checkout' | 'add_shipping_info' | 'add_payment_info' | 'purchase'

type DataLayerWindow = Window & { dataLayer?: object[] }

/** Appends an event; the previous e-commerce object is cleared first, as GA4 asks. */
export function pushDataLayer(event: DataLayerEvent, payload: Record<string, unknown>): void {
  if (typeof window === 'undefined') return
  const target = window as DataLayerWindow
  target.dataLayer ??= []
  target.dataLayer.push({ ecommerce: null })
  target.dataLayer.push({ event, ...payload })
}

/** Sets data-layer variables without an event (the user's e-mail, spec section 7). Browser only. */
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

export type Ga4ItemExtra = {
  /** The chosen variant; the product's default variant when absent. */
  variant?: ListedPricing | null
  /** Names of the product's category and its ancestors, top first (breadcrumbs). */
  categories?: string[]
  quantity?: number
  /** Position in the list, from 0. */
  index?: number
  list?: ItemList
}

const CATEGORY_KEYS = ['item_category', 'item_category2', 'item_category3', 'item_category4', 'item_category5'] as const

/** Haléře to crowns with two decimals, as a number. */
export function toCrowns(amount: number): number {
  return Math.round(amount) / 100
}

/** A product as a GA4 item. */
export function toGa4Item(product: ListedProduct, extra: Ga4ItemExtra = {}): Ga4Item {
  const variant = extra.variant ?? product.defaultVariantData ?? null
  const item: Ga4Item = { item_id: variant?.code ?? product.code, item_name: product.name, quantity: extra.quantity ?? 1 }
  if (product.brand) item.item_brand = product.brand.name
  ;(extra.categories ?? []).slice(0, CATEGORY_KEYS.length).forEach((name, position) => {
    const key = CATEGORY_KEYS[position]
    if (key) item[key] = name
  })
  const variantName = variant?.name ?? null
  if (variantName) item.item_variant = variantName
  if (variant?.price !== undefined) {
    item.price = toCrowns(variant.price)
    if (variant.originalPrice !== undefined && variant.originalPrice > variant.price) item.discount = toCrowns(variant.originalPrice - variant.price)
  }
  if (extra.index !== undefined) item.index = extra.index
  if (extra.list) {
    item.item_list_id = extra.list.id
    item.item_list_name = extra.list.name
  }
  return item
}

/** `view_item`: a product page was shown. */
export function trackViewItem(item: Ga4Item): void {
  pushDataLayer('view_item', { ecommerce: { currency: 'CZK', value: Math.round((item.price ?? 0) * item.quantity * 100) / 100, items: [item] } })
}

/** `select_item`: a product was chosen from a list. */
export function trackSelectItem(item: Ga4Item, list: ItemList): void {
  pushDataLayer('select_item', { ecommerce: { item_list_id: list.id, item_list_name: list.name, items: [item] } })
}
