import './texts'
import { Link } from '@tanstack/react-router'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useServices, useT } from '../../lib/services'
import { useAuth } from '../auth'
import { type Order, useCart } from '../cart'
import { GiftCardCheckoutNote, isGiftCardsOnly, isNothingToPay, offeredShipping } from '../gift-cards'
import type { CheckoutMethods } from './checkout.api'
import { loadCartShippingPrices } from './checkout.api'
import { AgeCheckSection } from './AgeCheckSection'
import { type CheckoutValues, customerPrefill, initialValues } from './checkout-form'
import { validateCheckout } from './checkout-validation'
import { CheckoutSummary } from './CheckoutSummary'
import { CustomerSection } from './CustomerSection'
import {
  allowedPayments,
  findPayment,
  findShipping,
  keepPayment,
  previewTotals,
  withGiftCards,
  withOrderPrices,
} from './methods'
import { NoteField } from './NoteField'
import { ReviewInvitationField } from './ReviewInvitationField'
import { PaymentSection } from './PaymentSection'
import { ShippingSection } from './ShippingSection'
import { useCheckoutDraft } from './use-checkout-draft'
import { useCheckoutForm } from './use-checkout-form'
import { useCheckoutTracking } from './use-checkout-tracking'
import { useSubmitCheckout } from './use-submit-checkout'

/**
 * `/cart/summary` (docs/product.md#checkout): contact and addresses, shipping with the pickup point, payment, note,
 * consent, the order summary and the order button with payment obligation.
 */
export function CheckoutPage({ methods }: { methods: CheckoutMethods }) {
  const t = useT()
  const storeCart = useCart((state) => state.cart)
  // A placed order is forgotten by the store; the page keeps showing it until the browser has left.
  const [placing, setPlacing] = useState<Order | null>(null)
  const cart = storeCart && storeCart.items.length > 0 ? storeCart : placing
  if (!cart) {
    // The route sends an empty cart to /cart; this covers a cart that is gone while the page is open.
    return (
      <section className="checkout checkout--empty">
        <h1>{t('checkout.title')}</h1>
        <p>{t('cart.empty.title')}</p>
        <Link to="/cart" className="button button--primary">
          {t('checkout.backToCart')}
        </Link>
      </section>
    )
  }
  return <CheckoutForm cart={cart} methods={methods} onPlacing={() => setPlacing(cart)} />
}

