import type { PaymentMethod } from '../../../contract/order'
import { formatPrice } from '../../lib/money'
import { useT } from '../../lib/services'
import { errorId, fieldId } from './checkout-form'
import { FieldError } from './FormField'
import type { CheckoutForm } from './use-checkout-form'

type PaymentProps = {
  form: CheckoutForm
  /** The payments allowed with the chosen shipping. */
  methods: PaymentMethod[]
  onChoose: (method: PaymentMethod) => void
}

/** The payment methods allowed with the chosen shipping, with their fee. */
export function PaymentSection({ form, methods, onChoose }: PaymentProps) {
  const t = useT()
  const error = form.errors.paymentMethod
  return (
    <fieldset className="checkout-section">
      <legend className="checkout-section__title">{t('checkout.payment.title')}</legend>
      {methods.length === 0 ? <p className="checkout-section__hint">{t('checkout.payment.chooseShippingFirst')}</p> : null}
      <div className="choices">
        {methods.map((method, index) => {
          const chosen = form.values.paymentMethod === method.code
          const fee = method.fee ?? 0
          return (
            <div key={method.code} className={`choice${chosen ? ' choice--chosen' : ''}`}>
              <label className="choice__label">
                <input
                  id={index === 0 ? fieldId('paymentMethod') : undefined}
                  type="radio"
                  name="paymentMethod"
                  value={method.code}
                  checked={chosen}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId('paymentMethod') : undefined}
                  onChange={() => onChoose(method)}
                />
                <span className="choice__name">{method.name}</span>
                <span className="choice__price">{fee === 0 ? t('checkout.free') : formatPrice(fee)}</span>
              </label>
              {method.description ? <p className="choice__description">{method.description}</p> : null}
            </div>
          )
        })}
      </div>
      <FieldError name="paymentMethod" error={error} />
    </fieldset>
  )
}
