import { getRouteApi, Link, useRouter } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { FieldLabel, FormMessage } from '../../../src/components/ui/FormField'
import {
  type AdminClaim as ClaimDetail,
  type AdminClaimFile as ClaimFile,
  adminClaim,
  type ClaimDecideBody,
} from '../../../contract/admin/claims'
import { adminSend, failureText } from '../../lib/admin-api'
import { formatDateTime, money } from '../../lib/format'
import { t } from '../../lib/texts'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { Deadline } from './Deadline'
import { ReceiveReturn } from './ReceiveReturn'
import './claims.css'

const route = getRouteApi('/reklamace/$id')

/** Files through the signed links of the detail (5 minutes; reloading the claim makes new ones). */
function Files({ files }: { files: ClaimFile[] }) {
  if (files.length === 0) return null
  return (
    <ul className="claim-files">
      {files.map((file) => (
        <li key={file.id}>
          <a href={file.url} target="_blank" rel="noopener">
            {file.fileName}
          </a>{' '}
          ({Math.max(1, Math.round(file.size / 1024))} kB)
        </li>
      ))}
    </ul>
  )
}

function Reply({ claim, onDone }: { claim: ClaimDetail; onDone: () => Promise<void> }) {
  const id = useId()
  const [message, setMessage] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // the element, not the event: React's event has no target left after the await
    const element = event.currentTarget
    const form = new FormData()
    form.set('message', message)
    for (const file of files) form.append('attachments', file)
    setBusy(true)
    setError(null)
    setSent(false)
    try {
      await adminSend(adminClaim, 'POST', `/claim-requests/${claim.id}/messages`, { form })
      await onDone()
      setMessage('')
      setFiles([])
      element.reset()
      setSent(true)
    } catch (failure) {
      setError(failureText(failure, t('screen.failed')))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="card claim-reply" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('claims.reply')}</h2>
      <p>{t('claims.replyHint')}</p>
      <div className="field">
        <FieldLabel id={`${id}-message`} label={t('claims.replyText')} required />
        <textarea
          id={`${id}-message`}
          className="field__input"
          rows={5}
          maxLength={4000}
          value={message}
          aria-required
          onChange={(event) => setMessage(event.target.value)}
        />
      </div>
      <div className="field">
        <FieldLabel id={`${id}-files`} label={t('claims.replyFiles')} />
        <input
          id={`${id}-files`}
          type="file"
          multiple
          accept=".jpg,.jpeg,.png,.webp,.heic,.pdf,image/*,application/pdf"
          onChange={(event) => setFiles([...(event.target.files ?? [])])}
        />
      </div>
      {error && <FormMessage kind="error">{error}</FormMessage>}
      {sent && !error && <FormMessage kind="success">{t('claims.replySent')}</FormMessage>}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('confirm.busy') : t('claims.send')}
      </button>
    </form>
  )
}

type Choice = 'refund' | 'replacement' | 'repair' | 'rejected'

function Decide({ claim, onDone }: { claim: ClaimDetail; onDone: () => Promise<void> }) {
  const id = useId()
  const [choice, setChoice] = useState<Choice | null>(null)
  const [reason, setReason] = useState('')
  const [amount, setAmount] = useState('')
  const [account, setAccount] = useState(claim.bankAccount ?? '')
  const paid = claim.order.payments.some((payment) => payment.state === 'completed' || payment.state === 'refunded')
  async function decide() {
    const haler = Math.round(Number(amount.replace(',', '.').replace(/\s/g, '')) * 100)
    const body: ClaimDecideBody =
      choice === 'rejected'
        ? { decision: 'rejected', reason }
        : {
            decision: 'accepted',
            resolution: choice,
            reason: reason || null,
            refund:
              choice === 'refund' && amount.trim() !== '' ? { amount: haler, account: account.trim() || null } : null,
          }
    await adminSend(adminClaim, 'PATCH', `/claim-requests/${claim.id}/decide`, { json: body })
    await onDone()
  }
  const choices: Choice[] = ['refund', 'replacement', 'repair', 'rejected']
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('claims.decision')}</h2>
      <div className="actions">
        {choices.map((value) => (
          <button
            key={value}
            type="button"
            className={value === 'rejected' ? 'button button--danger' : 'button'}
            onClick={() => setChoice(value)}
          >
            {t(`claims.choose.${value}`)}
          </button>
        ))}
      </div>
      {choice && (
        <ConfirmDialog
          title={t(`claims.confirm.${choice}`, { number: claim.number })}
          confirmLabel={t(`claims.choose.${choice}`)}
          danger={choice === 'rejected'}
          onConfirm={decide}
          onClose={() => {
            setChoice(null)
            // a refusal (decided meanwhile in another tab) leaves a stale screen behind the dialog
            void onDone()
          }}
        >
          <p>{t('claims.confirmMail')}</p>
          {choice === 'refund' && (
            <>
              <p>{paid ? t('claims.refundHint') : t('claims.refundUnpaid')}</p>
              <div className="field">
                <FieldLabel id={`${id}-amount`} label={t('claims.refundAmount')} />
                <input
                  id={`${id}-amount`}
                  className="field__input"
                  inputMode="decimal"
                  value={amount}
                  onChange={(event) => setAmount(event.target.value)}
                />
              </div>
              <div className="field">
                <FieldLabel id={`${id}-account`} label={t('claims.refundAccount')} />
                <input
                  id={`${id}-account`}
                  className="field__input"
                  value={account}
                  onChange={(event) => setAccount(event.target.value)}
                />
              </div>
            </>
          )}
          <div className="field">
            <FieldLabel
              id={`${id}-reason`}
              label={choice === 'rejected' ? t('claims.rejectReason') : t('claims.note')}
              required={choice === 'rejected'}
            />
            <textarea
              id={`${id}-reason`}
              className="field__input"
              rows={3}
              maxLength={1000}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
        </ConfirmDialog>
      )}
    </section>
  )
}

