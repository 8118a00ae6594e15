import { useEffect, useMemo, useRef, useState } from 'react'
import type { Customer } from '../../../contract/account'
import { isApiError } from '../../lib/api/errors'
import { useServices, useT } from '../../lib/services'
import { type FieldErrors, hasErrors, schemaErrors, violationErrors } from '../../lib/forms'
import { CheckboxField, TextField } from '../../components/ui/FormField'
import { profileSchema, type ProfileValues, profileValuesOf, toCustomerUpdate } from './account-forms'
import { type AutosaveStatus, createAutosave } from './autosave'
import { useAccountApi } from './use-account-api'

const AUTOSAVE_DELAY_MS = 800

/**
 * Name, phone and newsletter; they save themselves as the customer types (docs/product.md#account): every valid change
 * is sent after a short pause, an invalid one shows its message and waits. Leaving the page sends what waits.
 */
export function ProfileForm({ user }: { user: Customer }) {
  const t = useT()
  const { auth } = useServices()
  const accountApi = useAccountApi()
  const [values, setValues] = useState<ProfileValues>(() => profileValuesOf(user))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [status, setStatus] = useState<AutosaveStatus>('idle')
  const customerIri = user['@id']
  const saved = useRef(JSON.stringify(toCustomerUpdate(profileValuesOf(user))))

  const autosave = useMemo(
    () =>
      createAutosave<ProfileValues>({
        delayMs: AUTOSAVE_DELAY_MS,
        onStatus: setStatus,
        async save(next) {
          try {
            const answer = await accountApi.updateCustomer(customerIri, toCustomerUpdate(next))
            saved.current = JSON.stringify(toCustomerUpdate(next))
            auth.getState().userUpdated(answer)
            return true
          } catch (error) {
            if (isApiError(error, 422)) setErrors(violationErrors(error.violations))
            return false
          }
        },
      }),
    [accountApi, auth, customerIri],
  )
  useEffect(() => () => void autosave.flush(), [autosave])

  function change(next: ProfileValues) {
    setValues(next)
    const found = schemaErrors(profileSchema, toCustomerUpdate(next), t)
    setErrors(found)
    if (hasErrors(found)) return autosave.cancel()
    if (JSON.stringify(toCustomerUpdate(next)) === saved.current) {
      autosave.cancel()
      setStatus((current) => (current === 'pending' ? 'saved' : current))
      return
    }
    autosave.schedule(next)
  }
  const text = (field: 'firstName' | 'lastName' | 'phoneNumber') => (value: string) =>
    change({ ...values, [field]: value })

  return (
    <form
      className="account-form"
      noValidate
      onSubmit={(event) => event.preventDefault()}
      aria-labelledby="profile-title"
    >
      <h2 id="profile-title">{t('account.profile.title')}</h2>
      <p className="account-form__hint">{t('account.profile.hint')}</p>
      <p className="account-form__email">
        <span>{t('account.profile.email')}:</span> <strong>{user.email}</strong>
      </p>
      <div className="account-form__row">
        <TextField
          id="profile-firstName"
          name="firstName"
          autoComplete="given-name"
          label={t('account.profile.firstName')}
          value={values.firstName}
          error={errors.firstName}
          onValue={text('firstName')}
          onBlur={() => void autosave.flush()}
        />
        <TextField
          id="profile-lastName"
          name="lastName"
          autoComplete="family-name"
          label={t('account.profile.lastName')}
          value={values.lastName}
          error={errors.lastName}
          onValue={text('lastName')}
          onBlur={() => void autosave.flush()}
        />
      </div>
      <TextField
        id="profile-phone"
        name="phoneNumber"
        type="tel"
        autoComplete="tel"
        label={t('account.profile.phone')}
        value={values.phoneNumber}
        error={errors.phoneNumber}
        onValue={text('phoneNumber')}
        onBlur={() => void autosave.flush()}
      />
      <div>
        <CheckboxField
          id="profile-newsletter"
          name="subscribedToNewsletter"
          label={t('account.profile.newsletter')}
          checked={values.subscribedToNewsletter}
          onChecked={(checked) => change({ ...values, subscribedToNewsletter: checked })}
        />
        {/* an unverified account's choice waits for the verification (docs/decisions/024-drinksletter.md) */}
        <p className="account-form__hint" role="status">
          {!user.verified && values.subscribedToNewsletter ? t('account.profile.newsletterAfterVerification') : null}
        </p>
      </div>
      <CheckboxField
        id="profile-review-invitations"
        name="reviewInvitations"
        label={t('account.profile.reviewInvitations')}
        checked={values.reviewInvitations}
        onChecked={(checked) => change({ ...values, reviewInvitations: checked })}
      />
      <p className={`account-form__status account-form__status--${status}`} role="status">
        {status === 'saving' || status === 'pending' ? t('account.profile.saving') : null}
        {status === 'saved' ? t('account.profile.saved') : null}
        {status === 'failed' ? t('account.profile.failed') : null}
      </p>
    </form>
  )
}
