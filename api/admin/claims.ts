import type { Context } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import type { Violation } from '../../contract/hydra'
import { pageQuery } from '../../contract/hydra'
import { CLAIM_STATES, CLAIM_TYPES } from '../../contract/request-limits'
import { toViolations } from '../../contract/validation'
import {
  COMPLAINT_DAYS,
  decisionGuard,
  findStaffClaim,
  holdForDecision,
  insertShopReply,
  listStaffClaims,
  releaseDecision,
  resolveClaim,
  type StaffClaim,
  type StaffClaimRow,
  startClaim,
} from '../db/admin-claims'
import { insertAudit } from '../db/admin-audit'
import { findOrderFacts, type PaymentFacts } from '../db/fulfilment'
import { newTransitionId } from '../db/order-transitions'
import { claimNumber } from '../db/requests'
import { checkAttachments, type CheckedFile } from '../domain/attachments'
import { refundPayment } from '../fulfilment'
import { sendQueuedMails } from '../fulfilment/context'
import { HttpError, NotFoundError, ValidationError } from '../http/errors'
import { collection } from '../http/jsonld'
import { valid } from '../http/validate'
import { prepareMail } from '../mail'
import { signedAttachmentUrl } from './claim-links'
import { ADMIN_BASE, type AdminEnv } from './env'
import { fulfilment } from './orders'
import { adminJson } from './respond'
import { transitionBody } from './transition-body'

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

const claimIri = (id: number) => `${ADMIN_BASE}/claim-requests/${id}`
const orderIri = (token: string) => `${ADMIN_BASE}/orders/${encodeURIComponent(token)}`
/** D1's `datetime('now')` text (UTC) as ISO 8601. */
const iso = (text: string) => `${text.replace(' ', 'T')}Z`

export const claimListQuery = z.object({
  ...pageQuery(100, 30),
  state: z.optional(z.enum(CLAIM_STATES)),
  type: z.optional(z.enum(CLAIM_TYPES)),
  overdue: z.optional(z.enum(['true', 'false', '1', '0'])),
  search: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
})
const idParam = z.object({ id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)) })

/**
 * The legal deadline of a complaint: 30 days from its filing (decision 026). `daysLeft` counts whole days
 * begun (1 on the last day, 0 or less once past); a resolved claim has none left to count.
 */
export function deadlineOf(claim: Pick<StaffClaimRow, 'type' | 'state' | 'created_at'>, now = Date.now()) {
  if (claim.type !== 'complaint') return { deadline: null, daysLeft: null, overdue: false }
  const deadline = Date.parse(iso(claim.created_at)) + COMPLAINT_DAYS * DAY_MS
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
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    ...deadlineOf(row),
  }
}

async function attachmentView(secret: string, file: StaffClaim['attachments'][number]) {
  return {
    id: file.id,
    fileName: file.file_name,
    contentType: file.content_type,
    size: file.size,
    createdAt: iso(file.created_at),
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
  const files = await Promise.all(claim.attachments.map((file) => attachmentView(secret, file)))
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
      checkoutCompletedAt: claim.order_completed_at === null ? null : iso(claim.order_completed_at),
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
    // the files the customer filed with the claim; a reply's files are with its message
    attachments: filesOf(null),
    messages: claim.messages.map((message) => ({
      id: message.id,
      author: message.author,
      staff: message.staff,
      message: message.message,
      createdAt: iso(message.created_at),
      attachments: filesOf(message.id),
    })),
    decisionReason: claim.decision_reason,
    refundAmount: claim.refund_amount,
    decidedBy: claim.decided_by,
    decidedAt: claim.decided_at === null ? null : iso(claim.decided_at),
  }
}

async function existing<E extends AdminEnv>(c: Context<E>, id: number): Promise<StaffClaim> {
  const claim = await findStaffClaim(c.env.DB, id)
  if (!claim) throw new NotFoundError()
  return claim
}

const answer = async <E extends AdminEnv>(c: Context<E>, id: number, status: 200 | 201 = 200) =>
  adminJson(c, await detailView(c, await existing(c, id)), status)

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

const DECISIONS = ['accepted', 'rejected'] as const
const RESOLUTIONS = ['refund', 'replacement', 'repair'] as const
const money = z.int().check(z.minimum(1), z.maximum(1_000_000_000))
const account = z.optional(
  z.nullable(z.string().check(z.regex(/^(\d{0,6}-?\d{2,10}\/\d{4}|[A-Z]{2}\d{2}[A-Z0-9 ]{10,30})$/))),
)

/**
 * `PATCH /claim-requests/{id}/decide`: `accepted` needs a `resolution`; `refund` may give money back through the
 * order's payment (`refund.amount` in haléře; `refund.account` for a bank transfer, a return's own account when
 * left out), or only record it; `rejected` needs a `reason`.
 */
export const decideBody = z.object({
  decision: z.enum(DECISIONS),
  resolution: z.optional(z.nullable(z.enum(RESOLUTIONS))),
  reason: z.optional(z.nullable(z.string().check(z.maxLength(1000)))),
  refund: z.optional(z.nullable(z.object({ amount: money, account }))),
})
type DecideInput = z.infer<typeof decideBody>

