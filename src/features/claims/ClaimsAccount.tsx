import { Link, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { type Claim, claimMessageInput } from '../../../contract/claims'
import { nameWithVariant } from '../../../contract/variant-label'
import { FormMessage } from '../../components/ui/FormField'
import { useForm } from '../../lib/forms'
import { formatPrice } from '../../lib/money'
import { useServices, useT } from '../../lib/services'
import { useAuth } from '../auth'
import { formatDate } from '../../../contract/prague-time'
import { ComplaintForm, type OrderChoice } from './ComplaintForm'
import { SubmitButton, TextAreaField } from '../../components/ui/PublicForm'
import { sendClaimMessage } from './claims.api'
import './texts'

/**
 * /account/complaint (decision 026): the customer's complaints and returns with their state, each with its
 * messages and a follow-up form, then a new complaint with their orders to choose from.
 */
export function ClaimsAccount({ claims, orders }: { claims: Claim[]; orders: OrderChoice[] }) {
  const t = useT()
  const router = useRouter()
  const email = useAuth((s) => s.user?.email ?? '')
  const reload = () => void router.invalidate()
  return (
    <div className="claims-account">
      <h2>{t('claims.account.listTitle')}</h2>
      {claims.length === 0 ? (
        <p className="account-empty">{t('claims.account.empty')}</p>
      ) : (
        <ul className="claim-list">
          {claims.map((claim) => (
            <ClaimCard key={claim.id} claim={claim} onMessage={reload} />
          ))}
        </ul>
      )}
      <section className="form-panel" aria-labelledby="claim-new-title">
        <h2 id="claim-new-title">{t('claims.account.formTitle')}</h2>
        <ComplaintForm idPrefix="account-complaint" orders={orders} email={email} onFiled={reload} />
      </section>
      <p>
        <Link to="/reklamace-a-vraceni-zbozi" hash="vraceni">
          {t('claims.account.returnLink')}
        </Link>
      </p>
    </div>
  )
}

function ClaimCard({ claim, onMessage }: { claim: Claim; onMessage: () => void }) {
  const t = useT()
  return (
    <li className="claim-card" data-claim={claim.number}>
      <div className="claim-card__head">
        <h3>{t(`claims.account.${claim.type}`, { number: claim.number })}</h3>
        <span className={`claim-state claim-state--${claim.state}`}>{t(`claims.account.states.${claim.state}`)}</span>
      </div>
      <p className="claim-card__meta">
        {t('claims.account.order', { number: claim.orderNumber })} ·{' '}
        {t('claims.account.filed', { date: formatDate(claim.createdAt) ?? '' })}
        {claim.attachments > 0 ? ` · ${t('claims.account.attachments', { count: claim.attachments })}` : ''}
      </p>
      {claim.reason ? <p>{t(`claims.form.reasons.${claim.reason}`)}</p> : null}
      {claim.description ? <p className="claim-card__description">{claim.description}</p> : null}
      {claim.items.length > 0 ? (
        <ul>
          {claim.items.map((item, index) => (
            <li key={index}>
              {item.quantity}× {nameWithVariant(item.productName, item.variantName)}
            </li>
          ))}
        </ul>
      ) : null}
      {claim.messages.length > 0 ? (
        <>
          <h4>{t('claims.account.messages')}</h4>
          <ul className="claim-card__messages">
            {claim.messages.map((message, index) => (
              <li key={index}>
                <strong>{message.author === 'customer' ? t('claims.account.you') : t('claims.account.shop')}</strong> (
                {formatDate(message.createdAt) ?? ''}): {message.message}
                {message.attachments.length > 0 ? <ReplyFiles files={message.attachments} /> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {claim.decision ? <DecisionNote decision={claim.decision} /> : null}
      <MessageForm claimIri={claim['@id']} idPrefix={`claim-${claim.id}`} onSent={onMessage} />
    </li>
  )
}

type ReplyFile = Claim['messages'][number]['attachments'][number]

/** The files the shop sent with a reply: downloads through the customer's own route of the shop API (decision 050). */
function ReplyFiles({ files }: { files: ReplyFile[] }) {
  const t = useT()
  return (
    <ul className="claim-card__files" aria-label={t('claims.account.files')}>
      {files.map((file) => (
        <li key={file.id}>
          <a href={file.url} download={file.fileName}>
            {t('claims.account.file', { name: file.fileName, size: Math.max(1, Math.round(file.size / 1024)) })}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** How the shop decided a resolved claim (decision 050); the mail said the same. */
function DecisionNote({ decision }: { decision: NonNullable<Claim['decision']> }) {
  const t = useT()
  return (
    <div className={`claim-card__decision claim-card__decision--${decision.decision}`}>
      <p>
        <strong>
          {decision.decision === 'accepted'
            ? t('claims.account.decision.accepted', {
                resolution: t(`claims.account.resolutions.${decision.resolution ?? 'refund'}`),
              })
            : t('claims.account.decision.rejected')}
        </strong>
        {decision.refundAmount !== null
          ? ` ${t('claims.account.decision.refund', { amount: formatPrice(decision.refundAmount) })}`
          : ''}
      </p>
      {decision.reason ? <p>{t('claims.account.decision.reason', { reason: decision.reason })}</p> : null}
    </div>
  )
}

const MESSAGE_FIELDS = ['message'] as const

function MessageForm({ claimIri, idPrefix, onSent }: { claimIri: string; idPrefix: string; onSent: () => void }) {
  const t = useT()
  const { api } = useServices()
  const [sent, setSent] = useState(false)
  const form = useForm({
    initial: { claimRequest: claimIri, message: '' },
    schema: claimMessageInput,
    fields: MESSAGE_FIELDS,
    failedMessage: t('claims.account.messageFailed'),
    async send(values) {
      setSent(false)
      await sendClaimMessage(api, claimIri, values.message.trim())
      form.reset({ claimRequest: claimIri, message: '' })
      setSent(true)
      onSent()
    },
  })
  return (
    <form className="claim-card__message-form" {...form.formProps}>
      <TextAreaField
        id={`${idPrefix}-message`}
        label={t('claims.account.messageLabel')}
        rows={3}
        {...form.field('message')}
      />
      {form.message ? <FormMessage kind="error">{form.message}</FormMessage> : null}
      {sent && !form.message ? <FormMessage kind="success">{t('claims.account.messageSent')}</FormMessage> : null}
      <SubmitButton
        busy={form.busy}
        label={t('claims.account.send')}
        busyLabel={t('claims.account.sending')}
        className="button button--ghost"
      />
    </form>
  )
}
