import type { ApiClient } from '../../lib/api/client'

/** The call of the contact form (decision 026). Never cached. */

export type ContactValues = {
  firstName: string
  lastName: string
  email: string
  phone: string
  message: string
  consent: boolean
  website: string
}

/** `POST /contact-requests`: 202; a receipt goes to the sender, a notification to the shop. */
export async function sendContactMessage(api: ApiClient, values: ContactValues): Promise<void> {
  await api.post('/contact-requests', { body: { ...values, email: values.email.trim() } })
}
