import { type FormEvent, useState } from 'react'
import { useServices, useT } from '../../lib/services'
import type { AuthPopupState } from '../../lib/stores/ui.store'
import { loginForm, type LoginValues } from './auth-forms'
import { fieldErrors, type FieldErrors, hasErrors } from './form-errors'
import { FormMessage, TextField } from './FormFields'

type Props = { titleId: string; onDone: () => void; onShow: (state: AuthPopupState) => void }

/** Social login (spec section 7): the storefront worker's /oauth/connect/{provider} leads through the provider. */
const SOCIAL_PROVIDERS = [
  { id: 'google', name: 'Google' },
  { id: 'facebook', name: 'Facebook' },
  { id: 'apple', name: 'Apple' },
] as const

/** E-mail and password; a refused login says `Neplatný e-mail nebo heslo.` (spec section 8). */
export function LoginForm({ titleId, onDone, onShow }: Props) {
  const t = useT()
  const { auth, toasts } = useServices()
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const change = (field: keyof LoginValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }))

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = fieldErrors(loginForm, values, t)
    setErrors(found)
    setMessage(null)
    if (hasErrors(found) || busy) return
    setBusy(true)
    const result = await auth.getState().login(values.email.trim(), values.password)
    setBusy(false)
    if (result.ok) {
      toasts.getState().toastShown({ kind: 'success', message: t('auth.login.success') })
      onDone()
      return
    }
    setMessage(t(`auth.login.${result.reason}`))
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <h2 id={titleId}>{t('auth.login.title')}</h2>
      <TextField id="login-email" name="email" type="email" autoComplete="email" label={t('auth.fields.email')} required value={values.email} error={errors.email} onValue={change('email')} />
      <TextField id="login-password" name="password" type="password" autoComplete="current-password" label={t('auth.fields.password')} required value={values.password} error={errors.password} onValue={change('password')} />
      {message ? <FormMessage kind="error">{message}</FormMessage> : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('auth.login.submitting') : t('auth.login.submit')}
      </button>
      <p className="auth-form__links">
        <button type="button" className="auth-form__link" onClick={() => onShow('reset')}>
          {t('auth.login.forgotten')}
        </button>
      </p>
      <div className="auth-form__social">
        <p>{t('auth.login.socialTitle')}</p>
        <ul>
          {SOCIAL_PROVIDERS.map((provider) => (
            <li key={provider.id}>
              <a className="button button--ghost" href={`/oauth/connect/${provider.id}`} aria-label={t('auth.login.socialLabel', { provider: provider.name })}>
                {provider.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <p className="auth-form__links">
        {t('auth.login.noAccount')}{' '}
        <button type="button" className="auth-form__link" onClick={() => onShow('register')}>
          {t('auth.login.toRegister')}
        </button>
      </p>
    </form>
  )
}
