import { Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { contactInput } from '../../../contract/contact'
import { CheckboxField, FormMessage, TextField } from '../../components/ui/FormField'
import { Honeypot, SubmitButton, TextAreaField } from '../../components/ui/PublicForm'
import { useForm } from '../../lib/forms'
import { useServices, useT } from '../../lib/services'
import { type ContactValues, sendContactMessage } from './contact.api'
import './texts'

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'message', 'consent'] as const
const EMPTY: ContactValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  message: '',
  consent: false,
  website: '',
}

/**
 * The contact form of /kontakt (docs/product.md#pages, docs/product.md#validation, decision 026): name, e-mail, an optional phone, the
 * message (required, at most 1000 characters), the consent and a honeypot. The rules are the contract's schema,
 * the one the API validates with; zod rides in this content route's chunk only (decisions 009, 021).
 */
export function ContactForm() {
  const t = useT()
  const { api } = useServices()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm({
    initial: EMPTY,
    schema: contactInput,
    fields: FIELDS,
    failedMessage: t('contact.failed'),
    async send(values) {
      setSentTo(null)
      await sendContactMessage(api, values)
      setSentTo(values.email.trim())
      form.reset(EMPTY)
    },
  })
  return (
    <section className="form-panel contact-form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('contact.title')}</h2>
      <p>{t('contact.intro')}</p>
      <form {...form.formProps}>
        <div className="form-panel__row">
          <TextField
            id="contact-firstName"
            autoComplete="given-name"
            label={t('contact.firstName')}
            required
            {...form.field('firstName')}
          />
          <TextField
            id="contact-lastName"
            autoComplete="family-name"
            label={t('contact.lastName')}
            required
            {...form.field('lastName')}
          />
        </div>
        <div className="form-panel__row">
          <TextField
            id="contact-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            label={t('contact.email')}
            required
            {...form.field('email')}
          />
          <TextField
            id="contact-phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            label={t('contact.phone')}
            hint={t('contact.phoneHint')}
            {...form.field('phone')}
          />
        </div>
        <TextAreaField id="contact-message" label={t('contact.message')} required {...form.field('message')} />
        <Honeypot id="contact-website" value={form.values.website} onValue={(website) => form.change({ website })} />
        <ConsentField id="contact-consent" {...form.checkbox('consent')} />
        {form.message ? <FormMessage kind="error">{form.message}</FormMessage> : null}
        {sentTo !== null && !form.message ? (
          <FormMessage kind="success">{t('contact.sent', { email: sentTo })}</FormMessage>
        ) : null}
        <SubmitButton busy={form.busy} label={t('contact.submit')} busyLabel={t('contact.submitting')} />
      </form>
    </section>
  )
}

/** The consent checkbox with the link to the consent page (docs/product.md#validation: required). */
function ConsentField(props: {
  id: string
  name: string
  checked: boolean
  error?: string | null
  onChecked: (checked: boolean) => void
}) {
  const t = useT()
  const label: ReactNode = (
    <>
      {t('contact.consent.text')}{' '}
      <Link to="/$slug" params={{ slug: 'souhlas-se-zpracovanim-osobnich-udaju' }}>
        {t('contact.consent.link')}
      </Link>
    </>
  )
  return <CheckboxField {...props} label={label} />
}
