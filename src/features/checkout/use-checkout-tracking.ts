import { useCallback, useEffect, useRef } from 'react'
import type { PaymentMethod, ShippingMethod } from '../../../contract/order'
import type { Order } from '../cart'
import { trackAddPaymentInfo, trackAddShippingInfo, trackBeginCheckout } from './checkout-analytics'

/**
 * The checkout's data-layer steps (docs/product.md#analytics): `begin_checkout` once, `add_shipping_info` and
 * `add_payment_info` when the shopper picks a method, and at the order button for the methods they kept as
 * preselected (or picked before the other one changed), so that every order has both steps before `purchase`.
 * A method already reported is not reported again for a second press of the button.
 */
export function useCheckoutTracking(cart: Order) {
  const reported = useRef<{ shipping: string | null; payment: string | null }>({ shipping: null, payment: null })

  const began = useRef(false)
  useEffect(() => {
    if (began.current) return
    began.current = true
    trackBeginCheckout(cart)
  }, [cart])

  const shippingChosen = useCallback(
    (shipping: ShippingMethod, payment: PaymentMethod | null) => {
      reported.current.shipping = shipping.code
      trackAddShippingInfo(cart, shipping, payment)
    },
    [cart],
  )

  const paymentChosen = useCallback(
    (shipping: ShippingMethod | null, payment: PaymentMethod) => {
      // without a shipping method the step has no total yet: the order button reports it
      if (!shipping) return
      reported.current.payment = payment.code
      trackAddPaymentInfo(cart, shipping, payment)
    },
    [cart],
  )

  /** At the order button, the form's rules passed: the steps not reported for the methods being ordered. */
  const ordering = useCallback(
    (shipping: ShippingMethod | null, payment: PaymentMethod | null) => {
      if (shipping && reported.current.shipping !== shipping.code) shippingChosen(shipping, payment)
      if (payment && reported.current.payment !== payment.code) paymentChosen(shipping, payment)
    },
    [paymentChosen, shippingChosen],
  )

  return { shippingChosen, paymentChosen, ordering }
}
