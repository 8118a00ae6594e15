import type { Claim, ReturnableItem } from '../../../contract/claims'
import { API_BASE } from '../../../contract/channel'
import type { ApiClient } from '../../lib/api/client'
import { ApiError, NO_RESPONSE } from '../../lib/api/errors'

/** The calls of the complaint and return forms and of the account's claims (decision 026). Never cached. */

export type FiledClaim = { id: number; number: string }

/**
 * `POST /claim-requests` as multipart/form-data (the attachments ride along), from the browser only: the shop's
 * API client speaks JSON, and teaching it multipart would put the upload's code on every page (decision 021).
 * Failures are the client's `ApiError`, so the form maps a 422's violations as usual. A honeypot answer (202) has
 * no number.
 */
export async function fileClaim(
  fields: Record<string, string | string[]>,
  attachments: readonly File[],
): Promise<FiledClaim | null> {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) form.append(name, one)
  for (const file of attachments) form.append('attachments', file, file.name)
  const url = `${API_BASE}/claim-requests`
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/ld+json', 'accept-language': 'cs-CZ, cs;q=0.9' },
    })
  } catch (cause) {
    throw new ApiError('POST', url, NO_RESPONSE, null, cause)
  }
  const text = await response.text()
  let data: unknown = null
  try {
    data = text ? JSON.parse(text) : null
  } catch {
    data = text
  }
  if (!response.ok) throw new ApiError('POST', url, response.status, data)
  const answer = data as Partial<FiledClaim> | null
  return answer && typeof answer.number === 'string' ? { id: answer.id ?? 0, number: answer.number } : null
}

/** `POST /claim-requests/returnable-items`: the lines of the order a return may send back. */
export async function listReturnableItems(
  api: ApiClient,
  orderNumber: string,
  email: string,
): Promise<ReturnableItem[]> {
  const answer = (await api.post('/claim-requests/returnable-items', {
    body: { orderNumber: orderNumber.trim(), email: email.trim() },
  })) as {
    'hydra:member': ReturnableItem[]
  }
  return answer['hydra:member']
}

/** `GET /claim-requests`: the logged-in customer's claims, newest first. */
export async function listClaims(api: ApiClient): Promise<Claim[]> {
  return (await api.get('/claim-requests', { schema: 'claimList', cache: false }))['hydra:member']
}

/** `POST /messages`: a follow-up on one's own claim. */
export async function sendClaimMessage(api: ApiClient, claimIri: string, message: string): Promise<void> {
  await api.post('/messages', { body: { claimRequest: claimIri, message } })
}
