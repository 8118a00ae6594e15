import type { ShippingMethod } from '../../../contract/order'
import { useT } from '../../lib/services'
import { errorId, fieldId } from './checkout-form'
import { FieldError } from './FormField'
import { MethodChoice } from './MethodChoice'
import type { PickedPoint, PickupPointProvider } from './pickup-point/pickup-point'
import { PickupPointPicker } from './pickup-point/PickupPointPicker'
import type { CheckoutForm } from './use-checkout-form'

type ShippingProps = {
  form: CheckoutForm
  methods: ShippingMethod[]
  /** Carts with alcohol go to staffed pickup points only (docs/czech-commerce.md#packeta). */
  containsAlcohol: boolean
  onChoose: (method: ShippingMethod) => void
}

/** Shipping methods with their price for this cart ("zdarma" when free); Packeta opens the pickup-point picker. */
export function ShippingSection({ form, methods, containsAlcohol, onChoose }: ShippingProps) {
  const t = useT()
  const { values, errors } = form
  const error = errors.shippingMethod
  return (
    <fieldset className="checkout-section">
      <legend className="checkout-section__title">{t('checkout.shipping.title')}</legend>
      <div className="choices">
        {methods.map((method, index) => {
          const chosen = values.shippingMethod === method.code
          return (
            <MethodChoice
              key={method.code}
              field="shippingMethod"
              first={index === 0}
              code={method.code}
              name={method.name}
              description={method.description}
              price={method.price}
              chosen={chosen}
              error={error}
              onChoose={() => onChoose(method)}
            >
              {chosen && method.requiresPickupPoint && isProvider(method.pickupPointProvider) ? (
                <PickupPoint
                  provider={method.pickupPointProvider}
                  requireStaffed={containsAlcohol}
                  value={values.pickupPoint}
                  error={errors.pickupPoint}
                  onPick={(pickupPoint) => form.change({ pickupPoint }, ['pickupPoint'])}
                />
              ) : null}
            </MethodChoice>
          )
        })}
      </div>
      <FieldError name="shippingMethod" error={error} />
    </fieldset>
  )
}

type PickupProps = {
  provider: PickupPointProvider
  requireStaffed: boolean
  value: PickedPoint | null
  error?: string
  onPick: (point: PickedPoint | null) => void
}

function PickupPoint({ provider, requireStaffed, value, error, onPick }: PickupProps) {
  return (
    // Focus lands here when the pickup point is the first thing missing.
    <div
      id={fieldId('pickupPoint')}
      className="checkout-pickup"
      tabIndex={-1}
      aria-describedby={error ? errorId('pickupPoint') : undefined}
    >
      <PickupPointPicker provider={provider} requireStaffed={requireStaffed} value={value} onPick={onPick} />
      <FieldError name="pickupPoint" error={error} />
    </div>
  )
}

function isProvider(value: unknown): value is PickupPointProvider {
  return typeof value === 'object' && value !== null && 'kind' in value
}
