import * as z from 'zod/mini'

/**
 * The Postmark client (https://postmarkapp.com/developer/user-guide/send-email-with-api): `POST {url}email`
 * with a JSON message and the server token in `X-Postmark-Server-Token`; 200 answers `{MessageID, ErrorCode: 0}`,
 * a refused message 422 `{ErrorCode, Message}`, a wrong token 401, overload 429 or 5xx.
 */

export type OutgoingMail = {
  from: string
  to: string
  subject: string
  html: string
  text: string
  /** Postmark's `Tag`: the template, for the provider's statistics. */
  tag?: string
  /** Further header fields (Postmark's `Headers`: `[{Name, Value}]`). */
  headers?: Readonly<Record<string, string>>
  /** Files (Postmark's `Attachments`: `[{Name, Content (base64), ContentType, ContentID}]`). */
  attachments?: readonly MailFile[]
}

/** `contentId` (`cid:qr-platba.gif`): an inline image the HTML shows by `<img src="cid:…">`, not a download. */
export type MailFile = { name: string; contentType: string; content: Uint8Array; contentId?: string }

/** Base64 of bytes, in slices: one `String.fromCharCode` call over a whole PDF would overflow the argument stack. */
export function base64Of(bytes: Uint8Array): string {
  let binary = ''
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000))
  }
  return btoa(binary)
}

/**
 * Delivery failed. `permanent`: the provider refused this message (invalid or inactive recipient, ...), so
 * sending it again cannot help; otherwise (network, 401, 429, 5xx) a later attempt may succeed.
 */
export class MailDeliveryError extends Error {
  readonly permanent: boolean
  readonly httpStatus: number | null
  constructor(message: string, permanent: boolean, httpStatus: number | null, options?: ErrorOptions) {
    super(message, options)
    this.name = 'MailDeliveryError'
    this.permanent = permanent
    this.httpStatus = httpStatus
  }
}

export interface MailProvider {
  /** Hands the mail over; resolves with the provider's message id, or throws a MailDeliveryError. */
  send(mail: OutgoingMail): Promise<string>
}

export type PostmarkConfig = {
  /** API base, `https://api.postmarkapp.com/` or a relative URL of this worker (the sandbox). */
  url: string
  token: string
  fetch: (url: string, init?: RequestInit) => Promise<Response>
  timeoutMs?: number
}

const accepted = z.object({ MessageID: z.string(), ErrorCode: z.number() })
const refused = z.object({ ErrorCode: z.number(), Message: z.string() })

async function problemOf(response: Response): Promise<string> {
  const body = await response.text().catch(() => '')
  try {
    const parsed = refused.safeParse(JSON.parse(body))
    if (parsed.success) return `${parsed.data.Message} (ErrorCode ${parsed.data.ErrorCode})`
  } catch {
    // not JSON: a proxy's or load balancer's page
  }
  return body.slice(0, 200) || response.statusText
}

export function createPostmarkClient({ url, token, fetch, timeoutMs = 10_000 }: PostmarkConfig): MailProvider {
  const endpoint = `${url.endsWith('/') ? url : `${url}/`}email`
  return {
    async send(mail) {
      let response: Response
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/json', 'x-postmark-server-token': token },
          body: JSON.stringify({
            From: mail.from,
            To: mail.to,
            Subject: mail.subject,
            HtmlBody: mail.html,
            TextBody: mail.text,
            Tag: mail.tag,
            ...(mail.headers && Object.keys(mail.headers).length > 0
              ? { Headers: Object.entries(mail.headers).map(([Name, Value]) => ({ Name, Value })) }
              : {}),
            ...(mail.attachments && mail.attachments.length > 0
              ? {
                  Attachments: mail.attachments.map((file) => ({
                    Name: file.name,
                    Content: base64Of(file.content),
                    ContentType: file.contentType,
                    ...(file.contentId ? { ContentID: file.contentId } : {}),
                  })),
                }
              : {}),
            MessageStream: 'outbound',
          }),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        throw new MailDeliveryError(`Postmark unreachable: ${String(error)}`, false, null, { cause: error })
      }
      if (!response.ok) {
        const problem = await problemOf(response)
        throw new MailDeliveryError(
          `Postmark HTTP ${response.status}: ${problem}`,
          response.status === 422,
          response.status,
        )
      }
      let answer: unknown = null
      try {
        answer = await response.json()
      } catch {
        // reported below
      }
      const parsed = accepted.safeParse(answer)
      if (!parsed.success)
        throw new MailDeliveryError('Postmark answered 200 without a MessageID', false, response.status)
      if (parsed.data.ErrorCode !== 0) {
        throw new MailDeliveryError(`Postmark ErrorCode ${parsed.data.ErrorCode}`, true, response.status)
      }
      return parsed.data.MessageID
    },
  }
}
