import type { Bindings } from '../env'
import app from '../index'
import { admin, adminEnv } from './admin-client'
import { complete, orderOf, readyCart, send, setStock, verifiedAdult } from './checkout-fixtures'
import { addProduct } from './fixtures'
import { testEnv } from './env'
import { row } from './sql'
import type { IssuedDocument } from '../invoices/document'

/** Orders placed as shoppers place them, then moved through the admin API (decision 044 tests). */

export const RUM = 'FUL_RUM_700'
export const JUICE = 'FUL_JUICE_1000'

let catalogue: Promise<void> | null = null

/** For api/test/apply-migrations.ts: the next file's database is empty again, so its catalogue is added anew. */
export function forgetFulfilmentCatalogue() {
  catalogue = null
}

/** A rum (40 %, 0.7 l, 500 Kč) and a juice (no alcohol, 1 l, 80 Kč), 50 of each. */
export function addFulfilmentCatalogue(db: D1Database = testEnv.DB): Promise<void> {
  catalogue ??= (async () => {
    await addProduct(db, {
      code: 'FUL_RUM',
      alcoholTenths: 400,
      volumeMl: 700,
      cs: { name: 'Rum Expedice', slug: 'rum-expedice' },
      variants: [{ code: RUM, price: 50_000, onHand: 50 }],
    })
    await addProduct(db, {
      code: 'FUL_JUICE',
      volumeMl: 1000,
      cs: { name: 'Džus Expedice', slug: 'dzus-expedice' },
      variants: [{ code: JUICE, price: 8_000, onHand: 50 }],
    })
  })()
  return catalogue
}

export type AdminOrder = {
  tokenValue: string
  number: string
  state: string
  paymentState: string
  shippingState: string
  total: number
  cancelReason: string | null
  payments: Array<{ id: number; state: string; amount: number; refundedAmount: number; method: string }>
  shipments: Array<{
    id: number
    state: string
    tracking: string | null
    trackingUrl: string | null
    parcelId: string | null
    label: string | null
    handover: unknown
  }>
  refunds: Array<{ amount: number; method: string; state: string; account: string | null }>
  history: Array<{ transition: string; actor: string; detail: unknown }>
  items: Array<{ engraving: string | null }>
}

/** Places an order (alcohol verified adult where it has some) and reads it through the admin API. */
export async function placed(items: Array<[string, number]>, shipping: string, payment: string): Promise<AdminOrder> {
  await addFulfilmentCatalogue()
  const token = await readyCart(items, shipping, payment, {
    email: `ful-${crypto.randomUUID().slice(0, 8)}@example.cz`,
  })
  if (items.some(([code]) => code === RUM)) await verifiedAdult(token)
  await orderOf(await complete(token, crypto.randomUUID()))
  return adminOrder(token)
}

export async function adminOrder(token: string): Promise<AdminOrder> {
  const response = await admin('GET', `/orders/${token}`)
  if (response.status !== 200) throw new Error(`${response.status}: ${await response.text()}`)
  return response.json<AdminOrder>()
}

/** An admin transition; the body, when given, as the back office sends it. */
export function step(
  method: 'PATCH' | 'POST',
  path: string,
  body?: unknown,
  env: Bindings = adminEnv,
): Promise<Response> {
  return admin(method, path, { body, env })
}

export async function violations(
  response: Response,
): Promise<Array<{ propertyPath: string; message: string; code?: string }>> {
  const body = (await response.json()) as {
    violations?: Array<{ propertyPath: string; message: string; code?: string }>
  }
  return body.violations ?? []
}

/** The parcels the Packeta sandbox holds for an order number, with the attributes the shop sent. */
export async function packetsOf(
  number: string,
): Promise<Array<{ id: number; barcode: string; status_code: number; attributes: Record<string, string | null> }>> {
  const { results } = await row(
    testEnv.DB,
    'SELECT id, barcode, status_code, attributes FROM sandbox_packeta_packets WHERE number = ? ORDER BY id',
    number,
  ).all<{
    id: number
    barcode: string
    status_code: number
    attributes: string
  }>()
  return results.map((packet) => ({
    ...packet,
    attributes: JSON.parse(packet.attributes) as Record<string, string | null>,
  }))
}

/** Moves a sandbox parcel as Packeta would (7 delivered, 10 returned). */
export async function moveParcel(packetId: string | number, statusCode: number): Promise<void> {
  const response = await app.request(
    `/sandbox/packeta/packets/${packetId}/status`,
    { method: 'POST', body: new URLSearchParams({ statusCode: String(statusCode) }) },
    testEnv,
  )
  if (response.status !== 200) throw new Error(`sandbox: ${response.status}`)
}

/** Subjects of the mails queued or sent to the order's customer, oldest first. */
export async function mailsOf(token: string): Promise<Array<{ template: string; subject: string; text: string }>> {
  const { results } = await row(
    testEnv.DB,
    `SELECT template, subject, text FROM mail_outbox WHERE to_address = (SELECT c.email FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.token = ?) ORDER BY id`,
    token,
  ).all<{ template: string; subject: string; text: string }>()
  return results
}

export { send, setStock }

/** A mail as the sandbox mailbox (Postmark's API) received it. */
export type ReceivedMail = {
  subject: string
  html: string
  text: string
  attachments: Array<{ name: string; contentType: string; size: number; contentId?: string }>
}

/** The newest mail of this tag the sandbox mailbox received for the order's customer. */
export async function receivedMail(token: string, tag: string): Promise<ReceivedMail> {
  const { email } = (await row(
    testEnv.DB,
    'SELECT c.email FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.token = ?',
    token,
  ).first<{ email: string }>())!
  const response = await app.request(
    `/sandbox/mailbox/latest.json?to=${encodeURIComponent(email)}&tag=${encodeURIComponent(tag)}`,
    {},
    testEnv,
  )
  if (response.status !== 200) throw new Error(`no ${tag} mail for the order (${response.status})`)
  return response.json<ReceivedMail>()
}

/** The order's issued documents as stored, the invoice first and its credit notes after it in the order issued. */
export async function documentsOf(token: string): Promise<IssuedDocument[]> {
  const { results } = await row(
    testEnv.DB,
    `SELECT i.document FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.token = ? ORDER BY i.id`,
    token,
  ).all<{ document: string }>()
  return results.map((r) => JSON.parse(r.document) as IssuedDocument)
}

/** The order's credit notes, in the order issued. */
export async function creditNotesOf(token: string): Promise<IssuedDocument[]> {
  return (await documentsOf(token)).filter((document) => document.kind === 'credit_note')
}
