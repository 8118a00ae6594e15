import { type ChangeEvent, useState } from 'react'
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_MAX,
  COMPLAINT_REASONS,
  complaintInput,
} from '../../../contract/claims'
import { FieldMessage, FormMessage, TextField } from '../../components/ui/FormField'
import { SelectField } from '../../components/ui/SelectField'
import { useForm } from '../../lib/forms'
import { useT } from '../../lib/services'
import { Honeypot, SubmitButton, TextAreaField } from '../../components/ui/PublicForm'
import { fileClaim } from './claims.api'
import './texts'

export type ComplaintValues = {
  orderNumber: string
  email: string
  reason: string
  description: string
  website: string
  attachments: File[]
}
const FIELDS = ['orderNumber', 'email', 'reason', 'description', 'attachments'] as const
const MB = 1024 * 1024

/** What the contract's schema checks: the fields without the files (those are checked as they are picked). */
function prepare(values: ComplaintValues) {
  const { attachments: _files, ...fields } = values
  return { ...fields, type: 'complaint' }
}

/** The logged-in customer's orders to choose from (the account page); without them the number is typed. */
export type OrderChoice = { number: string; label: string }

/**
 * A complaint (docs/product.md#validation, decision 026): order number (digits), e-mail, reason (required), description (at
 * most 1000 characters) and up to 5 photos or PDFs of 5 MB each, sent as multipart/form-data. The API sniffs the
 * files' bytes; its violations land on their fields.
 */
export function ComplaintForm({
  orders,
  email = '',
  idPrefix = 'complaint',
  onFiled,
}: {
  orders?: readonly OrderChoice[]
  email?: string
  idPrefix?: string
  onFiled?: () => void
}) {
  const t = useT()
  const initial: ComplaintValues = {
    orderNumber: orders?.[0]?.number ?? '',
    email,
    reason: '',
    description: '',
    website: '',
    attachments: [],
  }
  const [filed, setFiled] = useState<{ number: string; email: string } | null>(null)
  const [pickError, setPickError] = useState<string | null>(null)
  const form = useForm({
    initial,
    schema: complaintInput,
    prepare,
    fields: FIELDS,
    failedMessage: t('claims.form.failed'),
    async send(values) {
      setFiled(null)
      const answer = await fileClaim(prepare(values), values.attachments)
      setFiled({ number: answer?.number ?? '', email: values.email.trim() })
      form.reset(initial)
      onFiled?.()
    },
  })

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const picked = [...(event.target.files ?? [])]
    event.target.value = ''
    const tooLarge = picked.find((file) => file.size > ATTACHMENT_MAX_BYTES)
    const fitting = picked.filter((file) => file.size <= ATTACHMENT_MAX_BYTES)
    const all = [...form.values.attachments, ...fitting]
    setPickError(
      tooLarge
        ? t('claims.form.tooLarge', { name: tooLarge.name, size: ATTACHMENT_MAX_BYTES / MB })
        : all.length > ATTACHMENTS_MAX
          ? t('claims.form.tooMany', { max: ATTACHMENTS_MAX })
          : null,
    )
    form.change({ attachments: all.slice(0, ATTACHMENTS_MAX) }, ['attachments'])
  }

  function remove(index: number) {
    setPickError(null)
    form.change({ attachments: form.values.attachments.filter((_, i) => i !== index) }, ['attachments'])
  }

  const id = (name: string) => `${idPrefix}-${name}`
  const filesError = form.errors.attachments ?? pickError
  return (
    <form {...form.formProps} aria-label={t('claims.form.complaintTab')}>
      {orders && orders.length > 0 ? (
        <SelectField
          id={id('orderNumber')}
          label={t('claims.form.order')}
          required
          prompt={t('claims.form.chooseOrder')}
          options={orders.map((order) => ({ value: order.number, label: order.label }))}
          {...form.field('orderNumber')}
        />
      ) : (
        <TextField
          id={id('orderNumber')}
          inputMode="numeric"
          label={t('claims.form.orderNumber')}
          hint={t('claims.form.orderNumberHint')}
          required
          {...form.field('orderNumber')}
        />
      )}
      <TextField
        id={id('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t('claims.form.email')}
        required
        {...form.field('email')}
      />
      <SelectField
        id={id('reason')}
        label={t('claims.form.reason')}
        required
        prompt={t('claims.form.chooseReason')}
        options={COMPLAINT_REASONS.map((reason) => ({ value: reason, label: t(`claims.form.reasons.${reason}`) }))}
        {...form.field('reason')}
      />
      <TextAreaField
        id={id('description')}
        label={t('claims.form.description')}
        hint={t('claims.form.descriptionHint')}
        required
        {...form.field('description')}
      />
      <div className={`field${filesError ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={id('attachments')}>
          {t('claims.form.attachments')}
        </label>
        <p id={id('attachments-hint')} className="field__hint">
          {t('claims.form.attachmentsHint', { max: ATTACHMENTS_MAX, size: ATTACHMENT_MAX_BYTES / MB })}
        </p>
        <input
          id={id('attachments')}
          name="attachments"
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          className="attachments__input visually-hidden"
          disabled={form.values.attachments.length >= ATTACHMENTS_MAX}
          aria-invalid={filesError ? true : undefined}
          aria-describedby={`${id('attachments-hint')}${filesError ? ` ${id('attachments')}-error` : ''}`}
          onChange={pick}
        />
        {/* the browser's own file button speaks the browser's language: a Czech button opens the same picker */}
        <label htmlFor={id('attachments')} className="button button--ghost attachments__pick" aria-hidden="true">
          {t('claims.form.addFiles')}
        </label>
        {form.values.attachments.length > 0 ? (
          <ul className="attachments__list">
            {form.values.attachments.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                <span>
                  {file.name} ({Math.max(1, Math.round(file.size / 1024))} kB)
                </span>
                <button
                  type="button"
                  aria-label={t('claims.form.remove', { name: file.name })}
                  onClick={() => remove(index)}
                >
                  ✕
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <FieldMessage id={id('attachments')} error={filesError} />
      </div>
      <Honeypot id={id('website')} value={form.values.website} onValue={(website) => form.change({ website })} />
      {form.message ? <FormMessage kind="error">{form.message}</FormMessage> : null}
      {filed !== null && !form.message ? (
        <FormMessage kind="success">{t('claims.form.complaintSent', filed)}</FormMessage>
      ) : null}
      <SubmitButton busy={form.busy} label={t('claims.form.submitComplaint')} busyLabel={t('claims.form.submitting')} />
    </form>
  )
}
