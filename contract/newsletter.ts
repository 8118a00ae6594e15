import * as z from 'zod/mini'
import { email } from './checkout'

/**
 * The Drinksletter (spec sections 1, 3, 7; decision 024): `POST /gdpr/customer-consent` (anyone, double opt-in),
 * `PATCH /gdpr/customer-consent/{token}` (the confirmation link), `POST /gdpr/subscribe-shop-user` and
 * `POST /gdpr/unsubscribe-shop-user` (the logged-in customer), `GET|POST /gdpr/unsubscribe/{token}` (the link of
 * every newsletter mail, no login). One consent code, `homepage_nl`; each consent given or withdrawn is kept with
 * the version of the text the person saw.
 */
export const NEWSLETTER_CONSENT_CODE = 'homepage_nl'

/**
 * The consent text as shown next to every subscription form, and its version: a new wording gets a new version,
 * so the proof of consent says which words were agreed to.
 */
export const NEWSLETTER_CONSENT = {
  version: '2026-11-23',
  text: 'Souhlasím se zasíláním Drinksletteru – novinek, receptů a nabídek Drinkárny – na svůj e-mail. Souhlas mohu kdykoli odvolat odkazem v každém e-mailu.',
} as const

/** Where a consent was given or withdrawn: kept with it as part of the proof. */
export const CONSENT_SOURCES = ['homepage', 'footer', 'registration', 'account', 'confirmation_link', 'unsubscribe_link', 'list_unsubscribe'] as const
export type ConsentSource = (typeof CONSENT_SOURCES)[number]

/** Where the public form sits; what the API records as the source of the request. */
export const NEWSLETTER_FORM_SOURCES = ['homepage', 'footer'] as const

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
