import type { ClaimRequest, ReturnableItem } from '../../../contract/requests'
import type { ApiClient } from '../../lib/api/client'

/** The calls of the contact, complaint and return forms (decision 026). Never cached. */

export type ContactValues = { firstName: string; lastName: string; email: string; phone: string; message: string; consent: boolean; website: string }

/** `POST /contact-requests`: 202; a receipt goes to the sender, a notification to the shop. */
export async function sendContactRequest(api: ApiClient, values: ContactValues): Promise<void> {
  await api.post('/contact-requests', { body: { ...values, email: values.email.trim() } })
}

export type FiledClaim = { id: number; number: string }

/** `POST /claim-requests` as multipart/form-data (the attachments ride along); a honeypot answer has no number. */
export async function fileClaim(api: ApiClient, fields: Record<string, string | string[]>, attachments: readonly File[]): Promise<FiledClaim | null> {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) form.append(name, one)
  for (const file of attachments) form.append('attachments', file, file.name)
  const answer = (await api.post('/claim-requests', { body: form })) as Partial<FiledClaim> | null
  return answer && typeof answer.number === 'string' ? { id: answer.id ?? 0, number: answer.number } : null
}

/** `POST /claim-requests/returnable-items`: the lines of the order a return may send back. */
export async function listReturnableItems(api: ApiClient, orderNumber: string, email: string): Promise<ReturnableItem[]> {
  const answer = (await api.post('/claim-requests/returnable-items', { body: { orderNumber: orderNumber.trim(), email: email.trim() } })) as {
    'hydra:member': ReturnableItem[]
  }
  return answer['hydra:member']
}

/** `GET /claim-requests`: the logged-in customer's claims, newest first. */
export async function listClaims(api: ApiClient): Promise<ClaimRequest[]> {
  return (await api.get('/claim-requests', { schema: 'claimRequestList', cache: false }))['hydra:member']
}

/** `POST /messages`: a follow-up on one's own claim. */
export async function sendClaimMessage(api: ApiClient, claimIri: string, message: string): Promise<void> {
  await api.post('/messages', { body: { claimRequest: claimIri, message } })
}
