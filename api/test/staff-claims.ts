import { expect } from 'vitest'
import { admin } from './admin-client'
import { customer, fileComplaint, JPEG, ownOrder } from './claim-fixtures'
import { testEnv } from './env'
import { adminOrder, step } from './fulfilment-fixtures'
import { row } from './sql'

/** Claims as the staff's admin API shows them, and the steps the claim tests share (decision 050). */

export type File = { id: number; fileName: string; contentType: string; size: number; url: string }
export type StaffClaim = {
  '@id': string
  id: number
  number: string
  type: string
  state: string
  orderNumber: string
  email: string
  deadline: string | null
  daysLeft: number | null
  overdue: boolean
  awaitingShop: boolean
  decision: string | null
  resolution: string | null
  decisionReason: string | null
  refundAmount: number | null
  decidedBy: string | null
  attachments: File[]
  messages: Array<{ author: string; staff: string | null; message: string; attachments: File[] }>
  items: Array<{ productName: string; quantity: number }>
  order: { number: string; tokenValue: string; payments: Array<{ id: number; state: string; amount: number }> }
}

export const get = async (id: number) => (await admin('GET', `/claim-requests/${id}`)).json<StaffClaim>()
export const list = async (query: string) =>
  (await admin('GET', `/claim-requests${query}`)).json<{
    'hydra:member': StaffClaim[]
    'hydra:totalItems': number
  }>()
export const decide = (id: number, body: unknown) => admin('PATCH', `/claim-requests/${id}/decide`, { body })

export async function auditOf(resource: string) {
  const { results } = await row(
    testEnv.DB,
    'SELECT actor, action, after_json FROM admin_audit WHERE resource = ? ORDER BY id',
    resource,
  ).all<{ actor: string; action: string; after_json: string }>()
  return results
}

/** A customer with an order and a complaint about it (a photo attached). */
export async function complained(tag: string) {
  const email = `reklamace-${tag}-${crypto.randomUUID().slice(0, 6)}@example.cz`
  const auth = await customer(email)
  const order = await ownOrder(auth, email)
  const id = await fileComplaint(order.number, email, [[JPEG, 'prasklá láhev.jpg']])
  return { email, auth, order, id }
}

export async function paid(token: string) {
  const order = await adminOrder(token)
  const payment = order.payments[0]!
  expect((await step('PATCH', `/payments/${payment.id}/complete`, { amount: payment.amount })).status).toBe(200)
  return payment
}
