import type { Bindings } from '../env'
import { thirdPartyFetch } from '../http/in-process'
import { createPostmarkClient, MailDeliveryError, type MailProvider } from './postmark'

/** Postmark's API, where MAIL_PROVIDER "postmark" sends when MAIL_API_URL is empty. */
export const POSTMARK_API_URL = 'https://api.postmarkapp.com/'

/** The sandbox mailbox of this worker (api/sandbox/mailbox.ts), which speaks Postmark's API. */
export const SANDBOX_MAILBOX_URL = '/sandbox/mailbox/'

/**
 * The provider MAIL_PROVIDER names: "postmark" (MAIL_API_URL, token MAIL_API_TOKEN) or "sandbox" (the same
 * client, aimed at the sandbox mailbox in process). An unknown name fails every delivery, so the mails stay in
 * the outbox as failed with the reason, rather than vanishing.
 */
export function mailProviderOf(env: Bindings): MailProvider {
  const fetch = thirdPartyFetch(env)
  switch (env.MAIL_PROVIDER) {
    case 'postmark':
      return createPostmarkClient({ url: env.MAIL_API_URL || POSTMARK_API_URL, token: env.MAIL_API_TOKEN, fetch })
    case 'sandbox':
      return createPostmarkClient({ url: SANDBOX_MAILBOX_URL, token: env.MAIL_API_TOKEN, fetch })
    default:
      return {
        send: () =>
          Promise.reject(
            new MailDeliveryError(`MAIL_PROVIDER "${env.MAIL_PROVIDER}" is not a known provider`, false, null),
          ),
      }
  }
}
