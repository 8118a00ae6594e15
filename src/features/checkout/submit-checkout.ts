import type { Violation } from '../../../contract/hydra'
import type { Order } from '../../lib/api/normalize'
import type { CompletionChoices } from '../cart'
import { type CheckoutValues, type FieldErrors, toOrderUpdate, toShipmentUpdate } from './checkout-form'
import { violationsToFields } from './violations'

/** The cart store's checkout actions (src/features/cart): each answers the API's violations or null. */
export type CheckoutActions = {
  updateOrder: (update: ReturnType<typeof toOrderUpdate>) => Promise<Violation[] | null>
  selectShipping: (shipment: ReturnType<typeof toShipmentUpdate>) => Promise<Violation[] | null>
  selectPayment: (code: string) => Promise<Violation[] | null>
  complete: (
    notes: string | undefined,
    choices: CompletionChoices,
  ) => Promise<{ order: Order } | { violations: Violation[] } | { conflict: true }>
}

export type SubmitResult =
  | { kind: 'completed'; order: Order }
  | { kind: 'invalid'; fields: FieldErrors; general: string[] }
  /** 409: the total changed while the order was being placed; the cart was reloaded for the shopper to check. */
  | { kind: 'conflict' }

function invalid(violations: Violation[]): SubmitResult {
  return { kind: 'invalid', ...violationsToFields(violations) }
}

/**
 * Places the order the way the API's checkout states go (docs/shop-api.md#checkout-states): address, shipping (with the pickup
 * point), payment, completion. The first step the API rejects stops the rest and its violations come back
 * mapped to the form's fields.
 */
export async function submitCheckout(
  actions: CheckoutActions,
  values: CheckoutValues,
  { requiresPickupPoint, giftCardsOnly = false }: { requiresPickupPoint: boolean; giftCardsOnly?: boolean },
): Promise<SubmitResult> {
  const addressed = await actions.updateOrder(toOrderUpdate(values, giftCardsOnly))
  if (addressed?.length) return invalid(addressed)
  const shipped = await actions.selectShipping(toShipmentUpdate(values, requiresPickupPoint))
  if (shipped?.length) return invalid(shipped)
  // no method chosen passes the form's rules only when gift vouchers pay everything: there is no payment to choose
  const paid = values.paymentMethod === '' ? null : await actions.selectPayment(values.paymentMethod)
  if (paid?.length) return invalid(paid)
  const note = values.note.trim()
  // each choice rides along (decisions 061, 062); the review invitation's consent only when ticked
  const choices = {
    heurekaOptOut: values.heurekaOptOut,
    ...(values.reviewInvitations ? { reviewInvitations: true } : {}),
  }
  const result = await actions.complete(note === '' ? undefined : note, choices)
  if ('conflict' in result) return { kind: 'conflict' }
  if ('violations' in result) return invalid(result.violations)
  return { kind: 'completed', order: result.order }
}
