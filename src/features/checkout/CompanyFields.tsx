import { useT } from '../../lib/services'
import { TextField } from './FormField'
import type { CheckoutForm } from './use-checkout-form'
import { useCompanyLookup } from './use-company-lookup'

/**
 * "Nakupuji na firmu": IČO first, as a valid one fills the company name, DIČ and billing address from ARES
 * (decision 031); every field stays editable, and the notice below says quietly what the lookup did.
 */
export function CompanyFields({ form }: { form: CheckoutForm }) {
  const t = useT()
  const { values, errors } = form
  const lookup = useCompanyLookup(form)
  return (
    <div className="checkout-grid">
      <TextField
        name="billingAddress.companyId"
        label={t('checkout.fields.companyId')}
        inputMode="numeric"
        autoComplete="off"
        required
        value={values.companyId}
        error={errors['billingAddress.companyId']}
        onValue={(companyId) => form.change({ companyId }, ['billingAddress.companyId'])}
        onBlur={() => form.touch('billingAddress.companyId')}
      />
      <TextField
        name="billingAddress.company"
        label={t('checkout.fields.company')}
        autoComplete="billing organization"
        required
        value={values.company}
        error={errors['billingAddress.company']}
        onValue={(company) => form.change({ company }, ['billingAddress.company'])}
        onBlur={() => form.touch('billingAddress.company')}
      />
      <TextField
        name="billingAddress.vatId"
        label={t('checkout.fields.vatId')}
        value={values.vatId}
        error={errors['billingAddress.vatId']}
        onValue={(vatId) => form.change({ vatId }, ['billingAddress.vatId'])}
        onBlur={() => form.touch('billingAddress.vatId')}
      />
      <p className="checkout-company__notice" role="status">
        {lookup === 'idle' ? null : t(`checkout.company.lookup.${lookup}`)}
      </p>
    </div>
  )
}
