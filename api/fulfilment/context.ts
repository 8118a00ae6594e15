import type { Bindings } from '../env'
import { afterAnswer } from '../http/after-answer'
import { deliverOutbox } from '../mail'

/**
 * Who makes a transition and where its mails link to. `actor`: the staff token's name, or 'system' (the
 * deadline), 'gateway' (Comgate), 'carrier' (a carrier's status), 'customer'. `origin`: the storefront's public
 * origin for the links in mails. `executionCtx`: a request's, to send the mails after the answer.
 */
export type FulfilmentContext = {
  env: Bindings
  actor: string
  origin: string
  executionCtx?: Pick<ExecutionContext, 'waitUntil'>
}

/**
 * The storefront's origin for mails written outside a shopper's request (the admin API, the cron):
 * STOREFRONT_URL; locally, where it is empty, the admin host's own origin without its `admin.` label
 * (http://admin.localhost:8787 → http://localhost:8787), or the local shop's default address.
 */
export function shopOrigin(env: Bindings, requestUrl?: string): string {
  if (env.STOREFRONT_URL) return env.STOREFRONT_URL.replace(/\/+$/, '')
  if (env.ENVIRONMENT !== 'local') throw new Error('STOREFRONT_URL is not set')
  if (!requestUrl) return 'http://localhost:8787'
  const url = new URL(requestUrl)
  return `${url.protocol}//${url.host.replace(/^admin\./, '')}`
}

export function orderLink(context: FulfilmentContext, token: string): string {
  return `${context.origin}/order/${encodeURIComponent(token)}`
}

/** Sends the mails a transition queued: after the answer in a request, at once elsewhere (cron, tests). */
export async function sendQueuedMails(context: FulfilmentContext): Promise<void> {
  if (context.executionCtx) await afterAnswer({ executionCtx: context.executionCtx }, () => deliverOutbox(context.env))
  else await deliverOutbox(context.env)
}
