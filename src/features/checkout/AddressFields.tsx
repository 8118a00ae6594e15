import { useT } from '../../lib/services'
import type { AddressValues, CheckoutValues, FieldName } from './checkout-form'
import { TextField } from './FormField'
import type { CheckoutForm } from './use-checkout-form'

type Kind = 'billing' | 'shipping'
const PREFIX = { billing: 'billingAddress', shipping: 'shippingAddress' } as const

/**
 * Name and address of the buyer (billing) or of the one who receives the parcel (shipping, with a phone). `parts`:
 * the name alone or the place alone, for a cart of vouchers only (its company buyer gives the place).
 */
export function AddressFields({
  form,
  kind,
  parts = 'all',
}: {
  form: CheckoutForm
  kind: Kind
  parts?: 'all' | 'name' | 'place'
}) {
  const t = useT()
  const address = form.values[kind]
  const section = kind
  const field = (key: keyof AddressValues) => `${PREFIX[kind]}.${key}` as FieldName
  const props = (key: keyof AddressValues) => ({
    name: field(key),
    value: address[key],
    error: form.errors[field(key)],
    required: true,
    onValue: (value: string) =>
      form.change({ [kind]: { ...address, [key]: value } } as Partial<CheckoutValues>, [field(key)]),
    onBlur: () => form.touch(field(key)),
  })
  const name = parts !== 'place'
  const place = parts !== 'name'
  return (
    <div className="checkout-grid">
      {name ? (
        <>
          <TextField
            {...props('firstName')}
            label={t('checkout.fields.firstName')}
            autoComplete={`${section} given-name`}
          />
          <TextField
            {...props('lastName')}
            label={t('checkout.fields.lastName')}
            autoComplete={`${section} family-name`}
          />
        </>
      ) : null}
      {kind === 'shipping' ? (
        <TextField
          {...props('phoneNumber')}
          label={t('checkout.fields.phone')}
          type="tel"
          autoComplete={`${section} tel`}
          placeholder={t('checkout.fields.phonePlaceholder')}
        />
      ) : null}
      {place ? (
        <>
          <TextField
            {...props('street')}
            label={t('checkout.fields.street')}
            autoComplete={`${section} street-address`}
          />
          <TextField {...props('city')} label={t('checkout.fields.city')} autoComplete={`${section} address-level2`} />
          <TextField
            {...props('postcode')}
            label={t('checkout.fields.postcode')}
            autoComplete={`${section} postal-code`}
            inputMode="numeric"
            maxLength={6}
          />
          <div className="field">
            <label className="field__label" htmlFor={`checkout-${PREFIX[kind]}-countryCode`}>
              {t('checkout.fields.country')}
            </label>
            <select
              id={`checkout-${PREFIX[kind]}-countryCode`}
              name={`${PREFIX[kind]}.countryCode`}
              className="field__input"
              defaultValue="CZ"
            >
              <option value="CZ">{t('checkout.fields.countryCz')}</option>
            </select>
          </div>
        </>
      ) : null}
    </div>
  )
}
