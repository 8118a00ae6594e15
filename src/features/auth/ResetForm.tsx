import { type FormEvent, useState } from 'react'
import { useT } from '../../lib/services'
import type { AuthPopupState } from '../../lib/stores/ui.store'
import { newPasswordForm, type NewPasswordValues, resetRequestForm } from './auth-forms'
import { fieldErrors, type FieldErrors, hasErrors } from './form-errors'
import { FormMessage, TextField } from './FormFields'
import { useAuthRequests } from './use-auth-requests'

type Props = { titleId: string; token: string | null; onShow: (state: AuthPopupState) => void }

/**
 * The reset state: without a token, the request for a link (always "sent if you have an account": no
 * account enumeration); with the token of the e-mail's link, the new password. A failure says
 * `Něco se nepovedlo.` (spec section 8).
 */
export function ResetForm({ titleId, token, onShow }: Props) {
  return token ? <NewPassword titleId={titleId} token={token} onShow={onShow} /> : <RequestLink titleId={titleId} onShow={onShow} />
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
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [outcome, setOutcome] = useState<{ kind: 'sent'; email: string } | { kind: 'failed' } | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = fieldErrors(resetRequestForm, { email }, t)
    setErrors(found)
    setOutcome(null)
    if (hasErrors(found) || busy) return
    setBusy(true)
    try {
      await authApi.requestPasswordReset(email.trim())
      setOutcome({ kind: 'sent', email: email.trim() })
    } catch {
      setOutcome({ kind: 'failed' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit}>
      <h2 id={titleId}>{t('auth.reset.title')}</h2>
      {outcome?.kind === 'sent' ? (
        <FormMessage kind="success">{t('auth.reset.sent', { email: outcome.email })}</FormMessage>
      ) : (
        <>
          <p>{t('auth.reset.intro')}</p>
          <TextField id="reset-email" name="email" type="email" autoComplete="email" label={t('auth.fields.email')} required value={email} error={errors.email} onValue={setEmail} />
          {outcome?.kind === 'failed' ? <FormMessage kind="error">{t('auth.reset.failed')}</FormMessage> : null}
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t('auth.reset.submitting') : t('auth.reset.submit')}
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
  const [values, setValues] = useState<NewPasswordValues>({ newPassword: '', confirmNewPassword: '' })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [outcome, setOutcome] = useState<'changed' | 'failed' | null>(null)
  const [busy, setBusy] = useState(false)
  const change = (field: keyof NewPasswordValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }))

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = fieldErrors(newPasswordForm, values, t)
    setErrors(found)
    setOutcome(null)
    if (hasErrors(found) || busy) return
    setBusy(true)
    try {
      await authApi.resetPassword(token, values)
      setOutcome('changed')
    } catch {
      setOutcome('failed')
    } finally {
      setBusy(false)
    }
  }

  if (outcome === 'changed') {
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
    <form className="auth-form" noValidate onSubmit={submit}>
      <h2 id={titleId}>{t('auth.reset.newTitle')}</h2>
      <p>{t('auth.reset.newIntro')}</p>
      <TextField id="reset-newPassword" name="newPassword" type="password" autoComplete="new-password" label={t('auth.fields.newPassword')} hint={t('auth.register.passwordHint')} required value={values.newPassword} error={errors.newPassword} onValue={change('newPassword')} />
      <TextField id="reset-confirmNewPassword" name="confirmNewPassword" type="password" autoComplete="new-password" label={t('auth.fields.confirmNewPassword')} required value={values.confirmNewPassword} error={errors.confirmNewPassword} onValue={change('confirmNewPassword')} />
      {outcome === 'failed' ? <FormMessage kind="error">{t('auth.reset.failed')}</FormMessage> : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('auth.reset.saving') : t('auth.reset.save')}
      </button>
      <BackToLogin onShow={onShow} />
    </form>
  )
}
