import { pushDataLayer, toCrowns, type Ga4Item } from '../../lib/analytics'
import type { Order, OrderItem } from '../../lib/api/normalize'

/** What a line costs a piece now: the discounted unit price when there is one. */
export function linePrice(item: OrderItem): number {
  return item.discountedUnitPrice ?? item.unitPrice
}

/** A cart line as a GA4 item; `extra` (brand, categories, list) comes from the page the customer added from. */
export function toCartGa4Item(item: OrderItem, quantity = item.quantity, extra?: Partial<Ga4Item>): Ga4Item {
  const price = linePrice(item)
  const ga4: Ga4Item = {
    ...extra,
    item_id: item.variantCode,
    item_name: item.productName ?? extra?.item_name ?? item.variantCode,
    quantity,
  }
  if (item.variantName) ga4.item_variant = item.variantName
  ga4.price = toCrowns(price)
  const original = item.originalUnitPrice ?? item.unitPrice
  if (original > price) ga4.discount = toCrowns(original - price)
  else delete ga4.discount
  return ga4
}

function value(items: Ga4Item[]): number {
  return Math.round(items.reduce((sum, item) => sum + (item.price ?? 0) * item.quantity, 0) * 100) / 100
}

function pushItems(event: 'add_to_cart' | 'remove_from_cart' | 'view_cart', items: Ga4Item[]): void {
  pushDataLayer(event, { ecommerce: { currency: 'CZK', value: value(items), items } })
}

export function trackAddToCart(item: Ga4Item): void {
  pushItems('add_to_cart', [item])
}

export function trackRemoveFromCart(item: Ga4Item): void {
  pushItems('remove_from_cart', [item])
}

/** `view_cart`: the cart page was shown with these lines. */
export function trackViewCart(cart: Order): void {
  pushItems(
    'view_cart',
    cart.items.map((item) => toCartGa4Item(item)),
  )
}
