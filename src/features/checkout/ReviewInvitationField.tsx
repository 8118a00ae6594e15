import { useT } from '../../lib/services'
import { CheckboxField } from './FormField'
import type { CheckoutForm } from './use-checkout-form'

/**
 * The consent to the review invitation (decision 061): a commercial message, so only when the shopper ticks it;
 * never ticked in advance and never kept in the draft.
 */
export function ReviewInvitationField({ form }: { form: CheckoutForm }) {
  const t = useT()
  return (
    <div className="checkout-section">
      <CheckboxField
        name="reviewInvitations"
        label={t('checkout.reviewInvitations')}
        checked={form.values.reviewInvitations}
        onChecked={(reviewInvitations) => form.change({ reviewInvitations })}
      />
    </div>
  )
}
