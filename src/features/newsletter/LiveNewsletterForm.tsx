import { useLayoutEffect, useState } from 'react'
import { useForm } from '../../lib/forms'
import { useServices, useT } from '../../lib/services'
import { subscribeToNewsletter } from './newsletter.api'
import { newsletterRules } from './newsletter-rules'
import { EMPTY_NEWSLETTER, type NewsletterProps, type NewsletterValues, NewsletterView } from './NewsletterView'

const FIELDS = ['email', 'consent'] as const

/**
 * Where the visitor was at the hand-over: the focused control (by its place in the form), the fields already left
 * (their rules apply, as on blur), a submit to send.
 */
export type Resume = { focusIndex: number; touched: 'email'[]; submit: boolean }

export type LiveNewsletterProps = NewsletterProps & { initial: NewsletterValues; resume: Resume }

/**
 * The subscription with the form toolkit (docs/product.md#who-it-is-for, consent code homepage_nl): an address and the consent,
 * whose exact words the API records by version. Double opt-in: the form ends with "check your mailbox", the same
 * for any address. Loaded by NewsletterForm when the visitor comes near the form; it takes over from the plain form
 * with what was typed, the focus where it was, and a submit that came before it.
 */
export function LiveNewsletterForm({ initial, resume, ...props }: LiveNewsletterProps) {
  const t = useT()
  const { api } = useServices()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm({
    initial,
    rules: newsletterRules,
    fields: FIELDS,
    failedMessage: t('newsletter.failed'),
    async send(values) {
      await subscribeToNewsletter(api, { ...values, source: props.source })
      setSentTo(values.email.trim())
      form.reset(EMPTY_NEWSLETTER)
    },
  })
  const formElement = form.formProps.ref
  useLayoutEffect(() => {
    const element = formElement.current
    if (!element) return
    const focused = element.elements[resume.focusIndex]
    if (focused instanceof HTMLElement) focused.focus()
    if (resume.touched.length > 0) form.touch(...resume.touched)
    if (resume.submit) element.requestSubmit()
    // once, on the hand-over
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <NewsletterView
      {...props}
      formProps={form.formProps}
      email={form.field('email')}
      consent={form.checkbox('consent')}
      website={{ value: form.values.website, onValue: (website) => form.change({ website }) }}
      message={form.message}
      sentTo={sentTo}
      busy={form.busy}
    />
  )
}
