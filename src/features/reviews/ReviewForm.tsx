import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { reviewInput, type ReviewInvitation } from '../../../contract/reviews'
import { FieldMessage, FormMessage, TextField } from '../../components/ui/FormField'
import { SubmitButton, TextAreaField } from '../../components/ui/PublicForm'
import { isApiError } from '../../lib/api/errors'
import { useForm } from '../../lib/forms'
import { useServices, useT } from '../../lib/services'
import { submitReview } from './reviews.api'
import './texts'

const FIELDS = ['rating', 'title', 'comment', 'pros', 'cons', 'author'] as const
type Values = {
  token: string
  rating: number
  title: string
  comment: string
  pros: string
  cons: string
  author: string
}

/**
 * The review form behind the invitation's signed link (decision 061): stars, an optional title, the text, optional
 * pros and cons, and the name to show. No login: the link is the permission. Checked with the contract's schema,
 * the one the API validates with; a link the API refuses (expired, used) is said as the form's message.
 */
export function ReviewForm({ token, invitation }: { token: string; invitation: ReviewInvitation }) {
  const t = useT()
  const { api } = useServices()
  const [sent, setSent] = useState(false)
  const form = useForm({
    initial: {
      token,
      rating: 0,
      title: '',
      comment: '',
      pros: '',
      cons: '',
      author: invitation.firstName ?? '',
    } as Values,
    schema: reviewInput,
    fields: FIELDS,
    failedMessage: t('reviews.form.failed'),
    async send(values, say) {
      try {
        await submitReview(api, values)
        setSent(true)
      } catch (error) {
        const link = isApiError(error, 422) ? error.violations.find((v) => v.propertyPath === 'token') : undefined
        if (!link) throw error
        say(link.message)
      }
    },
  })
  if (sent) {
    return (
      <section className="form-panel review-form" aria-labelledby="review-form-title">
        <h1 id="review-form-title">{t('reviews.form.title')}</h1>
        <FormMessage kind="success">{t('reviews.form.thanks')}</FormMessage>
        {invitation.productSlug ? (
          <p>
            <Link to="/produkt/$slug" params={{ slug: invitation.productSlug }}>
              {t('reviews.form.toProduct')}
            </Link>
          </p>
        ) : null}
      </section>
    )
  }
  const ratingError = form.errors.rating
  return (
    <section className="form-panel review-form" aria-labelledby="review-form-title">
      <h1 id="review-form-title">{t('reviews.form.title')}</h1>
      <p>{t('reviews.form.intro', { name: invitation.productName })}</p>
      <form {...form.formProps} className="review-form">
        <fieldset aria-describedby={ratingError ? 'review-rating-error' : undefined}>
          <legend>{t('reviews.form.rating')} *</legend>
          <div className="review-form__stars">
            {[5, 4, 3, 2, 1].map((stars) => (
              <label key={stars}>
                <input
                  type="radio"
                  name="rating"
                  value={stars}
                  checked={form.values.rating === stars}
                  onChange={() => form.change({ rating: stars }, ['rating'])}
                />
                <span aria-hidden="true">{'★'.repeat(stars)}</span>
                <span className="visually-hidden">{t('reviews.form.star', { count: stars })}</span>
              </label>
            ))}
          </div>
          <FieldMessage id="review-rating" error={ratingError} />
        </fieldset>
        <TextField id="review-title" label={t('reviews.form.headline')} {...form.field('title')} />
        <TextAreaField id="review-comment" label={t('reviews.form.comment')} required {...form.field('comment')} />
        <TextField id="review-pros" label={t('reviews.form.pros')} {...form.field('pros')} />
        <TextField id="review-cons" label={t('reviews.form.cons')} {...form.field('cons')} />
        <TextField
          id="review-author"
          autoComplete="given-name"
          label={t('reviews.form.author')}
          required
          {...form.field('author')}
        />
        {form.message ? <FormMessage kind="error">{form.message}</FormMessage> : null}
        <SubmitButton busy={form.busy} label={t('reviews.form.submit')} busyLabel={t('reviews.form.sending')} />
      </form>
    </section>
  )
}
