import * as z from 'zod/mini'
import { addressInput, email, FULL_NAME_MAX, normalizePhone, PHONE_PATTERN } from './checkout'
import { honeypot, message } from './form-text'

/**
 * The contact form of /kontakt (docs/product.md#pages, docs/product.md#validation, decision 026):
 * `POST /contact-requests` → 202 (a confirmation to the sender, a notification to the shop). The URL keeps
 * Sylius's `contact-requests`; the code calls it contact. The storefront's form validates with the same schema.
 */

/** A name as in the checkout (letters, 2 to 16; docs/product.md#validation). */
const name = addressInput.shape.firstName
const optionalPhone = z.optional(
  z.pipe(
    z.pipe(z.string(), z.transform(normalizePhone)),
    z.string().check(z.refine((value) => value === '' || PHONE_PATTERN.test(value), { error: 'phoneFormat' })),
  ),
)
const accepted = z.literal(true, { error: 'consentRequired' })

export const contactInput = z
  .object({
    firstName: name,
    lastName: name,
    email,
    phone: optionalPhone,
    message,
    consent: accepted,
    website: honeypot,
  })
  .check(
    z.refine((c) => `${c.firstName} ${c.lastName}`.length <= FULL_NAME_MAX, {
      error: 'fullNameTooLong',
      path: ['lastName'],
    }),
  )
export type ContactInput = z.input<typeof contactInput>

/**
 * The consent of the contact form, worded as the form shows it; a message keeps the version it was given to (a
 * new wording gets a new version).
 */
export const CONTACT_CONSENT = {
  version: '2026-11-23',
  text: 'Souhlasím se zpracováním svých osobních údajů za účelem vyřízení mého požadavku.',
} as const
