import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { watchdogEntry } from '../../contract/watchdog'
import app from '../index'
import { send } from './checkout-fixtures'
import { testEnv } from './env'
import { row } from './sql'

/** Customers, alerts and the cron tick of the watchdog resource tests (watchdog.test.ts, watchdog-alerts.test.ts). */
export const NBSP = '\u00a0'

/** A logged-in customer; verified unless asked otherwise (alerts go to proven addresses only). */
export async function customer(email: string, verified = true): Promise<Record<string, string>> {
  await send('POST', '/customers', { firstName: 'Jana', lastName: 'Nováková', email, password: 'tajne-heslo-1' })
  if (verified) await verifyAccount(email)
  const body = (await (await send('POST', '/authentication-token', { email, password: 'tajne-heslo-1' })).json()) as {
    token: string
  }
  return { authorization: `Bearer ${body.token}` }
}

/** As the verification link does it (api/resources/account.test.ts follows the link itself). */
export async function verifyAccount(email: string): Promise<void> {
  await row(
    testEnv.DB,
    "UPDATE shop_users SET verified_at = datetime('now') WHERE customer_id = (SELECT id FROM customers WHERE email = ?)",
    email,
  ).run()
}

export async function entryOf(response: Response) {
  const body: unknown = await response.json()
  if (response.status >= 300) throw new Error(`${response.status}: ${JSON.stringify(body)}`)
  return watchdogEntry.parse(body)
}

/** One cron tick, as Cloudflare runs it, waited for to the end. */
export async function cron(): Promise<void> {
  const ctx = createExecutionContext()
  await app.scheduled(
    createScheduledController({ scheduledTime: Date.parse('2026-11-23T18:01:00Z'), cron: '* * * * *' }),
    testEnv,
    ctx,
  )
  await waitOnExecutionContext(ctx)
}

export type Mail = { subject: string; html: string; text: string; status: string }

export async function alertsTo(email: string): Promise<Mail[]> {
  const { results } = await row(
    testEnv.DB,
    "SELECT subject, html, text, status FROM mail_outbox WHERE to_address = ? AND template = 'watchdog-alert' ORDER BY id",
    email,
  ).all<Mail>()
  return results
}

export async function mailboxOf(email: string): Promise<number> {
  return (await row(
    testEnv.DB,
    "SELECT count(*) AS n FROM sandbox_mailbox WHERE recipient = ? AND tag = 'watchdog-alert'",
    email,
  ).first<{ n: number }>())!.n
}
