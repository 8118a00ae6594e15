import type { Bindings } from '../env'
import { registerInProcessFetch } from '../http/in-process'
import app from '../index'
import { SANDBOX_PORTAL } from './comgate-gateway'

/** Test helpers of the Comgate sandbox: what it notified, and the payer's clicks on its page. */

export type NotificationCapture = {
  received: URLSearchParams[]
  /** Puts the worker's own in-process fetch back. */
  restore(): void
}

/**
 * Catches the sandbox's notifications (answering them with `answer`, 200 `OK` by default) and passes every
 * other in-process request to the worker. With `gatewayEnv`, the sandbox runs on that configuration whatever
 * the client was given, as the real gateway keeps its own.
 */
export function captureNotifications(
  options: { answer?: () => Response; gatewayEnv?: Bindings } = {},
): NotificationCapture {
  const received: URLSearchParams[] = []
  registerInProcessFetch(async function capture(request, env) {
    if (new URL(request.url).pathname === SANDBOX_PORTAL.notificationUrl) {
      received.push(new URLSearchParams(new TextDecoder().decode(await request.arrayBuffer())))
      return options.answer ? options.answer() : new Response('OK')
    }
    return app.fetch(request, options.gatewayEnv ?? env)
  })
  return {
    received,
    restore() {
      registerInProcessFetch((request, env) => Promise.resolve(app.fetch(request, env)))
    },
  }
}

/** The payer's page at the gateway's `redirect`, as the storefront would serve it. */
export async function openPaymentPage(env: Bindings, redirect: string): Promise<{ status: number; html: string }> {
  const response = await app.request(redirect, {}, env)
  return { status: response.status, html: await response.text() }
}

type Button = 'Zaplatit' | 'Zrušit platbu' | 'Zaplatit později'

/** Submits the form of a page already shown (read from it: action, hidden fields, the button's value). */
export function submit(env: Bindings, html: string, button: Button): Promise<Response> {
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1]
  const hidden = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)]
  const chosen = new RegExp(`<button type="submit" name="([^"]+)" value="([^"]+)"[^>]*>${button}</button>`).exec(html)
  if (!action || !chosen) throw new Error(`the payment page has no "${button}" button`)
  const form = new URLSearchParams(hidden.map((match) => [match[1]!, match[2]!]))
  form.set(chosen[1]!, chosen[2]!)
  const init = { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } }
  return Promise.resolve(app.request(action, init, env))
}

/** Opens the payer's page and clicks one of its buttons; answers the gateway's response without following it. */
export async function choose(env: Bindings, redirect: string, button: Button): Promise<Response> {
  return submit(env, (await openPaymentPage(env, redirect)).html, button)
}
