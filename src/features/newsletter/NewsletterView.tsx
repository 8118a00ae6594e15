import { Link } from '@tanstack/react-router'
import type { FocusEvent, FormEvent, Ref } from 'react'
import { NEWSLETTER_CONSENT } from '../../../contract/newsletter-consent'
import { CheckboxField, FormMessage, TextField } from '../../components/ui/FormField'
import { useT } from '../../lib/services'

export type NewsletterProps = { source: 'homepage' | 'footer'; headingLevel?: 2 | 3 }

export type NewsletterValues = { email: string; consent: boolean; website: string }

export const EMPTY_NEWSLETTER: NewsletterValues = { email: '', consent: false, website: '' }

type Bound<Value> = { name: string; error?: string | null } & Value

type ViewProps = NewsletterProps & {
  formProps: { ref: Ref<HTMLFormElement>; noValidate: boolean; onSubmit: (event: FormEvent<HTMLFormElement>) => void }
  email: Bound<{ value: string; onValue: (value: string) => void; onBlur?: () => void }>
  consent: Bound<{ checked: boolean; onChecked: (checked: boolean) => void }>
  website: { value: string; onValue: (value: string) => void }
  message?: string | null
  sentTo?: string | null
  busy?: boolean
  /** The plain form's watch on the visitor (NewsletterForm): the pointer over the section, the focus in it. */
  presence?: {
    onPointerEnter: () => void
    onPointerLeave: () => void
    onFocus: () => void
    onBlur: (event: FocusEvent<HTMLElement>) => void
  }
}

/**
 * The Drinksletter's section and form as the visitor sees it: one markup for the server's HTML, the hydrated form
 * and the form once its toolkit has loaded (NewsletterForm). `website` is a honeypot, off-screen and out of the tab
 * order; people leave it empty.
 */
export function NewsletterView({
  source,
  headingLevel = 2,
  formProps,
  email,
  consent,
  website,
  message,
  sentTo,
  busy,
  presence,
}: ViewProps) {
  const t = useT()
  const id = `newsletter-${source}`
  const Heading = `h${headingLevel}` as const
  return (
    <section className={`newsletter newsletter--${source}`} aria-labelledby={`${id}-title`} {...presence}>
      <Heading id={`${id}-title`} className="newsletter__title">
        {t('newsletter.title')}
      </Heading>
      <p className="newsletter__intro">{t('newsletter.intro')}</p>
      <form className="newsletter__form" {...formProps}>
        <TextField
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          label={t('newsletter.email')}
          required
          {...email}
        />
        <div className="newsletter__trap" aria-hidden="true">
          <label htmlFor={`${id}-website`}>{t('newsletter.trap')}</label>
          <input
            id={`${id}-website`}
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={website.value}
            onChange={(event) => website.onValue(event.target.value)}
          />
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
          {...consent}
        />
        {message ? <FormMessage kind="error">{message}</FormMessage> : null}
        {sentTo && !message ? (
          <FormMessage kind="success">{t('newsletter.sent', { email: sentTo })}</FormMessage>
        ) : null}
        <button type="submit" className="button button--primary newsletter__submit" disabled={busy}>
          {busy ? t('newsletter.submitting') : t('newsletter.submit')}
        </button>
      </form>
    </section>
  )
}
