import { useForm } from '../../lib/forms'
import { useT } from '../../lib/services'
import { CheckboxField, FormMessage, TextField } from '../../components/ui/FormField'
import type { AddressPayload } from './account.api'
import { type AddressValues, addressSchema, toAddressPayload } from './account-forms'

type Props = {
  /** Prefix of the field ids: `address-new`, `address-12`. */
  idPrefix: string
  initial: AddressValues
  title: string
  onSave: (payload: AddressPayload) => Promise<void>
  onCancel: () => void
}

type TextKey = Exclude<keyof AddressValues, 'defaultAddress' | 'otherReceiver'>
const TEXT_FIELDS: { key: TextKey; label: string; autoComplete: string; type?: 'tel'; required: boolean }[] = [
  { key: 'firstName', label: 'firstName', autoComplete: 'given-name', required: true },
  { key: 'lastName', label: 'lastName', autoComplete: 'family-name', required: true },
  { key: 'company', label: 'company', autoComplete: 'organization', required: false },
  { key: 'street', label: 'street', autoComplete: 'street-address', required: true },
  { key: 'city', label: 'city', autoComplete: 'address-level2', required: true },
  { key: 'postcode', label: 'postcode', autoComplete: 'postal-code', required: true },
  { key: 'phoneNumber', label: 'phone', autoComplete: 'tel', type: 'tel', required: true },
]

const FIELDS = [...TEXT_FIELDS.map((field) => field.key), 'defaultAddress', 'otherReceiver'] as const

/** An address of the address book with its two flags: the default data, and someone else receives the parcel. */
export function AddressForm({ idPrefix, initial, title, onSave, onCancel }: Props) {
  const t = useT()
  const form = useForm({
    initial,
    schema: addressSchema,
    prepare: toAddressPayload,
    fields: FIELDS,
    failedMessage: t('account.addresses.failed'),
    send: (values) => onSave(toAddressPayload(values)),
  })

  return (
    <form className="account-form address-form" {...form.formProps} aria-labelledby={`${idPrefix}-title`}>
      <h3 id={`${idPrefix}-title`}>{title}</h3>
      <div className="account-form__grid">
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field.key}
            id={`${idPrefix}-${field.key}`}
            type={field.type}
            autoComplete={field.autoComplete}
            label={t(`account.addresses.${field.label}`)}
            required={field.required}
            {...form.field(field.key)}
          />
        ))}
      </div>
      <CheckboxField
        id={`${idPrefix}-defaultAddress`}
        label={t('account.addresses.defaultAddress')}
        {...form.checkbox('defaultAddress')}
      />
      <CheckboxField
        id={`${idPrefix}-otherReceiver`}
        label={t('account.addresses.otherReceiver')}
        {...form.checkbox('otherReceiver')}
      />
      {form.message ? <FormMessage kind="error">{form.message}</FormMessage> : null}
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={form.busy}>
          {form.busy ? t('account.addresses.saving') : t('account.addresses.save')}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('account.addresses.cancel')}
        </button>
      </div>
    </form>
  )
}