function decisionProblems(input: DecideInput): Violation[] {
  const problems: Violation[] = []
  const reason = input.reason?.trim() ?? ''
  if (input.decision === 'rejected' && reason === '')
    problems.push({ propertyPath: 'reason', message: 'Uveďte důvod zamítnutí.', code: 'reasonRequired' })
  if (input.decision === 'rejected' && (input.resolution || input.refund))
    problems.push({
      propertyPath: 'resolution',
      message: 'Zamítnutá reklamace nemá způsob vyřízení ani vrácení peněz.',
      code: 'resolutionOnRejected',
    })
  if (input.decision === 'accepted' && !input.resolution)
    problems.push({
      propertyPath: 'resolution',
      message: 'Vyberte, jak reklamaci vyřídíte: vrácením peněz, výměnou, nebo opravou.',
      code: 'resolutionRequired',
    })
  if (input.refund && input.resolution !== 'refund')
    problems.push({
      propertyPath: 'refund',
      message: 'Peníze lze vrátit jen s vyřízením „vrácení peněz“.',
      code: 'refundWithoutRefund',
    })
  return problems
}

/** The payment a claim's money goes back through: the order's completed one with the most left to give back. */
function refundablePayment(payments: readonly PaymentFacts[], amount: number): PaymentFacts {
  const paid = payments
    .filter((payment) => payment.state === 'completed' || payment.state === 'refunded')
    .sort((a, b) => b.amount - b.refunded - (a.amount - a.refunded))[0]
  if (!paid)
    throw new ValidationError([
      {
        propertyPath: 'refund.amount',
        message: 'Objednávka nemá žádnou přijatou platbu, ze které by šlo peníze vrátit.',
        code: 'nothingPaid',
      },
    ])
  if (amount > paid.amount - paid.refunded)
    throw new ValidationError([
      { propertyPath: 'refund.amount', message: 'Tolik už vrátit nelze.', code: 'refundTooHigh' },
    ])
  return paid
}

/** Why a claim cannot be decided now: decided already (by whom), or someone is deciding it this moment. */
async function decisionRefusal<E extends AdminEnv>(c: Context<E>, id: number): Promise<never> {
  const now = await existing(c, id)
  if (now.state === 'resolved')
    throw new ValidationError([
      {
        propertyPath: '',
        message: `O reklamaci už bylo rozhodnuto${now.decided_by ? ` (${now.decided_by})` : ''}.`,
        code: 'claimDecided',
      },
    ])
  throw new ValidationError([
    {
      propertyPath: '',
      message: 'O reklamaci právě rozhoduje někdo jiný; za chvíli ji načtěte znovu.',
      code: 'claimBeingDecided',
    },
  ])
}

async function decide<E extends AdminEnv>(c: Context<E>, id: number, input: DecideInput): Promise<void> {
  const problems = decisionProblems(input)
  if (problems.length > 0) throw new ValidationError(problems)
  const db = c.env.DB
  const claim = await existing(c, id)
  if (claim.state === 'resolved') await decisionRefusal(c, id)
  const refund = input.decision === 'accepted' && input.resolution === 'refund' ? (input.refund ?? null) : null
  const facts = refund ? await findOrderFacts(db, { orderId: claim.order_id }) : null
  const payment = refund ? refundablePayment(facts?.payments ?? [], refund.amount) : null

  const transition = newTransitionId()
  const held = await holdForDecision(db, id, transition, Date.now()).run()
  if (held.meta.changes !== 1) await decisionRefusal(c, id)
  const context = fulfilment(c)
  if (refund && payment) {
    try {
      await refundPayment(context, payment.id, {
        amount: refund.amount,
        reason: `Reklamace ${claimNumber(claim.type, id)}`,
        account: refund.account ?? claim.bank_account,
      })
    } catch (error) {
      // no money moved: the claim stays open for another try
      await releaseDecision(db, id, transition).run()
      throw error
    }
  }
  const reason = input.reason?.trim() || null
  const decision = {
    decision: input.decision,
    resolution: input.decision === 'accepted' ? (input.resolution ?? null) : null,
    reason,
    refundAmount: refund?.amount ?? null,
    decidedBy: c.var.actor,
  }
  const guard = decisionGuard(id, transition)
  const to = claim.order_email
  const results = await db.batch([
    resolveClaim(db, id, transition, decision),
    insertAudit(
      db,
      {
        actor: c.var.actor,
        action: 'update',
        resource: claimIri(id),
        before: { state: claim.state },
        after: { state: 'resolved', ...decision, decidedBy: undefined },
      },
      guard,
    ),
    ...(to
      ? [
          prepareMail(
            c.env,
            {
              to,
              template: 'claim-decision',
              params: {
                type: claim.type,
                number: claimNumber(claim.type, id),
                orderNumber: claim.order_number,
                decision: decision.decision,
                resolution: decision.resolution,
                reason,
                refundAmount: decision.refundAmount,
                link: `${context.origin}/account/complaint`,
              },
            },
            guard,
          ),
        ]
      : []),
  ])
  // the hold ran out while the gateway was asked and someone else decided: say so (the refund stands, audited)
  if (results[0]?.meta.changes !== 1) await decisionRefusal(c, id)
  await sendQueuedMails(context)
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
    return adminJson(
      c,
      collection({ type: 'ClaimRequest', url: new URL(c.req.url), members: rows.map(listView), totalItems, page }),
    )
  })
  .get('/claim-requests/:id', valid('param', idParam), (c) => answer(c, c.req.valid('param').id))
  .patch(
    '/claim-requests/:id/start',
    valid('param', idParam),
    transitionBody(z.object({})),
    async function startRoute(c) {
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
    },
  )
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
    '/claim-requests/:id/decide',
    valid('param', idParam),
    transitionBody(decideBody),
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
