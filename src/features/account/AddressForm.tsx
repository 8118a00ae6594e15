import { type FormEvent, useState } from 'react'
import { isApiError } from '../../lib/api/errors'
import { useT } from '../../lib/services'
import { CheckboxField, fieldErrors, type FieldErrors, FormMessage, hasErrors, TextField, violationErrors } from '../auth'
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

/** An address of the address book with its two flags: the default data, and someone else receives the parcel. */
export function AddressForm({ idPrefix, initial, title, onSave, onCancel }: Props) {
  const t = useT()
  const [values, setValues] = useState<AddressValues>(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const payload = toAddressPayload(values)
    const found = fieldErrors(addressSchema, payload, t)
    setErrors(found)
    setFailed(false)
    if (hasErrors(found) || busy) return
    setBusy(true)
    try {
      await onSave(payload)
    } catch (error) {
      const refused = isApiError(error, 422) ? violationErrors(error.violations) : {}
      setErrors(refused)
      if (!hasErrors(refused)) setFailed(true)
      setBusy(false)
    }
  }

  return (
    <form className="account-form address-form" noValidate onSubmit={submit} aria-labelledby={`${idPrefix}-title`}>
      <h3 id={`${idPrefix}-title`}>{title}</h3>
      <div className="account-form__grid">
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field.key}
            id={`${idPrefix}-${field.key}`}
            name={field.key}
            type={field.type}
            autoComplete={field.autoComplete}
            label={t(`account.addresses.${field.label}`)}
            required={field.required}
            value={values[field.key]}
            error={errors[field.key]}
            onValue={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
          />
        ))}
      </div>
      <CheckboxField id={`${idPrefix}-defaultAddress`} name="defaultAddress" label={t('account.addresses.defaultAddress')} checked={values.defaultAddress} onChecked={(checked) => setValues((current) => ({ ...current, defaultAddress: checked }))} />
      <CheckboxField id={`${idPrefix}-otherReceiver`} name="otherReceiver" label={t('account.addresses.otherReceiver')} checked={values.otherReceiver} onChecked={(checked) => setValues((current) => ({ ...current, otherReceiver: checked }))} />
      {errors[''] ? <FormMessage kind="error">{errors['']}</FormMessage> : null}
      {failed ? <FormMessage kind="error">{t('account.addresses.failed')}</FormMessage> : null}
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('account.addresses.saving') : t('account.addresses.save')}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('account.addresses.cancel')}
        </button>
      </div>
    </form>
  )
}
