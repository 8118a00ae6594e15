import type { OrderFacts } from '../db/fulfilment'
import type { Sql } from '../db/sql'
import { prepareMail } from '../mail'
import { type FulfilmentContext, orderLink } from './context'

/**
 * THE place where an order's money and goods events happen (docs/decisions/044-fulfilment.md): each function
 * gives the statements that go into the transition's own batch, conditional on its guard, so they happen
 * exactly when the transition does. Today they queue the customer's mail; invoices and credit notes (issued
 * when an order is paid, at dispatch for cash on delivery, for each refund) hook in here, beside the mail, so
 * their numbering is part of the same transaction.
 */

function mailTo(facts: OrderFacts): string | null {
  return facts.email && facts.number ? facts.email : null
}

/** An order was paid: a staff-recorded transfer, the gateway's PAID, later the bank-statement import. */
export function whenOrderPaid(
  context: FulfilmentContext,
  facts: OrderFacts,
  payment: { id: number; amount: number },
  guard: Sql,
): D1PreparedStatement[] {
  const to = mailTo(facts)
  if (!to) return []
  return [
    prepareMail(
      context.env,
      {
        to,
        template: 'payment-received',
        params: { number: facts.number!, amount: payment.amount, link: orderLink(context, facts.token) },
      },
      guard,
    ),
  ]
}

export type Dispatch = {
  carrier: string
  trackingUrl: string | null
  trackingNumber: string | null
  pickupPoint: string | null
  /** Cash on delivery still to collect (haléře): the goods leave unpaid. */
  cashOnDelivery: number | null
}

/** The goods left the shop (a parcel handed to the carrier). Cash on delivery: this is when its invoice is due. */
export function whenShipped(
  context: FulfilmentContext,
  facts: OrderFacts,
  dispatch: Dispatch,
  guard: Sql,
): D1PreparedStatement[] {
  const to = mailTo(facts)
  if (!to) return []
  const params = {
    number: facts.number!,
    ...dispatch,
    checkAgeAtHandover: facts.alcohol === 1,
    link: orderLink(context, facts.token),
  }
  return [prepareMail(context.env, { to, template: 'order-shipped', params }, guard)]
}

/** The order waits in the shop for its buyer. */
export function whenReadyForPickup(context: FulfilmentContext, facts: OrderFacts, guard: Sql): D1PreparedStatement[] {
  const to = mailTo(facts)
  if (!to) return []
  const params = {
    number: facts.number!,
    checkAgeAtHandover: facts.alcohol === 1,
    link: orderLink(context, facts.token),
  }
  return [prepareMail(context.env, { to, template: 'order-ready-for-pickup', params }, guard)]
}

/** Delivered, or picked up in the shop: the order is fulfilled. */
export function whenDelivered(
  context: FulfilmentContext,
  facts: OrderFacts,
  pickedUp: boolean,
  guard: Sql,
): D1PreparedStatement[] {
  const to = mailTo(facts)
  if (!to) return []
  return [
    prepareMail(
      context.env,
      {
        to,
        template: 'order-delivered',
        params: { number: facts.number!, pickedUp, link: orderLink(context, facts.token) },
      },
      guard,
    ),
  ]
}

/** The order was cancelled (by staff, by its deadline, or a parcel came back refused); `refund`: how paid money returns. */
export function whenCancelled(
  context: FulfilmentContext,
  facts: OrderFacts,
  cancellation: { reason: string | null; refund: 'none' | 'card' | 'transfer' },
  guard: Sql,
): D1PreparedStatement[] {
  const to = mailTo(facts)
  if (!to) return []
  const params = { number: facts.number!, ...cancellation, link: orderLink(context, facts.token) }
  return [prepareMail(context.env, { to, template: 'order-cancelled', params }, guard)]
}

/** Money was given back (all or part of a payment). A credit note belongs here. */
export function whenRefunded(
  context: FulfilmentContext,
  facts: OrderFacts,
  refund: { amount: number; method: 'gateway' | 'bank_transfer'; account: string | null },
  guard: Sql,
): D1PreparedStatement[] {
  const to = mailTo(facts)
  if (!to) return []
  return [
    prepareMail(
      context.env,
      {
        to,
        template: 'order-refunded',
        params: { number: facts.number!, ...refund, link: orderLink(context, facts.token) },
      },
      guard,
    ),
  ]
}
