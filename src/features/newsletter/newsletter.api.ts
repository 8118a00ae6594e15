import { NEWSLETTER_CONSENT_CODE } from '../../../contract/newsletter-consent'
import type { ApiClient } from '../../lib/api/client'

export type NewsletterRequest = { email: string; consent: boolean; source: 'homepage' | 'footer'; website: string }

/** `POST /gdpr/customer-consent`: 202 whatever the address's state (no one learns who subscribes); a mail confirms. */
export function subscribeToNewsletter(api: ApiClient, request: NewsletterRequest): Promise<unknown> {
  return api.post('/gdpr/customer-consent', {
    body: { ...request, email: request.email.trim(), consentCode: NEWSLETTER_CONSENT_CODE },
  })
}
