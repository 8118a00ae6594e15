import type { Context } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import { adminClaim, adminClaimList, claimDecideBody, claimReceiveBody } from '../../contract/admin/claims'
import { emptyBody } from '../../contract/admin/orders'
import { pageQuery } from '../../contract/hydra'
import { isoInstant } from '../../contract/prague-time'
import { CLAIM_STATES, CLAIM_TYPES } from '../../contract/claim-limits'
import { toViolations } from '../../contract/validation'
import {
  COMPLAINT_DAYS,
  RETURN_DAYS,
  insertShopReply,
  listStaffClaims,
  type StaffClaim,
  type StaffClaimRow,
  startClaim,
} from '../db/admin-claims'
import { insertAudit } from '../db/admin-audit'
import { findOrderFacts, type PaymentFacts } from '../db/fulfilment'
import { returnReceiptOf } from '../db/claim-returns'
import { claimNumber } from '../db/claims'
import { checkAttachments, type CheckedFile } from '../domain/attachments'
import { sendQueuedMails } from '../fulfilment/context'
import { HttpError, ValidationError } from '../http/errors'
import { valid } from '../http/validate'
import { prepareMail } from '../mail'
import { signedAttachmentUrl } from './claim-links'
import { ADMIN_BASE, type AdminEnv } from './env'
import { fulfilment } from './orders'
import { adminJson, adminList } from './respond'
import { transitionBody } from './transition-body'
import { claimIri, decide, existing } from './claim-decision'
import { receiveReturnedGoods } from './claim-receipt'

/**
 * Complaints and returns for staff (decision 050): the inbox (`GET /claim-requests` with state, type, overdue,
 * search and paging), one claim with its order, messages, attachments (short-lived signed links) and its
 * 30-day deadline, a reply the customer sees in the account and gets by mail (`POST …/messages`, attachments
 * sniffed as the customer's are), taking a claim into work (`PATCH …/start`), and the decision (`PATCH …/decide`:
 * accepted with refund, replacement or repair, or rejected with a reason), made once however many decide at once.
 * Every change is audited in its own batch.
 */

const DAY_MS = 24 * 60 * 60 * 1000
/** A staff reply may be longer than a customer's message (an explanation, a repair report). */
export const REPLY_MAX = 4000

const orderIri = (token: string) => `${ADMIN_BASE}/orders/${encodeURIComponent(token)}`
/** D1's `datetime('now')` text (UTC) as ISO 8601. */

export const claimListQuery = z.object({
  ...pageQuery(100, 30),
  state: z.optional(z.enum(CLAIM_STATES)),
  type: z.optional(z.enum(CLAIM_TYPES)),
  overdue: z.optional(z.enum(['true', 'false', '1', '0'])),
  search: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
})
const idParam = z.object({ id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)) })

/**
 * The legal deadline of a claim from its filing: a complaint is settled within 30 days (decision 026), a return's
 * money goes back within 14 (§ 1831). `daysLeft` counts whole days begun (1 on the last day, 0 or less once
 * past); a resolved claim has none left to count.
 */
export function deadlineOf(claim: Pick<StaffClaimRow, 'type' | 'state' | 'created_at'>, now = Date.now()) {
  const days = claim.type === 'complaint' ? COMPLAINT_DAYS : claim.type === 'return' ? RETURN_DAYS : null
  if (days === null) return { deadline: null, daysLeft: null, overdue: false }
  const deadline = Date.parse(isoInstant(claim.created_at)) + days * DAY_MS
  const open = claim.state !== 'resolved'
  return {
    deadline: new Date(deadline).toISOString(),
    daysLeft: open ? Math.ceil((deadline - now) / DAY_MS) : null,
    overdue: open && now > deadline,
  }
}

function listView(row: StaffClaimRow) {
  return {
    '@id': claimIri(row.id),
    '@type': 'ClaimRequest',
    id: row.id,
    number: claimNumber(row.type, row.id),
    type: row.type,
    state: row.state,
    orderNumber: row.order_number,
    order: orderIri(row.order_token),
    email: row.email,
    reason: row.reason,
    decision: row.decision,
    resolution: row.resolution,
    messages: row.messages,
    attachments: row.attachments,
    // nothing answered yet, or the customer wrote last: the shop owes a reply
    awaitingShop: row.state !== 'resolved' && (row.last_author ?? 'customer') === 'customer',
    createdAt: isoInstant(row.created_at),
    updatedAt: isoInstant(row.updated_at),
    ...deadlineOf(row),
  }
}

