import * as z from 'zod/mini'
import { TEXT_AREA_MAX } from './checkout-limits'

/**
 * The text fields the public forms share (the contact form, contract/contact.ts; complaints and returns,
 * contract/claims.ts). `website` is the honeypot of every public form: people never see it, bots fill it in, and
 * a request with it is answered as usual and stores nothing.
 */
export const trimmed = z.pipe(
  z.string(),
  z.transform((value: string) => value.trim()),
)
export const honeypot = z.optional(z.string().check(z.maxLength(200)))
/** A text area (docs/product.md#validation: at most 1000 characters), required with its own message. */
export const message = z.pipe(
  z.pipe(
    z.string({ error: 'messageRequired' }),
    z.transform((value: string) => value.trim()),
  ),
  z.string().check(z.minLength(1, { error: 'messageRequired' }), z.maxLength(TEXT_AREA_MAX)),
)
export const optionalText = z.optional(z.pipe(trimmed, z.string().check(z.maxLength(TEXT_AREA_MAX))))
