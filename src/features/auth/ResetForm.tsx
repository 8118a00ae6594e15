import { useState } from 'react'
import { useForm } from '../../lib/forms'
import { useT } from '../../lib/services'
import type { AuthPopupState } from '../../lib/stores/ui.store'
import { newPasswordForm, type NewPasswordValues, resetRequestForm } from './auth-forms'
import { FormMessage, TextField } from '../../components/ui/FormField'
import { PasswordField } from '../../components/ui/PasswordField'
import { useAuthRequests } from './use-auth-requests'

const EMAIL_FIELD = ['email'] as const
const NEW_PASSWORD_FIELDS = ['newPassword', 'confirmNewPassword'] as const

type Props = { titleId: string; token: string | null; onShow: (state: AuthPopupState) => void }

/**
 * The reset state: without a token, the request for a link (always "sent if you have an account": no
 * account enumeration); with the token of the e-mail's link, the new password. A failure says
 * `Něco se nepovedlo.` (docs/product.md#errors).
 */
export function ResetForm({ titleId, token, onShow }: Props) {
  return token ? (
    <NewPassword titleId={titleId} token={token} onShow={onShow} />
  ) : (
    <RequestLink titleId={titleId} onShow={onShow} />
  )
}

function BackToLogin({ onShow }: { onShow: Props['onShow'] }) {
  const t = useT()
  return (
    <p className="auth-form__links">
      <button type="button" className="auth-form__link" onClick={() => onShow('login')}>
        {t('auth.reset.backToLogin')}
      </button>
    </p>
  )
}

function RequestLink({ titleId, onShow }: Omit<Props, 'token'>) {
  const t = useT()
  const authApi = useAuthRequests()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm({
    initial: { email: '' },
    schema: resetRequestForm,
    fields: EMAIL_FIELD,
    failedMessage: t('auth.reset.failed'),
    async send({ email }) {
      await authApi.requestPasswordReset(email.trim())
      setSentTo(email.trim())
    },
  })

  return (
    <form className="auth-form" {...form.formProps}>
      <h2 id={titleId}>{t('auth.reset.title')}</h2>
      {sentTo !== null ? (
        <FormMessage kind="success">{t('auth.reset.sent', { email: sentTo })}</FormMessage>
      ) : (
        <>
          <p>{t('auth.reset.intro')}</p>
          <TextField
            id="reset-email"
            type="email"
            autoComplete="email"
            label={t('auth.fields.email')}
            required
            {...form.field('email')}
          />
          {form.message ? <FormMessage kind="error">{form.message}</FormMessage> : null}
          <button type="submit" className="button button--primary" disabled={form.busy}>
            {form.busy ? t('auth.reset.submitting') : t('auth.reset.submit')}
          </button>
        </>
      )}
      <BackToLogin onShow={onShow} />
    </form>
  )
}

function NewPassword({ titleId, token, onShow }: Props & { token: string }) {
  const t = useT()
  const authApi = useAuthRequests()
  const [changed, setChanged] = useState(false)
  const form = useForm({
    initial: (): NewPasswordValues => ({ newPassword: '', confirmNewPassword: '' }),
    schema: newPasswordForm,
    fields: NEW_PASSWORD_FIELDS,
    // a refused token is said as a failure, as before (docs/product.md#errors: `Něco se nepovedlo.`)
    failedMessage: t('auth.reset.failed'),
    async send(values) {
      await authApi.resetPassword(token, values)
      setChanged(true)
    },
  })

  if (changed) {
    return (
      <div className="auth-form">
        <h2 id={titleId}>{t('auth.reset.newTitle')}</h2>
        <FormMessage kind="success">{t('auth.reset.changed')}</FormMessage>
        <button type="button" className="button button--primary" onClick={() => onShow('login')}>
          {t('auth.login.submit')}
        </button>
      </div>
    )
  }

  return (
    <form className="auth-form" {...form.formProps}>
      <h2 id={titleId}>{t('auth.reset.newTitle')}</h2>
      <p>{t('auth.reset.newIntro')}</p>
      <PasswordField
        id="reset-newPassword"
        label={t('auth.fields.newPassword')}
        hint={t('auth.register.passwordHint')}
        required
        {...form.field('newPassword')}
      />
      <PasswordField
        id="reset-confirmNewPassword"
        label={t('auth.fields.confirmNewPassword')}
        required
        {...form.field('confirmNewPassword')}
      />
      {form.message ? <FormMessage kind="error">{form.message}</FormMessage> : null}
      <button type="submit" className="button button--primary" disabled={form.busy}>
        {form.busy ? t('auth.reset.saving') : t('auth.reset.save')}
      </button>
      <BackToLogin onShow={onShow} />
    </form>
  )
}