function useOrderShippingPrices(cart: Order) {
  const { api } = useServices()
  const [prices, setPrices] = useState<Map<string, number> | null>(null)
  // Prices for this cart change with its items total (free shipping above the threshold) and its coupon.
  const key = `${cart.tokenValue}|${cart.itemsTotal ?? cart.total}|${cart.couponCode ?? ''}`
  useEffect(() => {
    let live = true
    loadCartShippingPrices(api, cart).then(
      (loaded) => live && setPrices(loaded),
      () => live && setPrices(null),
    )
    return () => {
      live = false
    }
    // `key` stands for the cart: the prices are read again only when what sets them changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key])
  return prices
}

function CheckoutForm({ cart, methods, onPlacing }: { cart: Order; methods: CheckoutMethods; onPlacing: () => void }) {
  const t = useT()
  const shippingPrices = useOrderShippingPrices(cart)
  // vouchers (features/gift-cards): a cart of vouchers only is mailed, an order vouchers pay in full needs no payment
  const giftCardsOnly = isGiftCardsOnly(cart)
  const shippingMethods = useMemo(
    () => offeredShipping(withOrderPrices(methods.shipping, shippingPrices), giftCardsOnly),
    [methods.shipping, shippingPrices, giftCardsOnly],
  )
  const customer = useAuth((state) => state.user)
  // whether the vouchers leave anything to pay with the shipping and payment chosen: no payment step when not
  const paymentRequired = useCallback(
    (values: Pick<CheckoutValues, 'shippingMethod' | 'paymentMethod'>) => {
      const shipping = findShipping(shippingMethods, values.shippingMethod)
      const preview = previewTotals(cart, shipping, findPayment(methods.payment, values.paymentMethod))
      return !isNothingToPay(withGiftCards(cart, preview))
    },
    [cart, methods.payment, shippingMethods],
  )
  const [initial] = useState(() => {
    const values = initialValues(cart, customer)
    const only = giftCardsOnly ? shippingMethods[0] : undefined
    return only ? { ...values, shippingMethod: only.code, otherRecipient: false } : values
  })

  const validate = useCallback(
    (values: CheckoutValues) => {
      const shipping = findShipping(shippingMethods, values.shippingMethod)
      return validateCheckout(values, {
        t,
        requiresPickupPoint: shipping?.requiresPickupPoint === true,
        allowedPayments: allowedPayments(shipping, methods.payment).map((method) => method.code),
        paymentRequired: paymentRequired(values),
        giftCardsOnly,
      })
    },
    [methods.payment, shippingMethods, t, paymentRequired, giftCardsOnly],
  )
  const form = useCheckoutForm(initial, validate)
  const formRef = useRef<HTMLFormElement>(null)
  const draft = useCheckoutDraft(form, cart.tokenValue, formRef)
  const shipping = findShipping(shippingMethods, form.values.shippingMethod)
  const payments = allowedPayments(shipping, methods.payment)
  const payment = findPayment(payments, form.values.paymentMethod)
  const tracking = useCheckoutTracking(cart)
  const needsPayment = paymentRequired(form.values)
  // a method chosen before the vouchers covered everything is not sent: the API places the order as paid
  useEffect(() => {
    if (!needsPayment && form.values.paymentMethod !== '') form.change({ paymentMethod: '' }, ['paymentMethod'])
    // only the switch to "nothing to pay" clears it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsPayment])
  const submit = useSubmitCheckout({
    form,
    methods,
    requiresPickupPoint: shipping?.requiresPickupPoint === true,
    giftCardsOnly,
    onOrdering: () => tracking.ordering(shipping, payment),
    onPlacing,
    onPlaced: draft.forget,
  })

  // logged in from the checkout (the popup): the profile fills what is still empty
  const prefilledFor = useRef(customer)
  useEffect(() => {
    if (!customer || prefilledFor.current === customer) return
    prefilledFor.current = customer
    form.change(customerPrefill(form.values, customer))
    // only a newly logged-in customer fills the form, not each change of its values
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [customer])

  return (
    <form
      ref={formRef}
      className="checkout"
      method="post"
      noValidate
      onSubmit={submit.onSubmit}
      aria-labelledby="checkout-title"
    >
      <h1 id="checkout-title">{t('checkout.title')}</h1>
      <div className="checkout__layout">
        <div className="checkout__form">
          {cart.containsAlcohol === true ? <AgeCheckSection cart={cart} onLeave={draft.flush} /> : null}
          <CustomerSection form={form} giftCardsOnly={giftCardsOnly} />
          <ShippingSection
            form={form}
            methods={shippingMethods}
            containsAlcohol={cart.containsAlcohol === true}
            onChoose={(method) => {
              const allowed = allowedPayments(method, methods.payment)
              const paymentMethod = keepPayment(form.values.paymentMethod, allowed)
              form.change({ shippingMethod: method.code, paymentMethod }, ['shippingMethod', 'paymentMethod'])
              form.touch('shippingMethod')
              tracking.shippingChosen(method, findPayment(allowed, paymentMethod))
            }}
          />
          {giftCardsOnly ? <GiftCardCheckoutNote kind="emailOnly" /> : null}
          {needsPayment ? (
            <PaymentSection
              form={form}
              methods={payments}
              onChoose={(method) => {
                form.change({ paymentMethod: method.code }, ['paymentMethod'])
                form.touch('paymentMethod')
                tracking.paymentChosen(shipping, method)
              }}
            />
          ) : (
            <GiftCardCheckoutNote kind="nothingToPay" />
          )}
          <NoteField form={form} />
          <ReviewInvitationField form={form} />
        </div>
        <CheckoutSummary
          form={form}
          cart={cart}
          shipping={shipping}
          payment={payment}
          pending={submit.pending}
          messages={submit.messages}
        />
      </div>
    </form>
  )
}
