import type { PaymentMethod } from '../../../contract/order'
import { useT } from '../../lib/services'
import { FieldError } from './FormField'
import { MethodChoice } from './MethodChoice'
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
      {methods.length === 0 ? (
        <p className="checkout-section__hint">{t('checkout.payment.chooseShippingFirst')}</p>
      ) : null}
      <div className="choices">
        {methods.map((method, index) => (
          <MethodChoice
            key={method.code}
            field="paymentMethod"
            first={index === 0}
            code={method.code}
            name={method.name}
            description={method.description}
            price={method.fee ?? 0}
            chosen={form.values.paymentMethod === method.code}
            error={error}
            onChoose={() => onChoose(method)}
          />
        ))}
      </div>
      <FieldError name="paymentMethod" error={error} />
    </fieldset>
  )
}
