import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { NEWSLETTER_CONSENT } from '../../../contract/newsletter-consent'
import { CheckboxField, FormMessage, TextField } from '../../components/ui/FormField'
import { useForm } from '../../lib/forms'
import { useServices, useT } from '../../lib/services'
import { subscribeToNewsletter } from './newsletter.api'
import { type NewsletterValues, newsletterRules } from './newsletter-rules'

const FIELDS = ['email', 'consent'] as const
const EMPTY: NewsletterValues = { email: '', consent: false, website: '' }

/**
 * The Drinksletter's subscription (spec section 1, consent code homepage_nl): an address and the consent, whose
 * exact words the API records by version. Double opt-in: the form ends with "check your mailbox", the same for
 * any address. `website` is a honeypot, off-screen and out of the tab order; people leave it empty.
 */
export function NewsletterForm({ source, headingLevel = 2 }: { source: 'homepage' | 'footer'; headingLevel?: 2 | 3 }) {
  const t = useT()
  const { api } = useServices()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm({
    initial: EMPTY,
    rules: newsletterRules,
    fields: FIELDS,
    failedMessage: t('newsletter.failed'),
    async send(values) {
      await subscribeToNewsletter(api, { ...values, source })
      setSentTo(values.email.trim())
      form.reset(EMPTY)
    },
  })
  const id = `newsletter-${source}`
  const Heading = `h${headingLevel}` as const
  return (
    <section className={`newsletter newsletter--${source}`} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="newsletter__title">
        {t('newsletter.title')}
      </Heading>
      <p className="newsletter__intro">{t('newsletter.intro')}</p>
      <form className="newsletter__form" {...form.formProps}>
        <TextField id={`${id}-email`} type="email" autoComplete="email" inputMode="email" label={t('newsletter.email')} required {...form.field('email')} />
        <div className="newsletter__trap" aria-hidden="true">
          <label htmlFor={`${id}-website`}>{t('newsletter.trap')}</label>
          <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" value={form.values.website} onChange={(event) => form.change({ website: event.target.value })} />
        </div>
        <CheckboxField
          id={`${id}-consent`}
          label={
            <>
              {NEWSLETTER_CONSENT.text}{' '}
              <Link to="/$slug" params={{ slug: 'souhlas-se-zpracovanim-osobnich-udaju' }}>
                {t('newsletter.consentLink')}
              </Link>
            </>
          }
          {...form.checkbox('consent')}
        />
        {form.message ? <FormMessage kind="error">{form.message}</FormMessage> : null}
        {sentTo !== null && !form.message ? <FormMessage kind="success">{t('newsletter.sent', { email: sentTo })}</FormMessage> : null}
        <button type="submit" className="button button--primary newsletter__submit" disabled={form.busy}>
          {form.busy ? t('newsletter.submitting') : t('newsletter.submit')}
        </button>
      </form>
    </section>
  )
}
