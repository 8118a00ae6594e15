import type { PaymentMethod, ShippingMethod } from '../../../contract/order'
import { useT } from '../../lib/services'
import type { Order } from '../cart'
import { CheckboxField } from './FormField'
import { HeurekaOptOut } from './HeurekaOptOut'
import { previewTotals, withGiftCards } from './methods'
import { OrderItems } from './order/OrderItems'
import { OrderTotals } from './order/OrderTotals'
import type { CheckoutForm } from './use-checkout-form'

type Props = {
  form: CheckoutForm
  cart: Order
  shipping: ShippingMethod | null
  payment: PaymentMethod | null
  pending: boolean
  /** The general messages of a failed submit. */
  messages: string[]
}

/**
 * The order summary beside the form: items, totals with the chosen shipping and payment, the consent and the
 * order button with payment obligation. The general messages of a failed submit are announced here.
 */
export function CheckoutSummary({ form, cart, shipping, payment, pending, messages }: Props) {
  const t = useT()
  const totals = withGiftCards(cart, previewTotals(cart, shipping, payment))
  return (
    <aside className="checkout__summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout-section__title">
        {t('checkout.summary.title')}
      </h2>
      <OrderItems items={cart.items} />
      <OrderTotals totals={totals} couponCode={cart.couponCode} giftCards={totals.giftCards} />
      <CheckboxField
        name="consent"
        field="consent"
        label={
          <>
            {t('checkout.consent.before')} <a href="/obchodni-podminky">{t('checkout.consent.terms')}</a>{' '}
            {t('checkout.consent.middle')} <a href="/ochrana-osobnich-udaju">{t('checkout.consent.privacy')}</a>.
          </>
        }
        checked={form.values.consent}
        error={form.errors.consent}
        onChecked={(consent) => {
          form.change({ consent }, ['consent'])
          form.touch('consent')
        }}
      />
      <HeurekaOptOut form={form} />
      <div className="checkout__messages" role="alert">
        {messages.map((message) => (
          <p key={message} className="checkout__message">
            {message}
          </p>
        ))}
      </div>
      <button type="submit" className="button button--primary checkout__submit" disabled={pending} aria-busy={pending}>
        {pending ? t('checkout.submitting') : t('checkout.submit')}
      </button>
    </aside>
  )
}
