import { useT } from '../../lib/services'
import { AddressFields } from './AddressFields'
import { CompanyFields } from './CompanyFields'
import { CheckboxField, TextField } from './FormField'
import type { CheckoutForm } from './use-checkout-form'

/**
 * Contact, billing address, the optional company purchase and the optional second recipient. A cart of e-mailed
 * gift vouchers only (`giftCardsOnly`, decision 056) asks for the e-mail and the name alone: nothing is delivered,
 * so no phone, no address and no recipient; a company buyer gives its address with its IČO.
 */
export function CustomerSection({ form, giftCardsOnly = false }: { form: CheckoutForm; giftCardsOnly?: boolean }) {
  const t = useT()
  const { values, errors } = form
  const billing = values.billing
  return (
    <>
      <fieldset className="checkout-section">
        <legend className="checkout-section__title">{t('checkout.contact.title')}</legend>
        <div className="checkout-grid">
          <TextField
            name="email"
            label={t('checkout.fields.email')}
            type="email"
            autoComplete="email"
            required
            value={values.email}
            error={errors.email}
            onValue={(email) => form.change({ email }, ['email'])}
            onBlur={() => form.touch('email')}
          />
          {giftCardsOnly ? null : (
            <TextField
              name="billingAddress.phoneNumber"
              label={t('checkout.fields.phone')}
              type="tel"
              autoComplete="billing tel"
              required
              placeholder={t('checkout.fields.phonePlaceholder')}
              value={billing.phoneNumber}
              error={errors['billingAddress.phoneNumber']}
              onValue={(phoneNumber) =>
                form.change({ billing: { ...billing, phoneNumber } }, ['billingAddress.phoneNumber'])
              }
              onBlur={() => form.touch('billingAddress.phoneNumber')}
            />
          )}
        </div>
      </fieldset>

      <fieldset className="checkout-section">
        <legend className="checkout-section__title">
          {t(giftCardsOnly ? 'checkout.billing.nameTitle' : 'checkout.billing.title')}
        </legend>
        <AddressFields form={form} kind="billing" parts={giftCardsOnly ? 'name' : 'all'} />
        <CheckboxField
          name="companyPurchase"
          label={t('checkout.company.toggle')}
          checked={values.companyPurchase}
          onChecked={(companyPurchase) =>
            form.change({ companyPurchase }, [
              'billingAddress.company',
              'billingAddress.companyId',
              'billingAddress.vatId',
            ])
          }
        />
        {values.companyPurchase ? <CompanyFields form={form} /> : null}
        {giftCardsOnly && values.companyPurchase ? <AddressFields form={form} kind="billing" parts="place" /> : null}
      </fieldset>

      {giftCardsOnly ? null : (
        <div className="checkout-section checkout-section--plain">
          <CheckboxField
            name="otherRecipient"
            label={t('checkout.recipient.toggle')}
            checked={values.otherRecipient}
            onChecked={(otherRecipient) => form.change({ otherRecipient })}
          />
          {values.otherRecipient ? (
            <fieldset className="checkout-section">
              <legend className="checkout-section__title">{t('checkout.recipient.title')}</legend>
              <AddressFields form={form} kind="shipping" />
            </fieldset>
          ) : null}
        </div>
      )}
    </>
  )
}
