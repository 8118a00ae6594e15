import { findOrderFacts } from '../db/fulfilment'
import { newTransitionId, orderGuard, settlePaidAtPlacement } from '../db/order-transitions'
import type { Bindings } from '../env'
import { shopOrigin } from './context'
import { whenOrderPaid } from './effects'

/**
 * An order whose vouchers paid it all is placed as paid (decision 056): what a payment does happens at once in one
 * batch: progressing, stock sold, the invoice with its mail (the vouchers as its payment), the payment mail.
 */
export async function settleOrderPaidByGiftCards(
  env: Bindings,
  order: { id: number; paidByGiftCards: number },
  requestUrl: string,
): Promise<void> {
  const orderId = order.id
  const facts = await findOrderFacts(env.DB, { orderId })
  if (!facts || facts.state !== 'new' || facts.payment_state !== 'paid') return
  const payment = facts.payments.at(-1)
  const transition = newTransitionId()
  const context = { env, actor: 'customer', origin: shopOrigin(env, requestUrl) }
  await env.DB.batch([
    ...settlePaidAtPlacement(env.DB, orderId, transition),
    ...(await whenOrderPaid(
      context,
      facts,
      { id: payment?.id ?? 0, amount: order.paidByGiftCards },
      orderGuard(orderId, transition),
    )),
  ])
}
