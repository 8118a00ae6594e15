import * as z from 'zod/mini'
import { email } from './checkout'
import { NEWSLETTER_CONSENT_CODE, NEWSLETTER_FORM_SOURCES } from './newsletter-consent'

export {
  CONSENT_SOURCES,
  type ConsentSource,
  NEWSLETTER_CONSENT,
  NEWSLETTER_CONSENT_CODE,
  NEWSLETTER_FORM_SOURCES,
} from './newsletter-consent'

/**
 * The Drinksletter (docs/product.md#who-it-is-for, docs/product.md#data, docs/product.md#calls; decision 024): `POST /gdpr/customer-consent` (anyone, double opt-in),
 * `PATCH /gdpr/customer-consent/{token}` (the confirmation link), `POST /gdpr/subscribe-shop-user` and
 * `POST /gdpr/unsubscribe-shop-user` (the logged-in customer), `GET|POST /gdpr/unsubscribe/{token}` (the link of
 * every newsletter mail, no login). One consent code, `homepage_nl`; each consent given or withdrawn is kept with
 * the version of the text the person saw.
 */
const accepted = z.literal(true, { error: 'consentRequired' })

/**
 * A subscription request. `website` is the honeypot: a field people never see and bots fill in; a request with
 * it is answered like any other and stores nothing.
 */
export const newsletterSubscribeInput = z.object({
  email,
  consentCode: z.literal(NEWSLETTER_CONSENT_CODE),
  consent: accepted,
  source: z.optional(z.enum(NEWSLETTER_FORM_SOURCES)),
  website: z.optional(z.string().check(z.maxLength(200))),
})
export type NewsletterSubscribeInput = z.output<typeof newsletterSubscribeInput>
