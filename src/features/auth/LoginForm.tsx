import { useForm } from '../../lib/forms'
import { useServices, useT } from '../../lib/services'
import type { AuthPopupState } from '../../lib/stores/ui.store'
import { loginForm, type LoginValues } from './auth-forms'
import { FormMessage, TextField } from '../../components/ui/FormField'
import { PasswordField } from '../../components/ui/PasswordField'

type Props = { titleId: string; onDone: () => void; onShow: (state: AuthPopupState) => void }

/** Social login (docs/product.md#calls): the storefront worker's /oauth/connect/{provider} leads through the provider. */
const SOCIAL_PROVIDERS = [
  { id: 'google', name: 'Google' },
  { id: 'facebook', name: 'Facebook' },
  { id: 'apple', name: 'Apple' },
] as const

const FIELDS = ['email', 'password'] as const

/** E-mail and password; a refused login says `Neplatný e-mail nebo heslo.` (docs/product.md#errors). */
export function LoginForm({ titleId, onDone, onShow }: Props) {
  const t = useT()
  const { auth, toasts } = useServices()
  const form = useForm({
    initial: (): LoginValues => ({ email: '', password: '' }),
    schema: loginForm,
    fields: FIELDS,
    failedMessage: t('auth.login.failed'),
    async send(values, say) {
      const result = await auth.getState().login(values.email.trim(), values.password)
      if (!result.ok) return say(t(`auth.login.${result.reason}`))
      toasts.getState().toastShown({ kind: 'success', message: t('auth.login.success') })
      onDone()
    },
  })

  return (
    <form className="auth-form" {...form.formProps}>
      <h2 id={titleId}>{t('auth.login.title')}</h2>
      <TextField
        id="login-email"
        type="email"
        autoComplete="email"
        label={t('auth.fields.email')}
        required
        {...form.field('email')}
      />
      <PasswordField
        id="login-password"
        current
        label={t('auth.fields.password')}
        required
        {...form.field('password')}
      />
      {form.message ? <FormMessage kind="error">{form.message}</FormMessage> : null}
      <button type="submit" className="button button--primary" disabled={form.busy}>
        {form.busy ? t('auth.login.submitting') : t('auth.login.submit')}
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
              <a
                className="button button--ghost"
                href={`/oauth/connect/${provider.id}`}
                aria-label={t('auth.login.socialLabel', { provider: provider.name })}
              >
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
