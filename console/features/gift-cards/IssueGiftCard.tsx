import { Link, useRouter } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { TextField } from '../../../src/components/ui/FormField'
import { adminGiftCard, type GiftCardIssueBody, giftCardIssueBody } from '../../../contract/admin/gift-cards'
import { adminSend } from '../../lib/admin-api'
import { money } from '../../lib/format'
import { t } from '../../lib/texts'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { crownsToHaler } from './issue-amount'

type Issued = { code: string; amount: number }

/**
 * A voucher issued by hand, for the bar's customers (admins only): value, a note for staff, and optionally the
 * e-mail the PDF goes to. The body is checked with the contract's schema first, then confirmed in a dialog.
 */
export function IssueGiftCard() {
  const router = useRouter()
  const [fields, setFields] = useState({ amount: '', note: '', email: '' })
  const [errors, setErrors] = useState<{ amount?: string; email?: string }>({})
  const [pending, setPending] = useState<GiftCardIssueBody | null>(null)
  const [issued, setIssued] = useState<Issued | null>(null)
  // one key per filled-in form: a double click or a retry after a lost answer gets the same voucher back
  const [issueKey, setIssueKey] = useState(() => crypto.randomUUID())
  const set = (name: keyof typeof fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }))

  function review(event: FormEvent) {
    event.preventDefault()
    const body = {
      amount: crownsToHaler(fields.amount) ?? Number.NaN,
      note: fields.note.trim() || null,
      email: fields.email.trim() || null,
    }
    const parsed = giftCardIssueBody.safeParse(body)
    const wrong = new Set(parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0])))
    setErrors({
      amount: wrong.has('amount') ? t('giftCards.issue.amountInvalid') : undefined,
      email: wrong.has('email') ? t('giftCards.issue.emailInvalid') : undefined,
    })
    if (parsed.success) setPending(parsed.data)
  }

  async function issue(body: GiftCardIssueBody) {
    const card = await adminSend(adminGiftCard, 'POST', '/gift-cards', { json: body, idempotencyKey: issueKey })
    setFields({ amount: '', note: '', email: '' })
    setIssueKey(crypto.randomUUID())
    setIssued({ code: card.code, amount: card.initialAmount })
    await router.invalidate()
  }

  return (
    <section aria-labelledby="gift-card-issue-title">
      <h2 id="gift-card-issue-title">{t('giftCards.issue.title')}</h2>
      <form className="filters" onSubmit={review} noValidate>
        <TextField
          id="gift-card-amount"
          name="amount"
          label={t('giftCards.issue.amount')}
          hint={t('giftCards.issue.amountHint')}
          value={fields.amount}
          error={errors.amount}
          onValue={set('amount')}
          inputMode="numeric"
          maxLength={12}
          required
        />
        <TextField
          id="gift-card-note"
          name="note"
          label={t('giftCards.issue.note')}
          hint={t('giftCards.issue.noteHint')}
          value={fields.note}
          onValue={set('note')}
          maxLength={500}
        />
        <TextField
          id="gift-card-email"
          name="email"
          type="email"
          label={t('giftCards.issue.email')}
          hint={t('giftCards.issue.emailHint')}
          value={fields.email}
          error={errors.email}
          onValue={set('email')}
          maxLength={180}
        />
        <div className="filters__buttons">
          <button type="submit" className="button button--primary">
            {t('giftCards.issue.button')}
          </button>
        </div>
      </form>
      {issued && (
        <p role="status" className="notice notice--success">
          {t('giftCards.issue.done', { code: issued.code, amount: money(issued.amount) })}{' '}
          <Link to="/darkove-poukazy/$code" params={{ code: issued.code }}>
            {t('giftCards.detail.pdf')}
          </Link>
        </p>
      )}
      {pending && (
        <ConfirmDialog
          title={t('giftCards.issue.confirmTitle')}
          confirmLabel={t('giftCards.issue.confirm')}
          onConfirm={() => issue(pending)}
          onClose={() => setPending(null)}
        >
          <p>{t('giftCards.issue.confirmBody', { amount: money(pending.amount) })}</p>
          {pending.email && <p>{t('giftCards.issue.confirmMail', { email: pending.email })}</p>}
        </ConfirmDialog>
      )}
    </section>
  )
}
