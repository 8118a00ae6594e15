import { useState } from 'react'
import { useForm } from '../../lib/forms'
import { useT } from '../../lib/services'
import type { AuthPopupState } from '../../lib/stores/ui.store'
import { registrationForm, type RegistrationValues } from './auth-forms'
import { CheckboxField, FormMessage, TextField } from '../../components/ui/FormField'
import { PasswordField } from '../../components/ui/PasswordField'
import { useAuthRequests } from './use-auth-requests'

type Props = { titleId: string; onShow: (state: AuthPopupState) => void }

const EMPTY: RegistrationValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  subscribedToNewsletter: false,
}
const FIELDS = ['firstName', 'lastName', 'email', 'password', 'subscribedToNewsletter'] as const

/**
 * Registration: the API answers the same for a new and a registered e-mail (no account enumeration), so the
 * form always ends with "confirm your e-mail"; the verification link brings the visitor back with
 * `userRegistered=1`.
 */
export function RegisterForm({ titleId, onShow }: Props) {
  const t = useT()
  const authApi = useAuthRequests()
  const [registered, setRegistered] = useState<string | null>(null)
  const form = useForm({
    initial: EMPTY,
    schema: registrationForm,
    fields: FIELDS,
    failedMessage: t('auth.register.failed'),
    async send(values) {
      const email = values.email.trim()
      await authApi.register({ ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim(), email })
      setRegistered(email)
    },
  })

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
    <form className="auth-form" {...form.formProps}>
      <h2 id={titleId}>{t('auth.register.title')}</h2>
      <div className="auth-form__row">
        <TextField
          id="register-firstName"
          autoComplete="given-name"
          label={t('auth.fields.firstName')}
          required
          {...form.field('firstName')}
        />
        <TextField
          id="register-lastName"
          autoComplete="family-name"
          label={t('auth.fields.lastName')}
          required
          {...form.field('lastName')}
        />
      </div>
      <TextField
        id="register-email"
        type="email"
        autoComplete="email"
        label={t('auth.fields.email')}
        required
        {...form.field('email')}
      />
      <PasswordField
        id="register-password"
        label={t('auth.fields.password')}
        hint={t('auth.register.passwordHint')}
        required
        {...form.field('password')}
      />
      <CheckboxField
        id="register-newsletter"
        label={t('auth.fields.newsletter')}
        {...form.checkbox('subscribedToNewsletter')}
      />
      {form.message ? <FormMessage kind="error">{form.message}</FormMessage> : null}
      <button type="submit" className="button button--primary" disabled={form.busy}>
        {form.busy ? t('auth.register.submitting') : t('auth.register.submit')}
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
