import { Link, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { TextField } from '../../../src/components/ui/FormField'
import type * as z from 'zod/mini'
import { adminGiftCard, giftCardIssueBody } from '../../../contract/admin/gift-cards'
import { adminSend } from '../../lib/admin-api'
import { money } from '../../lib/format'
import { t } from '../../lib/texts'
import { ReviewedForm, useReviewedForm } from '../../ui/ReviewedForm'
import { crownsToHaler } from './issue-amount'

type Issued = { code: string; amount: number }
type Texts = { amount: string; note: string; email: string }
type IssueBody = z.infer<typeof giftCardIssueBody>

/** The typed texts as the API takes them, checked with the contract's schema first. */
function checkIssue(texts: Texts) {
  const body = {
    amount: crownsToHaler(texts.amount) ?? Number.NaN,
    note: texts.note.trim() || null,
    email: texts.email.trim() || null,
  }
  const parsed = giftCardIssueBody.safeParse(body)
  if (parsed.success) return { ready: parsed.data }
  const wrong = new Set(parsed.error.issues.map((issue) => String(issue.path[0])))
  return {
    errors: {
      amount: wrong.has('amount') ? t('giftCards.issue.amountInvalid') : undefined,
      email: wrong.has('email') ? t('giftCards.issue.emailInvalid') : undefined,
    },
  }
}

/**
 * A voucher issued by hand, for the bar's customers (admins only): value, a note for staff, and optionally the
 * e-mail the PDF goes to. The body is checked with the contract's schema first, then confirmed in a dialog.
 */
export function IssueGiftCard() {
  const router = useRouter()
  const form = useReviewedForm<keyof Texts, IssueBody>({ amount: '', note: '', email: '' }, checkIssue)
  const [issued, setIssued] = useState<Issued | null>(null)
  // one key per filled-in form: a double click or a retry after a lost answer gets the same voucher back
  const [issueKey, setIssueKey] = useState(() => crypto.randomUUID())

  async function issue(body: IssueBody) {
    const card = await adminSend(adminGiftCard, 'POST', '/gift-cards', { json: body, idempotencyKey: issueKey })
    form.reset()
    setIssueKey(crypto.randomUUID())
    setIssued({ code: card.code, amount: card.initialAmount })
    await router.invalidate()
  }

  return (
    <section aria-labelledby="gift-card-issue-title">
      <h2 id="gift-card-issue-title">{t('giftCards.issue.title')}</h2>
      <ReviewedForm
        form={form}
        submitLabel={t('giftCards.issue.button')}
        confirm={(pending) => ({
          title: t('giftCards.issue.confirmTitle'),
          confirmLabel: t('giftCards.issue.confirm'),
          onConfirm: () => issue(pending),
          body: (
            <>
              <p>{t('giftCards.issue.confirmBody', { amount: money(pending.amount) })}</p>
              {pending.email && <p>{t('giftCards.issue.confirmMail', { email: pending.email })}</p>}
            </>
          ),
        })}
      >
        <TextField
          {...form.field('amount', 'gift-card-amount')}
          label={t('giftCards.issue.amount')}
          hint={t('giftCards.issue.amountHint')}
          inputMode="numeric"
          maxLength={12}
          required
        />
        <TextField
          {...form.field('note', 'gift-card-note')}
          label={t('giftCards.issue.note')}
          hint={t('giftCards.issue.noteHint')}
          maxLength={500}
        />
        <TextField
          {...form.field('email', 'gift-card-email')}
          type="email"
          label={t('giftCards.issue.email')}
          hint={t('giftCards.issue.emailHint')}
          maxLength={180}
        />
      </ReviewedForm>
      {issued && (
        <p role="status" className="notice notice--success">
          {t('giftCards.issue.done', { code: issued.code, amount: money(issued.amount) })}{' '}
          <Link to="/darkove-poukazy/$code" params={{ code: issued.code }}>
            {t('giftCards.detail.pdf')}
          </Link>
        </p>
      )}
    </section>
  )
}
