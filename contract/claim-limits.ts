/**
 * Limits of the complaint and return forms (docs/product.md#validation, docs/product.md#constants, decision 026), without schemas: the
 * browser imports these (the attachment picker, the counters) without pulling zod in, and both workers read the
 * body limit of `POST /claim-requests` from here.
 */
import { czechChecksum, isValidIban } from './iban'
export { TEXT_AREA_MAX } from './checkout-limits'

/** At most 5 attachments to a complaint (docs/product.md#constants). */
export const ATTACHMENTS_MAX = 5
/**
 * Each attachment at most 5 MB: a phone photo (JPEG, HEIC) or a scanned receipt fits; five of them keep the
 * request far below the 128 MB an isolate may use while the storefront's proxy and the API each hold it.
 */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024
/** The body of `POST /claim-requests`: five attachments and the form's fields with the multipart overhead. */
export const CLAIM_BODY_MAX_BYTES = ATTACHMENTS_MAX * ATTACHMENT_MAX_BYTES + 256 * 1024
/** What an attachment may be, sniffed from its bytes (never from the name or the browser's content type). */
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf'] as const
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number]
/** The `accept` of the file input (a hint to the picker only; the API sniffs the bytes). */
export const ATTACHMENT_ACCEPT =
  '.jpg,.jpeg,.png,.webp,.heic,.heif,.pdf,image/jpeg,image/png,image/webp,image/heic,image/heif,application/pdf'

/** Why a complaint is made; the form shows them as a select (`claims.form.reasons.{code}`). */
export const COMPLAINT_REASONS = ['damaged', 'defective', 'wrong', 'missing', 'other'] as const
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number]

export const CLAIM_TYPES = ['complaint', 'return'] as const
export type ClaimType = (typeof CLAIM_TYPES)[number]
/** A claim's state: new when filed, in progress once the shop works on it, resolved at the end. */
export const CLAIM_STATES = ['new', 'in_progress', 'resolved'] as const
export type ClaimState = (typeof CLAIM_STATES)[number]

/** Order numbers are digits only (docs/product.md#validation); the shop's are 9 digits, older systems' shorter. */
export const ORDER_NUMBER_PATTERN = /^\d{1,20}$/

/**
 * A Czech bank account `prefix-number/bank` (prefix up to 6 digits, number 2 to 10, bank code 4) with the
 * checksum of the Czech National Bank's decree 169/2011 (weights 6,3,7,9,10,5,8,4,2,1, sum divisible by 11), or
 * an IBAN (ISO 13616: 15 to 34 characters, mod 97 = 1). Spaces are ignored; letters may be lower case.
 */
export function isValidBankAccount(value: string): boolean {
  const compact = value.replace(/\s+/g, '').toUpperCase()
  const czech = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/.exec(compact)
  if (czech) return czechChecksum(czech[1] ?? '') && czechChecksum(czech[2]!) && Number(czech[2]) > 0
  return isValidIban(compact)
}
