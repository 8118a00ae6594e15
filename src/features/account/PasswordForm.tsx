import { type FormEvent, useState } from 'react'
import { isApiError } from '../../lib/api/errors'
import { useT } from '../../lib/services'
import { fieldErrors, type FieldErrors, FormMessage, hasErrors, TextField, violationErrors } from '../auth'
import type { PasswordChange } from './account.api'
import { passwordSchema } from './account-forms'
import { useAccountApi } from './use-account-api'

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmNewPassword: '' }

/** The password change: the current one, the new one twice; a wrong current password is said at its field. */
export function PasswordForm({ customerIri }: { customerIri: string }) {
  const t = useT()
  const accountApi = useAccountApi()
  const [values, setValues] = useState<PasswordChange>(EMPTY)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [outcome, setOutcome] = useState<'changed' | 'failed' | null>(null)
  const [busy, setBusy] = useState(false)
  const change = (field: keyof PasswordChange) => (value: string) => setValues((current) => ({ ...current, [field]: value }))

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = fieldErrors(passwordSchema, values, t)
    setErrors(found)
    setOutcome(null)
    if (hasErrors(found) || busy) return
    setBusy(true)
    try {
      await accountApi.changePassword(customerIri, values)
      setValues(EMPTY)
      setOutcome('changed')
    } catch (error) {
      const refused = isApiError(error, 422) ? violationErrors(error.violations) : {}
      setErrors(refused)
      if (!hasErrors(refused)) setOutcome('failed')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="account-form" noValidate onSubmit={submit} aria-labelledby="password-title">
      <h2 id="password-title">{t('account.password.title')}</h2>
      <TextField id="password-current" name="currentPassword" type="password" autoComplete="current-password" label={t('account.password.current')} required value={values.currentPassword} error={errors.currentPassword} onValue={change('currentPassword')} />
      <TextField id="password-new" name="newPassword" type="password" autoComplete="new-password" label={t('account.password.new')} hint={t('account.password.hint')} required value={values.newPassword} error={errors.newPassword} onValue={change('newPassword')} />
      <TextField id="password-confirm" name="confirmNewPassword" type="password" autoComplete="new-password" label={t('account.password.confirm')} required value={values.confirmNewPassword} error={errors.confirmNewPassword} onValue={change('confirmNewPassword')} />
      {errors[''] ? <FormMessage kind="error">{errors['']}</FormMessage> : null}
      {outcome === 'changed' ? <FormMessage kind="success">{t('account.password.changed')}</FormMessage> : null}
      {outcome === 'failed' ? <FormMessage kind="error">{t('account.password.failed')}</FormMessage> : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('account.password.saving') : t('account.password.submit')}
      </button>
    </form>
  )
}
