import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useServices, useT } from '../../lib/services'
import { type Order, useCart } from '../cart'
import type { CheckoutMethods } from './checkout.api'
import { trackPurchase } from './checkout-analytics'
import { type FieldErrors, fieldId, firstInvalidField } from './checkout-form'
import { findPayment } from './methods'
import { requestPaymentRedirect } from './order/order.api'
import { submitCheckout } from './submit-checkout'
import type { CheckoutForm } from './use-checkout-form'

type Options = {
  form: CheckoutForm
  methods: CheckoutMethods
  requiresPickupPoint: boolean
  /** A cart of vouchers only: the address step asks for the name and e-mail alone. */
  giftCardsOnly: boolean
  /** Called when the form's rules pass, before the API's steps (the data layer's steps for kept methods). */
  onOrdering: () => void
  /** Called just before the order is placed: the store forgets the cart on success, the page keeps showing it. */
  onPlacing: () => void
  /** Called once the order is placed: the draft kept for the bank's round trip and reloads has served its purpose. */
  onPlaced: () => void
}

function focusField(errors: FieldErrors): void {
  const first = firstInvalidField(errors)
  if (first) document.getElementById(fieldId(first))?.focus()
}

/**
 * The order button: the form's rules first (the general message and focus on the first invalid field), then
 * the API's steps. A placed order is tracked as `purchase`; an online payment goes on to the gateway, any
 * other to the thank-you page.
 */
export function useSubmitCheckout({
  form,
  methods,
  requiresPickupPoint,
  giftCardsOnly,
  onOrdering,
  onPlacing,
  onPlaced,
}: Options) {
  const t = useT()
  const { api } = useServices()
  const navigate = useNavigate()
  const updateOrder = useCart((state) => state.updateOrder)
  const selectShipping = useCart((state) => state.selectShipping)
  const selectPayment = useCart((state) => state.selectPayment)
  const complete = useCart((state) => state.complete)
  const [pending, setPending] = useState(false)
  const [messages, setMessages] = useState<string[]>([])

  function fail(errors: FieldErrors, general: string[]) {
    const invalidFields = firstInvalidField(errors) !== null
    setMessages([...(invalidFields ? [t('validation.formIncomplete')] : []), ...general])
    focusField(errors)
  }

  async function finish(order: Order, online: boolean) {
    trackPurchase(order, methods.payment)
    if (online) {
      try {
        window.location.assign(await requestPaymentRedirect(api, order.tokenValue))
        return
      } catch {
        // The thank-you page offers the payment again.
      }
    }
    await navigate({ to: '/cart/thank-you/$token', params: { token: order.tokenValue } })
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    form.markSubmitted()
    if (firstInvalidField(form.ruleErrors)) return fail(form.ruleErrors, [])
    onOrdering()
    setPending(true)
    setMessages([])
    const values = form.values
    let placed = false
    try {
      onPlacing()
      const result = await submitCheckout({ updateOrder, selectShipping, selectPayment, complete }, values, {
        requiresPickupPoint,
        giftCardsOnly,
      })
      if (result.kind === 'completed') {
        // The button stays disabled while the browser leaves for the gateway or the thank-you page.
        placed = true
        onPlaced()
        return await finish(result.order, findPayment(methods.payment, values.paymentMethod)?.online === true)
      }
      if (result.kind === 'conflict') return setMessages([t('checkout.errors.totalChanged')])
      form.setServerErrors(result.fields)
      fail(result.fields, result.general)
    } catch {
      setMessages([t('error.generic')])
    } finally {
      if (!placed) setPending(false)
    }
  }

  return { onSubmit, pending, messages }
}
