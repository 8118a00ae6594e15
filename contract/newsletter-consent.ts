/**
 * The Drinksletter's consent (decision 024) without any schema: the storefront's footer form imports these, and
 * must not pull zod into every page (decision 009). The schemas are in newsletter.ts.
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
export const CONSENT_SOURCES = [
  'homepage',
  'footer',
  'registration',
  'account',
  'confirmation_link',
  'unsubscribe_link',
  'list_unsubscribe',
] as const
export type ConsentSource = (typeof CONSENT_SOURCES)[number]

/** Where the public form sits; what the API records as the source of the request. */
export const NEWSLETTER_FORM_SOURCES = ['homepage', 'footer'] as const