async function attachmentView(secret: string, file: StaffClaim['attachments'][number]) {
  return {
    id: file.id,
    fileName: file.file_name,
    contentType: file.content_type,
    size: file.size,
    createdAt: isoInstant(file.created_at),
    url: await signedAttachmentUrl(secret, file.id),
  }
}

function paymentView(payment: PaymentFacts) {
  return {
    '@id': `${ADMIN_BASE}/payments/${payment.id}`,
    id: payment.id,
    method: payment.method_code,
    gateway: payment.gateway,
    state: payment.state,
    amount: payment.amount,
    refundedAmount: payment.refunded,
  }
}

async function detailView<E extends AdminEnv>(c: Context<E>, claim: StaffClaim) {
  const secret = c.env.JWT_SECRET
  const facts = await findOrderFacts(c.env.DB, { orderId: claim.order_id })
  const [files, receipt] = await Promise.all([
    Promise.all(claim.attachments.map((file) => attachmentView(secret, file))),
    returnReceiptOf(c.env.DB, claim.id),
  ])
  const filesOf = (messageId: number | null) =>
    files.filter((_, index) => claim.attachments[index]!.message_id === messageId)
  return {
    '@context': '/api/v2/contexts/ClaimRequest',
    ...listView({ ...claim, messages: claim.messages.length, attachments: claim.attachments.length }),
    description: claim.description,
    bankAccount: claim.bank_account,
    order: {
      '@id': orderIri(claim.order_token),
      tokenValue: claim.order_token,
      number: claim.order_number,
      email: claim.order_email,
      state: claim.order_state,
      paymentState: claim.payment_state,
      shippingState: claim.shipping_state,
      total: claim.order_total,
      checkoutCompletedAt: isoInstant(claim.order_completed_at),
      payments: (facts?.payments ?? []).map(paymentView),
    },
    items: claim.items.map((line) => ({
      id: line.id,
      productName: line.product_name,
      variantName: line.variant_name,
      quantity: line.quantity,
      unitPrice: line.unit_price,
      engraving: line.engraving || null,
      claimed: line.claimed,
    })),
    received: receipt && { ...receipt, at: isoInstant(receipt.at) },
    // the files the customer filed with the claim; a reply's files are with its message
    attachments: filesOf(null),
    messages: claim.messages.map((message) => ({
      id: message.id,
      author: message.author,
      staff: message.staff,
      message: message.message,
      createdAt: isoInstant(message.created_at),
      attachments: filesOf(message.id),
    })),
    decisionReason: claim.decision_reason,
    refundAmount: claim.refund_amount,
    decidedBy: claim.decided_by,
    decidedAt: isoInstant(claim.decided_at),
  }
}

const answer = async <E extends AdminEnv>(c: Context<E>, id: number, status: 200 | 201 = 200) =>
  adminJson(c, adminClaim, await detailView(c, await existing(c, id)), status)

/** The reply's text (the contract's messages: required, at most REPLY_MAX characters). */
const reply = z.object({
  message: z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string) => value.trim()),
    ),
    z.string().check(z.minLength(1), z.maxLength(REPLY_MAX)),
  ),
})

/** The reply's text and files: multipart/form-data (`message`, `attachments`) or JSON `{message}` without files. */
async function readReply(c: Context<AdminEnv>): Promise<{ fields: unknown; files: File[] }> {
  const type = (c.req.header('content-type') ?? '').toLowerCase()
  if (type.startsWith('application/json') || type.startsWith('application/ld+json')) {
    try {
      return { fields: await c.req.json(), files: [] }
    } catch {
      throw new HttpError(400, 'Syntax error')
    }
  }
  if (!type.startsWith('multipart/form-data')) throw new HttpError(415, 'The body must be multipart/form-data or JSON')
  let parsed: Record<string, unknown>
  try {
    parsed = await c.req.parseBody({ all: true })
  } catch {
    throw new HttpError(400, 'Malformed form body')
  }
  const all = (name: string) => [parsed[name], parsed[`${name}[]`]].flat().filter((value) => value !== undefined)
  const message = all('message')[0]
  const attachments = all('attachments')
  if (attachments.some((value) => !(value instanceof File)))
    throw new ValidationError([{ propertyPath: 'attachments', message: 'Přílohou musí být soubor.', code: 'is' }])
  // a file input left empty sends a nameless empty file: that is no attachment
  const files = (attachments as File[]).filter((file) => !(file.size === 0 && file.name === ''))
  return { fields: { message: typeof message === 'string' ? message : undefined }, files }
}

