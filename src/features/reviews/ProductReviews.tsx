import { Await, Link } from '@tanstack/react-router'
import { Suspense, useState } from 'react'
import type { Product } from '../../../contract/catalogue'
import { formatDate, pragueDay } from '../../../contract/prague-time'
import type { ProductReview, ProductReviewList, ReviewOrderName } from '../../../contract/reviews'
import { REVIEWS_PER_PAGE } from '../../../contract/review-limits'
import { SectionBoundary } from '../../components/ui/SectionBoundary'
import { formatRating, Stars } from '../../components/ui/Stars'
import { useServices, useT } from '../../lib/services'
import { HelpfulButton } from './HelpfulButton'
import { listProductReviews } from './reviews.api'
import './texts'

/** The content page on how reviews are verified (content/pages/jak-overujeme-hodnoceni.md, EU Omnibus rule). */
export const VERIFICATION_PAGE = 'jak-overujeme-hodnoceni'

/**
 * The product page's reviews (decision 061): the average and count from the product itself, then the accepted
 * reviews, streamed after the main content (their first page is a separate call that never holds the page up);
 * more pages and the other order are read in the browser.
 */
export function ProductReviews({ product, reviews }: { product: Product; reviews: Promise<ProductReviewList | null> }) {
  const t = useT()
  const count = product.reviewCount ?? 0
  const average = product.averageRating ?? 0
  return (
    <section className="product-reviews" aria-labelledby="product-reviews-title">
      <h2 id="product-reviews-title">{t('reviews.title')}</h2>
      {count > 0 ? (
        <p className="product-reviews__summary">
          <Stars rating={average} size="large" label={t('reviews.ratingOf', { rating: formatRating(average) })} />
          <strong>{t('reviews.summary', { rating: formatRating(average) })}</strong>
          <span>{t('reviews.count', { count })}</span>
        </p>
      ) : (
        <p>{t('reviews.none')}</p>
      )}
      <p className="product-reviews__verified">
        <Link to="/$slug" params={{ slug: VERIFICATION_PAGE }}>
          {t('reviews.howVerified')}
        </Link>
      </p>
      {count > 0 ? (
        <SectionBoundary fallback={<p className="section-failed">{t('reviews.loadFailed')}</p>}>
          <Suspense fallback={<div className="skeleton skeleton--table" aria-hidden="true" />}>
            <Await promise={reviews}>
              {(first) => (first ? <ReviewList productCode={product.code} first={first} /> : null)}
            </Await>
          </Suspense>
        </SectionBoundary>
      ) : null}
    </section>
  )
}

export function ReviewList({ productCode, first }: { productCode: string; first: ProductReviewList }) {
  const t = useT()
  const { api } = useServices()
  const [order, setOrder] = useState<ReviewOrderName>('newest')
  const [shown, setShown] = useState(first['hydra:member'])
  const [total, setTotal] = useState(first['hydra:totalItems'])
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle')

  async function load(nextOrder: ReviewOrderName, page: number) {
    setState('loading')
    try {
      const list = await listProductReviews(api, productCode, page, nextOrder)
      setShown((before) => (page === 1 ? list['hydra:member'] : [...before, ...list['hydra:member']]))
      setTotal(list['hydra:totalItems'])
      setState('idle')
    } catch {
      setState('failed')
    }
  }

  return (
    <>
      <label className="product-reviews__order">
        {t('reviews.order')}{' '}
        <select
          value={order}
          onChange={(event) => {
            const next = event.target.value === 'helpful' ? 'helpful' : 'newest'
            setOrder(next)
            void load(next, 1)
          }}
        >
          <option value="newest">{t('reviews.orderNewest')}</option>
          <option value="helpful">{t('reviews.orderHelpful')}</option>
        </select>
      </label>
      <ol className="product-reviews__list" aria-busy={state === 'loading'}>
        {shown.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ol>
      {state === 'failed' ? <p role="alert">{t('reviews.loadFailed')}</p> : null}
      {shown.length < total ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={state === 'loading'}
          onClick={() => void load(order, Math.floor(shown.length / REVIEWS_PER_PAGE) + 1)}
        >
          {t('reviews.more')}
        </button>
      ) : null}
    </>
  )
}

/** One review; every text is the customer's plain words, rendered as text (React escapes it), never as markup. */
function ReviewItem({ review }: { review: ProductReview }) {
  const t = useT()
  return (
    <li className="product-review">
      <p className="product-review__head">
        <Stars rating={review.rating} label={t('reviews.ratingOf', { rating: review.rating })} />
        {review.title ? <strong className="product-review__title">{review.title}</strong> : null}
      </p>
      <p className="product-review__meta">
        <span className="product-review__author">{review.author.firstName}</span>
        {' · '}
        <time dateTime={pragueDay(review.createdAt) ?? undefined}>{formatDate(review.createdAt)}</time>
        {review.verifiedPurchase ? <span className="product-review__verified"> · {t('reviews.verified')}</span> : null}
      </p>
      <p className="product-review__comment">{review.comment}</p>
      {review.pros ? (
        <p className="product-review__pros">
          <strong>{t('reviews.pros')}:</strong> {review.pros}
        </p>
      ) : null}
      {review.cons ? (
        <p className="product-review__cons">
          <strong>{t('reviews.cons')}:</strong> {review.cons}
        </p>
      ) : null}
      {review.reply ? (
        <blockquote className="product-review__reply">
          <strong>{t('reviews.reply')}:</strong> {review.reply.text}
        </blockquote>
      ) : null}
      <HelpfulButton review={review} />
    </li>
  )
}
