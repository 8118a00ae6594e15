import { getRouteApi, Link, useNavigate, useRouter } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { type AdminReview, adminReview } from '../../../contract/admin/reviews'
import { REVIEW_STATUSES } from '../../../contract/reviews'
import { FieldLabel } from '../../../src/components/ui/FormField'
import { adminSend } from '../../lib/admin-api'
import { formatDateTime } from '../../lib/format'
import { t } from '../../lib/texts'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { Paging } from '../../ui/ListControls'
import './reviews.css'

const route = getRouteApi('/recenze')
export const REVIEWS_PAGE_SIZE = 20

/**
 * The moderation queue of product reviews (decision 061): waiting ones first; each with its product, order and
 * text; staff publish it, reject it with a reason, or answer publicly. The customer is mailed on both decisions.
 */
export function ReviewsScreen() {
  const search = route.useSearch()
  const reviews = route.useLoaderData()
  const navigate = useNavigate({ from: '/recenze' })
  const router = useRouter()
  // what was just done: the card itself leaves the list when its state no longer matches the filter
  const [done, setDone] = useState<string | null>(null)
  async function acted(message: string) {
    setDone(message)
    await router.invalidate()
  }
  return (
    <section>
      <h1>{t('reviews.title')}</h1>
      <p>{t('reviews.intro')}</p>
      <nav className="actions review-filter" aria-label={t('reviews.statusFilter')}>
        {REVIEW_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            className="button"
            aria-pressed={search.status === status}
            onClick={() => {
              setDone(null)
              void navigate({ search: { status } })
            }}
          >
            {t(`reviews.statuses.${status}`)}
          </button>
        ))}
      </nav>
      {done ? (
        <p role="status" className="notice notice--success">
          {done}
        </p>
      ) : null}
      <p role="status" className="result-count">
        {t('reviews.count', { n: reviews['hydra:totalItems'] })}
      </p>
      {reviews['hydra:member'].length === 0 ? <p>{t('reviews.empty')}</p> : null}
      {reviews['hydra:member'].map((review) => (
        <ReviewCard key={review.id} review={review} onDone={acted} onClose={() => router.invalidate()} />
      ))}
      <Paging list="/recenze" search={search} total={reviews['hydra:totalItems']} pageSize={REVIEWS_PAGE_SIZE} />
    </section>
  )
}

type Action = 'accept' | 'reject' | 'reply'

/** The variant's name after the product's, unless the product's name says it already ("… 0,7 l (0,7 l)"). */
function productTitle(review: AdminReview): string {
  const { name } = review.product
  return review.variantName && !name.includes(review.variantName) ? `${name} (${review.variantName})` : name
}

function ReviewCard({
  review,
  onDone,
  onClose,
}: {
  review: AdminReview
  onDone: (message: string) => Promise<void>
  onClose: () => Promise<void>
}) {
  const id = useId()
  const [action, setAction] = useState<Action | null>(null)
  const [text, setText] = useState('')
  async function act() {
    if (action === 'reject')
      await adminSend(adminReview, 'PATCH', `/product-reviews/${review.id}/reject`, { json: { reason: text } })
    else if (action === 'reply')
      await adminSend(adminReview, 'PATCH', `/product-reviews/${review.id}/reply`, { json: { text } })
    else await adminSend(adminReview, 'PATCH', `/product-reviews/${review.id}/accept`)
    await onDone(t(`reviews.done.${action ?? 'accept'}`, { product: productTitle(review) }))
  }
  const open = (next: Action) => {
    setText(next === 'reply' ? (review.reply ?? '') : '')
    setAction(next)
  }
  return (
    <article className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {productTitle(review)}: {t('reviews.stars', { n: review.rating })}
      </h2>
      <dl className="facts">
        <dt>{t('reviews.order')}</dt>
        <dd>
          <Link to="/objednavky/$token" params={{ token: review.order.tokenValue }}>
            {review.order.number ?? review.order.tokenValue}
          </Link>
        </dd>
        <dt>{t('reviews.author')}</dt>
        <dd>
          {review.author}
          {review.email ? ` (${review.email})` : ''}
        </dd>
        <dt>{t('reviews.written')}</dt>
        <dd>{formatDateTime(review.createdAt)}</dd>
        <dt>{t('reviews.status')}</dt>
        <dd>
          {t(`reviews.statuses.${review.status}`)}
          {review.moderatedBy ? ` – ${review.moderatedBy}, ${formatDateTime(review.moderatedAt)}` : ''}
        </dd>
        {review.rejectReason ? (
          <>
            <dt>{t('reviews.rejectReason')}</dt>
            <dd>{review.rejectReason}</dd>
          </>
        ) : null}
      </dl>
      {/* the customer's words, set apart from the facts and the shop's reply; shown as text, whatever they contain */}
      <blockquote className="review-words">
        {review.title ? <p className="review-text review-text--title">{review.title}</p> : null}
        <p className="review-text">{review.comment}</p>
        {review.pros ? <p className="review-text">{t('reviews.pros', { text: review.pros })}</p> : null}
        {review.cons ? <p className="review-text">{t('reviews.cons', { text: review.cons })}</p> : null}
      </blockquote>
      {review.reply ? <p className="review-text">{t('reviews.reply', { text: review.reply })}</p> : null}
      <div className="actions">
        {review.status !== 'accepted' ? (
          <button type="button" className="button" onClick={() => open('accept')}>
            {t('reviews.accept')}
          </button>
        ) : null}
        {review.status !== 'rejected' ? (
          <button type="button" className="button button--danger" onClick={() => open('reject')}>
            {t('reviews.reject')}
          </button>
        ) : null}
        <button type="button" className="button" onClick={() => open('reply')}>
          {t('reviews.replyAction')}
        </button>
      </div>
      {action && (
        <ConfirmDialog
          title={t(`reviews.confirm.${action}`, { product: review.product.name })}
          confirmLabel={t(`reviews.${action === 'reply' ? 'replyAction' : action}`)}
          danger={action === 'reject'}
          onConfirm={act}
          onClose={() => {
            setAction(null)
            void onClose()
          }}
        >
          {action === 'reply' ? <p>{t('reviews.replyHint')}</p> : <p>{t('reviews.confirmMail')}</p>}
          {action !== 'accept' ? (
            <div className="field">
              <FieldLabel
                id={`${id}-text`}
                label={action === 'reject' ? t('reviews.rejectReason') : t('reviews.replyText')}
                required={action === 'reject'}
              />
              <textarea
                id={`${id}-text`}
                className="field__input"
                rows={3}
                maxLength={action === 'reject' ? 500 : 2000}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            </div>
          ) : null}
        </ConfirmDialog>
      )}
    </article>
  )
}
