import { useFormState } from '../../lib/forms'
import { type CheckoutValues, FIELD_ORDER, type FieldErrors } from './checkout-form'

/**
 * The checkout form's state on the shop's form toolkit (src/lib/forms): values, fields left, submitted, the API's
 * messages. The order button's flow (several API steps) is use-submit-checkout.ts.
 */
export function useCheckoutForm(initial: CheckoutValues, validate: (values: CheckoutValues) => FieldErrors) {
  return useFormState(initial, validate, FIELD_ORDER)
}
export type CheckoutForm = ReturnType<typeof useCheckoutForm>
