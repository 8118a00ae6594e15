import type { ListedPricing, ListedProduct } from '../../contract/listed-product'
import { type Ga4Item, type ItemList, pushDataLayer, toCrowns } from './analytics'

/**
 * Products as GA4 items and the events of product pages and lists (docs/product.md#analytics), apart from analytics.ts: only
 * the chunks of pages that show products load them (docs/decisions/021-first-load-javascript.md).
 */

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

/** A product as a GA4 item. */
export function toGa4Item(product: ListedProduct, extra: Ga4ItemExtra = {}): Ga4Item {
  const variant = extra.variant ?? product.defaultVariantData ?? null
  const item: Ga4Item = {
    item_id: variant?.code ?? product.code,
    item_name: product.name,
    quantity: extra.quantity ?? 1,
  }
  if (product.brand) item.item_brand = product.brand.name
  ;(extra.categories ?? []).slice(0, CATEGORY_KEYS.length).forEach((name, position) => {
    const key = CATEGORY_KEYS[position]
    if (key) item[key] = name
  })
  const variantName = variant?.name ?? null
  if (variantName) item.item_variant = variantName
  if (variant?.price !== undefined) {
    item.price = toCrowns(variant.price)
    if (variant.originalPrice !== undefined && variant.originalPrice > variant.price)
      item.discount = toCrowns(variant.originalPrice - variant.price)
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
  pushDataLayer('view_item', {
    ecommerce: { currency: 'CZK', value: Math.round((item.price ?? 0) * item.quantity * 100) / 100, items: [item] },
  })
}

/** `select_item`: a product was chosen from a list. */
export function trackSelectItem(item: Ga4Item, list: ItemList): void {
  pushDataLayer('select_item', { ecommerce: { item_list_id: list.id, item_list_name: list.name, items: [item] } })
}
