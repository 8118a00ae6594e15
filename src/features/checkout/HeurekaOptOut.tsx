import './texts'
import { useT } from '../../lib/services'
import { CheckboxField } from './FormField'
import type { CheckoutForm } from './use-checkout-form'

/**
 * Heureka's "Ověřeno zákazníky" opt-out (docs/decisions/062-heureka-certification.md): unticked, Heureka's own
 * sentence. Ticked, the order is sent with `heurekaOptOut: true` and never reported to Heureka.
 */
export function HeurekaOptOut({ form }: { form: CheckoutForm }) {
  const t = useT()
  return (
    <CheckboxField
      name="heurekaOptOut"
      label={t('checkout.heurekaOptOut')}
      checked={form.values.heurekaOptOut}
      onChecked={(heurekaOptOut) => form.change({ heurekaOptOut })}
    />
  )
}
