import type { FieldErrors } from '../../lib/forms'

export type NewsletterValues = { email: string; consent: boolean; website: string }
export type NewsletterField = 'email' | 'consent'

/** Something@something.tld without spaces: what a typo breaks; the API's check (contract `email`) is the judge. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The subscription form's rules as a plain function: the form is in every page's footer, where no zod is loaded
 * (decision 009). The same messages as the contract's schema (`newsletterSubscribeInput`).
 */
export function newsletterRules(values: NewsletterValues, t: (key: string) => string): FieldErrors<NewsletterField> {
  const errors: FieldErrors<NewsletterField> = {}
  const email = values.email.trim()
  if (email === '') errors.email = t('validation.required')
  else if (email.length > 254 || !EMAIL.test(email)) errors.email = t('validation.email')
  if (!values.consent) errors.consent = t('validation.consentRequired')
  return errors
}