export const adminClaims = new Hono<AdminEnv>()
  .get('/claim-requests', valid('query', claimListQuery), async function listRoute(c) {
    const query = c.req.valid('query')
    const filters = {
      state: query.state,
      type: query.type,
      overdue: query.overdue === undefined ? undefined : query.overdue === 'true' || query.overdue === '1',
      search: query.search,
    }
    const page = { page: query.page, itemsPerPage: query.itemsPerPage }
    const { rows, totalItems } = await listStaffClaims(c.env.DB, filters, page)
    return adminList(c, adminClaimList, { type: 'ClaimRequest', members: rows.map(listView), totalItems, page })
  })
  .get('/claim-requests/:id', valid('param', idParam), (c) => answer(c, c.req.valid('param').id))
  .patch('/claim-requests/:id/start', valid('param', idParam), transitionBody(emptyBody), async function startRoute(c) {
    const { id } = c.req.valid('param')
    const claim = await existing(c, id)
    const db = c.env.DB
    const [started] = await db.batch([
      startClaim(db, id),
      insertAudit(
        db,
        {
          actor: c.var.actor,
          action: 'update',
          resource: claimIri(id),
          before: { state: 'new' },
          after: { state: 'in_progress' },
        },
        // audited only where this request made the change
        { text: 'changes() = 1', params: [] },
      ),
    ])
    if (started?.meta.changes !== 1)
      throw new ValidationError([
        {
          propertyPath: '',
          message: claim.state === 'resolved' ? 'Reklamace už je vyřízená.' : 'Reklamace se už řeší.',
          code: 'claimStarted',
        },
      ])
    return answer(c, id)
  })
  .post('/claim-requests/:id/messages', valid('param', idParam), async function replyRoute(c) {
    const { id } = c.req.valid('param')
    const claim = await existing(c, id)
    const { fields, files } = await readReply(c)
    const parsed = reply.safeParse(fields)
    const checked = await checkAttachments(files, 'cs')
    const violations = [...(parsed.success ? [] : toViolations(parsed.error.issues, 'cs')), ...checked.violations]
    if (!parsed.success || violations.length > 0) throw new ValidationError(violations)
    const message = parsed.data.message
    const stored = await storeFiles(c.env.CLAIMS, checked.checked)
    const db = c.env.DB
    const context = fulfilment(c)
    const to = claim.order_email
    await db.batch([
      ...insertShopReply(db, id, c.var.actor, message, stored),
      insertAudit(db, {
        actor: c.var.actor,
        action: 'create',
        resource: `${claimIri(id)}/messages`,
        before: null,
        after: { message, attachments: stored.map((file) => file.fileName) },
      }),
      ...(to
        ? [
            prepareMail(c.env, {
              to,
              template: 'claim-reply',
              params: {
                type: claim.type,
                number: claimNumber(claim.type, id),
                orderNumber: claim.order_number,
                message,
                attachments: stored.length,
                link: `${context.origin}/account/complaint`,
              },
            }),
          ]
        : []),
    ])
    await sendQueuedMails(context)
    return answer(c, id, 201)
  })
  .patch(
    '/claim-requests/:id/receive',
    valid('param', idParam),
    transitionBody(claimReceiveBody),
    async function receiveRoute(c) {
      const { id } = c.req.valid('param')
      await receiveReturnedGoods(c, id, c.get('body'))
      return answer(c, id)
    },
  )
  .patch(
    '/claim-requests/:id/decide',
    valid('param', idParam),
    transitionBody(claimDecideBody),
    async function decideRoute(c) {
      const { id } = c.req.valid('param')
      await decide(c, id, c.get('body'))
      return answer(c, id)
    },
  )

/** The reply's files into the private bucket, under random keys as the customer's (decision 026). */
async function storeFiles(bucket: R2Bucket, files: readonly CheckedFile[]) {
  const stored = []
  for (const file of files) {
    const key = `claims/${crypto.randomUUID()}`
    await bucket.put(key, file.bytes, { httpMetadata: { contentType: file.contentType } })
    stored.push({ key, contentType: file.contentType, size: file.bytes.byteLength, fileName: file.fileName })
  }
  return stored
}
