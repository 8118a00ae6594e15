import { useState } from 'react'
import { contactRequestInput } from '../../../contract/claims'
import { FormMessage, TextField } from '../../components/ui/FormField'
import { useForm } from '../../lib/forms'
import { useServices, useT } from '../../lib/services'
import { ConsentField, Honeypot, SubmitButton, TextAreaField } from './fields'
import { type ContactValues, sendContactRequest } from './claims.api'
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
    schema: contactRequestInput,
    fields: FIELDS,
    failedMessage: t('claims.contact.failed'),
    async send(values) {
      setSentTo(null)
      await sendContactRequest(api, values)
      setSentTo(values.email.trim())
      form.reset(EMPTY)
    },
  })
  return (
    <section className="request-form contact-form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('claims.contact.title')}</h2>
      <p>{t('claims.contact.intro')}</p>
      <form {...form.formProps}>
        <div className="request-form__row">
          <TextField
            id="contact-firstName"
            autoComplete="given-name"
            label={t('claims.contact.firstName')}
            required
            {...form.field('firstName')}
          />
          <TextField
            id="contact-lastName"
            autoComplete="family-name"
            label={t('claims.contact.lastName')}
            required
            {...form.field('lastName')}
          />
        </div>
        <div className="request-form__row">
          <TextField
            id="contact-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            label={t('claims.contact.email')}
            required
            {...form.field('email')}
          />
          <TextField
            id="contact-phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            label={t('claims.contact.phone')}
            hint={t('claims.contact.phoneHint')}
            {...form.field('phone')}
          />
        </div>
        <TextAreaField id="contact-message" label={t('claims.contact.message')} required {...form.field('message')} />
        <Honeypot id="contact-website" value={form.values.website} onValue={(website) => form.change({ website })} />
        <ConsentField id="contact-consent" {...form.checkbox('consent')} />
        {form.message ? <FormMessage kind="error">{form.message}</FormMessage> : null}
        {sentTo !== null && !form.message ? (
          <FormMessage kind="success">{t('claims.contact.sent', { email: sentTo })}</FormMessage>
        ) : null}
        <SubmitButton busy={form.busy} label={t('claims.contact.submit')} busyLabel={t('claims.contact.submitting')} />
      </form>
    </section>
  )
}
