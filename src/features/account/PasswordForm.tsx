import { useState } from 'react'
import { useForm } from '../../lib/forms'
import { useT } from '../../lib/services'
import { FormMessage } from '../../components/ui/FormField'
import { PasswordField } from '../../components/ui/PasswordField'
import type { PasswordChange } from './account.api'
import { passwordSchema } from './account-forms'
import { useAccountApi } from './use-account-api'

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmNewPassword: '' }
const FIELDS = ['currentPassword', 'newPassword', 'confirmNewPassword'] as const

/** The password change: the current one, the new one twice; a wrong current password is said at its field. */
export function PasswordForm({ customerIri }: { customerIri: string }) {
  const t = useT()
  const accountApi = useAccountApi()
  const [changed, setChanged] = useState(false)
  const form = useForm({
    initial: EMPTY,
    schema: passwordSchema,
    fields: FIELDS,
    failedMessage: t('account.password.failed'),
    async send(values) {
      setChanged(false)
      await accountApi.changePassword(customerIri, values)
      form.reset(EMPTY)
      setChanged(true)
    },
  })

  return (
    <form className="account-form" {...form.formProps} aria-labelledby="password-title">
      <h2 id="password-title">{t('account.password.title')}</h2>
      <PasswordField
        id="password-current"
        current
        label={t('account.password.current')}
        required
        {...form.field('currentPassword')}
      />
      <PasswordField
        id="password-new"
        label={t('account.password.new')}
        hint={t('account.password.hint')}
        required
        {...form.field('newPassword')}
      />
      <PasswordField
        id="password-confirm"
        label={t('account.password.confirm')}
        required
        {...form.field('confirmNewPassword')}
      />
      {form.message ? <FormMessage kind="error">{form.message}</FormMessage> : null}
      {changed && !form.message ? <FormMessage kind="success">{t('account.password.changed')}</FormMessage> : null}
      <button type="submit" className="button button--primary" disabled={form.busy}>
        {form.busy ? t('account.password.saving') : t('account.password.submit')}
      </button>
    </form>
  )
}
