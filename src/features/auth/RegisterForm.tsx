import { type FormEvent, useState } from 'react'
import { isApiError } from '../../lib/api/errors'
import { useT } from '../../lib/services'
import type { AuthPopupState } from '../../lib/stores/ui.store'
import { registrationForm, type RegistrationValues } from './auth-forms'
import { fieldErrors, type FieldErrors, hasErrors, violationErrors } from './form-errors'
import { CheckboxField, FormMessage, TextField } from './FormFields'
import { useAuthRequests } from './use-auth-requests'

type Props = { titleId: string; onShow: (state: AuthPopupState) => void }

const EMPTY: RegistrationValues = { firstName: '', lastName: '', email: '', password: '', subscribedToNewsletter: false }

/**
 * Registration: the API answers the same for a new and a registered e-mail (no account enumeration), so the
 * form always ends with "confirm your e-mail"; the verification link brings the visitor back with
 * `userRegistered=1`.
 */
export function RegisterForm({ titleId, onShow }: Props) {
  const t = useT()
  const authApi = useAuthRequests()
  const [values, setValues] = useState<RegistrationValues>(EMPTY)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [registered, setRegistered] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const change = (field: keyof RegistrationValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }))

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = fieldErrors(registrationForm, values, t)
    setErrors(found)
    setMessage(null)
    if (hasErrors(found) || busy) return
    setBusy(true)
    try {
      const email = values.email.trim()
      await authApi.register({ ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim(), email })
      setRegistered(email)
    } catch (error) {
      const refused = isApiError(error, 422) ? violationErrors(error.violations) : {}
      setErrors(refused)
      setMessage(refused[''] ?? (hasErrors(refused) ? null : t('auth.register.failed')))
    } finally {
      setBusy(false)
    }
  }

  if (registered) {
    return (
      <div className="auth-form">
        <h2 id={titleId}>{t('auth.register.title')}</h2>
        <FormMessage kind="success">{t('auth.register.success', { email: registered })}</FormMessage>
        <button type="button" className="button button--ghost" onClick={() => onShow('login')}>
          {t('auth.reset.backToLogin')}
        </button>
      </div>
    )
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <h2 id={titleId}>{t('auth.register.title')}</h2>
      <div className="auth-form__row">
        <TextField id="register-firstName" name="firstName" autoComplete="given-name" label={t('auth.fields.firstName')} required value={values.firstName} error={errors.firstName} onValue={change('firstName')} />
        <TextField id="register-lastName" name="lastName" autoComplete="family-name" label={t('auth.fields.lastName')} required value={values.lastName} error={errors.lastName} onValue={change('lastName')} />
      </div>
      <TextField id="register-email" name="email" type="email" autoComplete="email" label={t('auth.fields.email')} required value={values.email} error={errors.email} onValue={change('email')} />
      <TextField id="register-password" name="password" type="password" autoComplete="new-password" label={t('auth.fields.password')} hint={t('auth.register.passwordHint')} required value={values.password} error={errors.password} onValue={change('password')} />
      <CheckboxField id="register-newsletter" name="subscribedToNewsletter" label={t('auth.fields.newsletter')} checked={values.subscribedToNewsletter} onChecked={(checked) => setValues((current) => ({ ...current, subscribedToNewsletter: checked }))} />
      {message ? <FormMessage kind="error">{message}</FormMessage> : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('auth.register.submitting') : t('auth.register.submit')}
      </button>
      <p className="auth-form__links">
        {t('auth.register.haveAccount')}{' '}
        <button type="button" className="auth-form__link" onClick={() => onShow('login')}>
          {t('auth.register.toLogin')}
        </button>
      </p>
    </form>
  )
}
