import type { RefundBody } from '../../contract/admin/orders'
import type { Violation } from '../../contract/hydra'
import { piecesAmount } from '../../contract/refund-pricing'
import { nameWithVariant } from '../../contract/variant-label'
import type { VoucherReturn } from '../db/gift-card-returns'
import type { Refundable, RefundPart } from '../db/refund-lines'
import { formatCzk } from '../mail/layout'

/**
 * Prices a refund from its parts (docs/decisions/044-fulfilment.md): pieces of a line at the price the customer
 * paid for them after discounts (contract/refund-pricing.ts, the price the credit note prints), the shipping up
 * to what was charged, a goodwill amount.
 */

/** A refund's parts, each item part with its position among the order's lines (the invoice's line of it). */
export type PricedRefund = { parts: RefundPart[]; positions: Map<number, number>; total: number }

const DEFAULT_REASON = null

/** The item's name as its invoice line reads (api/invoices/document.ts `describe`). */
function itemName(item: Refundable['items'][number]): string {
  const engraving = item.engraving ? `, gravírování „${item.engraving}“` : ''
  return `${nameWithVariant(item.product_name, item.variant_name)}${engraving}`
}

const violation = (propertyPath: string, message: string, code: string): Violation => ({
  propertyPath,
  message,
  code,
})

/** The refund's parts and total, or why not (Czech violations for staff). */
export function priceRefund(body: RefundBody, refundable: Refundable): PricedRefund | Violation[] {
  const found: Violation[] = []
  const parts: RefundPart[] = []
  const positions = new Map<number, number>()
  const taken = new Map<number, number>()
  for (const [index, line] of (body.lines ?? []).entries()) {
    const position = refundable.items.findIndex((item) => item.id === line.orderItem)
    const item = refundable.items[position]
    if (!item) {
      found.push(violation(`lines[${index}].orderItem`, 'Tato položka v objednávce není.', 'refundLineUnknown'))
      continue
    }
    const before = item.refunded + (taken.get(item.id) ?? 0)
    const left = item.quantity - before
    if (line.quantity > left) {
      found.push(
        violation(
          `lines[${index}].quantity`,
          left === 0
            ? `${itemName(item)}: všechny kusy už jsou vrácené.`
            : `${itemName(item)}: vrátit lze nejvýše ${left} ks.`,
          'refundQuantityTooHigh',
        ),
      )
      continue
    }
    taken.set(item.id, line.quantity + (taken.get(item.id) ?? 0))
    positions.set(item.id, position)
    parts.push({
      kind: 'item',
      orderItem: item.id,
      name: itemName(item),
      quantity: line.quantity,
      amount: piecesAmount(item.total, item.quantity, before, line.quantity),
      reason: line.reason?.trim() || DEFAULT_REASON,
    })
  }
  if (body.shipping) {
    const left = refundable.shippingTotal - refundable.shippingRefunded
    const amount = body.shipping.amount ?? left
    if (left <= 0) found.push(violation('shipping', 'Doprava už je vrácená celá.', 'refundShippingTooHigh'))
    else if (amount > left)
      found.push(
        violation('shipping.amount', `Za dopravu lze vrátit nejvýše ${formatCzk(left)}.`, 'refundShippingTooHigh'),
      )
    else
      parts.push({
        kind: 'shipping',
        orderItem: null,
        name: 'Doprava',
        quantity: 1,
        amount,
        reason: body.shipping.reason?.trim() || DEFAULT_REASON,
      })
  }
  // the old body's plain amount is a goodwill amount at the order's rates, as refunds were before they had lines
  const goodwill =
    body.goodwill ?? (body.amount === undefined ? undefined : { amount: body.amount, reason: body.reason })
  if (goodwill)
    parts.push({
      kind: 'goodwill',
      orderItem: null,
      // a cancellation or a claim's refund sends a plain amount: it is no price reduction to the reader
      name: body.goodwill ? 'Sleva z ceny' : 'Vrácená částka',
      quantity: 1,
      amount: goodwill.amount,
      reason: goodwill.reason?.trim() || DEFAULT_REASON,
    })
  if (found.length > 0) return found
  const total = parts.reduce((sum, part) => sum + part.amount, 0)
  if (total <= 0) return [violation('', 'Vyberte, co se vrací: položky, dopravu nebo částku.', 'refundEmpty')]
  return { parts, positions, total }
}

/** The credit note's and the history's reason: the parts' own reasons, each once, or the refund's. */
export function reasonOf(body: RefundBody, parts: readonly RefundPart[]): string | null {
  const reasons = [...new Set(parts.map((part) => part.reason).filter((reason) => reason !== null))]
  return reasons.length > 0 ? reasons.join('; ') : body.reason?.trim() || null
}

/**
 * How a refund of an order that vouchers paid is settled (decision 056): money first, up to what is left of the
 * money paid, the rest back to the vouchers, the last applied first; null when even they cannot take it.
 */
export function settleRefund(
  total: number,
  moneyLeft: number,
  vouchers: ReadonlyArray<{ gift_card_id: number; code: string; left: number }>,
): { money: number; vouchers: VoucherReturn[] } | null {
  const money = Math.min(total, Math.max(0, moneyLeft))
  let rest = total - money
  const back: VoucherReturn[] = []
  for (const voucher of vouchers) {
    if (rest === 0) break
    const amount = Math.min(rest, voucher.left)
    back.push({ giftCardId: voucher.gift_card_id, code: voucher.code, amount })
    rest -= amount
  }
  return rest > 0 ? null : { money, vouchers: back }
}