/** One claim (decision 050): order, messages, files, reply, decision, the deadline. */
export function ClaimScreen() {
  const router = useRouter()
  // the claim is always the loader's; after a reply or a decision the screen loads it again (new signed links too)
  const claim = route.useLoaderData()
  const reload = () => router.invalidate()
  return (
    <section className="claim">
      <p>
        <Link to="/reklamace">{t('claims.back')}</Link>
      </p>
      <h1>
        {t(`claims.types.${claim.type}`)} {claim.number}
      </h1>
      <dl className="facts">
        <dt>{t('claims.state')}</dt>
        <dd>{t(`claims.states.${claim.state}`)}</dd>
        <dt>{t('claims.deadline')}</dt>
        <dd>
          <Deadline claim={claim} />
        </dd>
        <dt>{t('claims.filed')}</dt>
        <dd>{formatDateTime(claim.createdAt)}</dd>
        <dt>{t('claims.order')}</dt>
        <dd>
          <Link to="/objednavky/$token" params={{ token: claim.order.tokenValue }}>
            {claim.order.number}
          </Link>{' '}
          ({money(claim.order.total)})
        </dd>
        <dt>{t('claims.email')}</dt>
        <dd>{claim.email}</dd>
        {claim.reason && (
          <>
            <dt>{t('claims.reason')}</dt>
            <dd>{t(`claims.reasons.${claim.reason}`)}</dd>
          </>
        )}
        {claim.bankAccount && (
          <>
            <dt>{t('claims.refundAccount')}</dt>
            <dd>{claim.bankAccount}</dd>
          </>
        )}
      </dl>
      {claim.description && <p className="claim__description">{claim.description}</p>}
      <section className="card">
        <h2>{t('claims.items')}</h2>
        <ul>
          {claim.items.map((line) => (
            <li key={line.id}>
              {line.quantity}× {line.productName}
              {line.variantName && line.variantName !== line.productName && <> – {line.variantName}</>}
              {line.claimed > 0 && <strong> ({t('claims.returned', { n: line.claimed })})</strong>}
            </li>
          ))}
        </ul>
        {claim.attachments.length > 0 && (
          <>
            <h3>{t('claims.customerFiles')}</h3>
            <Files files={claim.attachments} />
          </>
        )}
      </section>
      <ReceiveReturn claim={claim} onDone={reload} />
      <section className="card">
        <h2>{t('claims.messages')}</h2>
        {claim.messages.length === 0 ? (
          <p>{t('claims.noMessages')}</p>
        ) : (
          <ol className="claim-messages">
            {claim.messages.map((message) => (
              <li key={message.id} className={`claim-message claim-message--${message.author}`}>
                <p className="claim-message__who">
                  <strong>
                    {message.author === 'shop' ? t('claims.shop', { name: message.staff ?? '' }) : t('claims.customer')}
                  </strong>{' '}
                  {formatDateTime(message.createdAt)}
                </p>
                <p className="claim-message__text">{message.message}</p>
                <Files files={message.attachments} />
              </li>
            ))}
          </ol>
        )}
      </section>
      <Reply key={claim.id} claim={claim} onDone={reload} />
      {claim.decision ? (
        <section className="card" aria-label={t('claims.decision')}>
          <h2>{t('claims.decision')}</h2>
          <p>
            <strong>
              {claim.decision === 'accepted'
                ? t('claims.accepted', { resolution: t(`claims.resolutions.${claim.resolution ?? 'refund'}`) })
                : t('claims.rejected')}
            </strong>{' '}
            {claim.refundAmount !== null && t('claims.refunded', { amount: money(claim.refundAmount) })}
          </p>
          {claim.decisionReason && <p>{claim.decisionReason}</p>}
          <p>{t('claims.decidedBy', { name: claim.decidedBy ?? '' })}</p>
        </section>
      ) : (
        <Decide key={claim.id} claim={claim} onDone={reload} />
      )}
    </section>
  )
}
