import type { Bindings } from '../env'
import { afterAnswer } from '../http/after-answer'
import { resolveAttachments } from './attachments'
import { claimDueMails, insertMailStatement, type MailCondition, markAttemptFailed, markSent } from './outbox-db'
import { MailDeliveryError } from './postmark'
import { mailProviderOf } from './provider'
import { renderMail, type MailRequest } from './templates'

/**
 * The outbox: request handlers render and queue mails in D1 (cheap, inside their request); delivery runs
 * separately (right after the response through `waitUntil`, and from the cron), so a slow or failing provider
 * never fails or slows a registration or an order. Delivery is at least once: a run that dies after the
 * provider accepted a mail but before recording it sends that mail again after the lease.
 */

export const MAX_ATTEMPTS = 5

/** Wait after the n-th failed attempt (1-based): 1 min, 5 min, 30 min, 2 h; the 5th failure gives up. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const

/** How long a claimed mail is held by its run: longer than one attempt can take (the client times out at 10 s). */
const LEASE_MS = 2 * 60_000

/** Sends at once per run, so a run of 20 mails stays well inside `waitUntil`'s time. */
const PARALLEL_SENDS = 5

const ADDRESS = /^[^\s@<>()",;:\\]+@[^\s@<>()",;:\\]+\.[^\s@<>()",;:\\]+$/

function requireAddress(to: string): string {
  const address = to.trim()
  if (address.length > 254 || !ADDRESS.test(address)) throw new TypeError(`not a mail address: ${JSON.stringify(to)}`)
  return address
}

/**
 * The INSERT of a rendered mail, to run in the caller's own `batch()` beside the rows it belongs to (a reset
 * token and its mail are written together or not at all); `onlyIf` makes the INSERT conditional on what the
 * batch did before it (a watchdog alert only where this run fired the event). Throws a TypeError for a bad address or link.
 */
export function prepareMail(env: Bindings, mail: MailRequest, onlyIf?: MailCondition): D1PreparedStatement {
  const to = requireAddress(mail.to)
  const rendered = renderMail(mail)
  const headers = requireHeaders(mail.headers ?? {})
  const attachments = [...(mail.attachments ?? [])]
  return insertMailStatement(
    env.DB,
    { to, template: mail.template, ...rendered, headers, attachments },
    Date.now(),
    onlyIf,
  )
}

const HEADER_NAME = /^[A-Za-z][A-Za-z0-9-]{0,63}$/
/** Header fields the provider sets itself (or that would let a value reroute the mail): never from a template. */
const RESERVED = new Set([
  'from',
  'to',
  'cc',
  'bcc',
  'subject',
  'reply-to',
  'sender',
  'content-type',
  'message-id',
  'date',
])

/** Checked names, and values without line breaks (no header injection). */
function requireHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  for (const [name, value] of Object.entries(headers)) {
    if (!HEADER_NAME.test(name) || RESERVED.has(name.toLowerCase()))
      throw new TypeError(`not a header a mail may set: ${JSON.stringify(name)}`)
    if (/[\r\n]/.test(value) || value.length > 2000)
      throw new TypeError(`not a header value: ${JSON.stringify(value.slice(0, 80))}`)
  }
  return { ...headers }
}

/** Renders the template and queues the mail; `deliverOutbox` sends it. */
export async function queueMail(env: Bindings, mail: MailRequest): Promise<void> {
  await prepareMail(env, mail).run()
}

/** What `queueAndSend` needs of a Hono context (`c`). */
export type MailContext = { env: Bindings; readonly executionCtx: Pick<ExecutionContext, 'waitUntil'> }

/**
 * Queues the mail and starts delivery after the response (`c.executionCtx.waitUntil`). Where the context has
 * no execution context (`app.request` in tests) the delivery is awaited instead, so the mail has reached the
 * provider (the sandbox mailbox) when the request returns.
 */
export async function queueAndSend(c: MailContext, mail: MailRequest): Promise<void> {
  await queueMail(c.env, mail)
  await afterAnswer(c, () => deliverOutbox(c.env))
}

function retryAt(attempts: number, now: number): number | null {
  const delay = RETRY_DELAYS_MS[attempts - 1]
  return attempts >= MAX_ATTEMPTS || delay === undefined ? null : now + delay
}

/**
 * Sends up to `limit` due mails through MAIL_PROVIDER and records each outcome: sent; queued again with
 * backoff; failed after the 5th attempt or when the provider refuses the message for good. Resolves with the
 * number sent; never throws (it runs in `waitUntil` and the cron, where nobody could handle it).
 */
export async function deliverOutbox(env: Bindings, limit = 20): Promise<number> {
  try {
    const now = Date.now()
    const due = await claimDueMails(env.DB, { now, limit, leaseUntil: now + LEASE_MS, maxAttempts: MAX_ATTEMPTS })
    if (due.length === 0) return 0
    const provider = mailProviderOf(env)
    let sent = 0
    for (let start = 0; start < due.length; start += PARALLEL_SENDS) {
      const outcomes = await Promise.all(
        due.slice(start, start + PARALLEL_SENDS).map(async function deliver(mail) {
          try {
            const messageId = await provider.send({
              from: env.MAIL_FROM,
              to: mail.to,
              subject: mail.subject,
              html: mail.html,
              text: mail.text,
              tag: mail.template,
              headers: mail.headers,
              attachments: await resolveAttachments(env, mail.attachments),
            })
            await markSent(env.DB, mail.id, messageId, Date.now())
            return true
          } catch (error) {
            const permanent = error instanceof MailDeliveryError && error.permanent
            const next = permanent ? null : retryAt(mail.attempts, Date.now())
            const reason = error instanceof Error ? error.message : String(error)
            console.warn(
              `mail ${mail.id} (${mail.template}) attempt ${mail.attempts}: ${reason}${next === null ? '; given up' : ''}`,
            )
            await markAttemptFailed(env.DB, mail.id, reason.slice(0, 1000), next)
            return false
          }
        }),
      )
      sent += outcomes.filter(Boolean).length
    }
    return sent
  } catch (error) {
    console.error('mail outbox delivery failed', error)
    return 0
  }
}
