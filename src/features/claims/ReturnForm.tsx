import { useState } from 'react'
import { type ReturnableItem, returnInput } from '../../../contract/claims'
import { nameWithVariant } from '../../../contract/variant-label'
import { FieldMessage, FormMessage, TextField } from '../../components/ui/FormField'
import { isApiError } from '../../lib/api/errors'
import { useForm, violationErrors } from '../../lib/forms'
import { useServices, useT } from '../../lib/services'
import { Honeypot, SubmitButton, TextAreaField } from '../../components/ui/PublicForm'
import { fileClaim, listReturnableItems } from './claims.api'
import './texts'

export type ReturnValues = {
  orderNumber: string
  email: string
  items: string[]
  bankAccount: string
  note: string
  website: string
}
const FIELDS = ['orderNumber', 'email', 'items', 'bankAccount', 'note'] as const

function prepare(values: ReturnValues) {
  return { ...values, type: 'return' }
}

/**
 * The withdrawal within 14 days (decision 026): the order by its number and e-mail, its items loaded from the
 * API (the same check as the claim: nobody learns what another person ordered), which of them go back, and the
 * refund account (Czech `prefix-number/bank` with its checksum, or an IBAN).
 */
export function ReturnForm({ idPrefix = 'return', email = '' }: { idPrefix?: string; email?: string }) {
  const t = useT()
  const { api } = useServices()
  const initial: ReturnValues = { orderNumber: '', email, items: [], bankAccount: '', note: '', website: '' }
  const [items, setItems] = useState<ReturnableItem[] | null>(null)
  const [loading, setLoading] = useState(false)
  const [filed, setFiled] = useState<{ number: string; email: string } | null>(null)
  const form = useForm({
    initial,
    schema: returnInput,
    prepare,
    fields: FIELDS,
    failedMessage: t('claims.form.failed'),
    async send(values) {
      setFiled(null)
      const answer = await fileClaim(prepare(values), [])
      setFiled({ number: answer?.number ?? '', email: values.email.trim() })
      setItems(null)
      form.reset(initial)
    },
  })

  async function loadItems() {
    form.touch('orderNumber', 'email')
    if (form.ruleErrors.orderNumber || form.ruleErrors.email) return
    setLoading(true)
    try {
      setItems(await listReturnableItems(api, form.values.orderNumber, form.values.email))
      // the order is found: a refusal said at the number before is old news
      form.change({ items: [] }, ['orderNumber', 'email', 'items'])
    } catch (error) {
      setItems(null)
      if (isApiError(error, 422)) form.setServerErrors(violationErrors(error.violations))
      else form.setMessage(t('claims.form.failed'))
    } finally {
      setLoading(false)
    }
  }

  function toggle(id: string, on: boolean) {
    const chosen = on ? [...form.values.items, id] : form.values.items.filter((item) => item !== id)
    form.change({ items: chosen }, ['items'])
  }

  const id = (name: string) => `${idPrefix}-${name}`
  // a changed number or e-mail names another order: its items must be loaded again
  const changeOrder = (patch: Partial<ReturnValues>, name: 'orderNumber' | 'email') => {
    setItems(null)
    // the refusal at the number is about the pair: a change of either takes it away
    form.change({ ...patch, items: [] }, [name, 'orderNumber', 'items'])
  }
  return (
    <form {...form.formProps} aria-label={t('claims.form.returnTab')}>
      <p>{t('claims.form.returnIntro')}</p>
      <TextField
        id={id('orderNumber')}
        inputMode="numeric"
        label={t('claims.form.orderNumber')}
        hint={t('claims.form.orderNumberHint')}
        required
        {...form.field('orderNumber')}
        onValue={(orderNumber) => changeOrder({ orderNumber }, 'orderNumber')}
      />
      <TextField
        id={id('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t('claims.form.email')}
        required
        {...form.field('email')}
        onValue={(value) => changeOrder({ email: value }, 'email')}
      />
      <fieldset
        className={`return-items field${form.errors.items ? ' field--invalid' : ''}`}
        aria-describedby={form.errors.items ? `${id('items')}-error` : undefined}
      >
        <legend>{t('claims.form.items')}</legend>
        {items === null ? (
          <>
            <p className="field__hint">{t('claims.form.itemsFirst')}</p>
            <button
              type="button"
              id={id('items')}
              name="items"
              className="button button--ghost"
              disabled={loading}
              onClick={() => void loadItems()}
            >
              {loading ? t('claims.form.loadingItems') : t('claims.form.loadItems')}
            </button>
          </>
        ) : items.length === 0 ? (
          <p>{t('claims.form.noItems')}</p>
        ) : (
          items.map((item, index) => (
            <label key={item.id}>
              <input
                type="checkbox"
                id={index === 0 ? id('items') : undefined}
                name="items"
                value={String(item.id)}
                checked={form.values.items.includes(String(item.id))}
                onChange={(event) => toggle(String(item.id), event.target.checked)}
              />
              <span>
                {item.quantity}× {nameWithVariant(item.productName, item.variantName)}
              </span>
            </label>
          ))
        )}
        <FieldMessage id={id('items')} error={form.errors.items} />
      </fieldset>
      <TextField
        id={id('bankAccount')}
        autoComplete="off"
        label={t('claims.form.bankAccount')}
        hint={t('claims.form.bankAccountHint')}
        required
        {...form.field('bankAccount')}
      />
      <TextAreaField
        id={id('note')}
        label={t('claims.form.note')}
        hint={t('claims.form.noteHint')}
        rows={3}
        {...form.field('note')}
      />
      <Honeypot id={id('website')} value={form.values.website} onValue={(website) => form.change({ website })} />
      {form.message ? <FormMessage kind="error">{form.message}</FormMessage> : null}
      {filed !== null && !form.message ? (
        <FormMessage kind="success">{t('claims.form.returnSent', filed)}</FormMessage>
      ) : null}
      <SubmitButton busy={form.busy} label={t('claims.form.submitReturn')} busyLabel={t('claims.form.submitting')} />
    </form>
  )
}
