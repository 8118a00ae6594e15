import { type Context, Hono } from 'hono'
import * as z from 'zod/mini'
import {
  adminGiftCard,
  adminGiftCardDetail,
  adminGiftCardList,
  giftCardIssueBody,
  giftCardListQuery,
  giftCardVoidBody,
} from '../../contract/admin/gift-cards'
import { formatGiftCardCode, normalizeGiftCardCode } from '../../contract/gift-cards'
import { isoInstant } from '../../contract/prague-time'
import { insertAudit } from '../db/admin-audit'
import {
  findGiftCard,
  findGiftCardByIssueKey,
  type GiftCardRow,
  insertGiftCardWhen,
  issuedInBatch,
  issueKeyFree,
  listGiftCards,
  redemptionsOf,
  voidable,
  voidGiftCard,
} from '../db/gift-cards'
import { shopOrigin } from '../fulfilment/context'
import { expiryDay, giftCardExpiry, newGiftCardCode, shopLink } from '../gift-cards/issue'
import { attachmentResponse } from '../http/attachment-response'
import { NotFoundError, ValidationError } from '../http/errors'
import { embedded, item } from '../http/jsonld'
import { requireMergePatch } from '../http/merge-patch'
import { valid } from '../http/validate'
import { afterAnswer } from '../http/after-answer'
import { deliverOutbox, prepareMail } from '../mail'
import { ADMIN_BASE, type AdminEnv } from './env'
import { adminJson, adminList } from './respond'
import { requireRole } from './roles'

/**
 * Gift vouchers for staff (decision 056): the list, one voucher with where it was spent, and its PDF; admins issue
 * one by hand (the bar's customers) and void an unspent one, both audited like every admin write.
 */

/** One per opened issue form (the console makes it): a double submit or a retry issues one voucher. */
const issueHeaders = z.object({
  'idempotency-key': z.optional(z.string().check(z.minLength(1), z.maxLength(255))),
})
const codeParam = z.object({ code: z.string().check(z.minLength(1), z.maxLength(64)) })
const cardIri = (code: string) => `${ADMIN_BASE}/gift-cards/${formatGiftCardCode(code)}`

function fields(card: GiftCardRow) {
  return {
    id: card.id,
    code: formatGiftCardCode(card.code),
    initialAmount: card.initial_amount,
    amount: card.remaining,
    currencyCode: card.currency_code,
    state: card.state,
    expiresAt: isoInstant(card.expires_at),
    createdAt: isoInstant(card.created_at),
    origin: card.origin,
    orderNumber: card.order_number,
    note: card.note,
    voidedAt: isoInstant(card.voided_at),
    voidReason: card.void_reason,
  }
}

async function existing(db: D1Database, code: string): Promise<GiftCardRow> {
  const card = await findGiftCard(db, normalizeGiftCardCode(code))
  if (!card) throw new NotFoundError('Dárkový poukaz s tímto kódem neznáme.')
  return card
}

/** A submit repeated with the key of an earlier one: that voucher again (200), or a refusal for another amount. */
function repeatedIssue(c: Context<AdminEnv>, card: GiftCardRow, amount: number): Response {
  if (card.initial_amount !== amount)
    throw new ValidationError([
      {
        propertyPath: 'amount',
        message: 'Tímto formulářem už byl vydán poukaz na jinou částku. Pro další poukaz otevřete formulář znovu.',
        code: 'giftCardIssueKeyReused',
      },
    ])
  return adminJson(c, adminGiftCard, item('GiftCard', cardIri(card.code), fields(card)))
}

function notVoidable(card: GiftCardRow): ValidationError {
  const message =
    card.state === 'void' ? 'Dárkový poukaz už je zneplatněný.' : 'Vyčerpaný dárkový poukaz nelze zneplatnit.'
  return new ValidationError([{ propertyPath: '', message, code: 'giftCardNotVoidable' }])
}

async function detail(db: D1Database, card: GiftCardRow) {
  const redemptions = await redemptionsOf(db, card.id)
  return item('GiftCard', cardIri(card.code), {
    ...fields(card),
    redemptions: redemptions.map((redemption) => ({
      orderNumber: redemption.order_number,
      orderId: redemption.order_id,
      amount: redemption.amount,
      at: isoInstant(redemption.at),
      state: redemption.state,
    })),
  })
}

export const adminGiftCards = new Hono<AdminEnv>()
  .get('/gift-cards', valid('query', giftCardListQuery), async function listRoute(c) {
    const { state, code, ...page } = c.req.valid('query')
    const plain = code ? normalizeGiftCardCode(code) : ''
    const { rows, total } = await listGiftCards(c.env.DB, {
      state,
      code: plain || undefined,
      limit: page.itemsPerPage,
      offset: (page.page - 1) * page.itemsPerPage,
    })
    const members = rows.map((card) => embedded('GiftCard', cardIri(card.code), fields(card)))
    return adminList(c, adminGiftCardList, { type: 'GiftCard', members, totalItems: total, page })
  })
  .get('/gift-cards/:code', valid('param', codeParam), async function showRoute(c) {
    const card = await existing(c.env.DB, c.req.valid('param').code)
    return adminJson(c, adminGiftCardDetail, await detail(c.env.DB, card))
  })
  .get('/gift-cards/:code/pdf', valid('param', codeParam), async function pdfRoute(c) {
    const card = await existing(c.env.DB, c.req.valid('param').code)
    // pdf-lib and the fonts load with the first PDF drawn (decision 051)
    const { renderVoucherPdf, voucherFileName } = await import('../gift-cards/pdf')
    const bytes = await renderVoucherPdf({
      code: card.code,
      initialAmount: card.initial_amount,
      expiresAt: card.expires_at,
      storefrontUrl: new URL(shopLink(c.env, shopOrigin(c.env, c.req.url))).host,
    })
    const body = new Blob([bytes]).stream()
    return attachmentResponse(
      body,
      { content_type: 'application/pdf', file_name: voucherFileName(card.code) },
      'no-store',
    )
  })
  .post(
    '/gift-cards',
    requireRole('admin'),
    valid('header', issueHeaders),
    valid('json', giftCardIssueBody),
    async function issueRoute(c) {
      const input = c.req.valid('json')
      const db = c.env.DB
      const key = c.req.valid('header')['idempotency-key'] ?? null
      const earlier = key === null ? null : await findGiftCardByIssueKey(db, key)
      if (earlier) return repeatedIssue(c, earlier, input.amount)
      const code = newGiftCardCode()
      const expiresAt = giftCardExpiry()
      const email = input.email || null
      const note = input.note?.trim() || null
      const card = {
        code,
        amount: input.amount,
        expiresAt,
        origin: 'manual' as const,
        orderId: null,
        orderItemId: null,
        unit: null,
        note,
        email,
        createdBy: c.var.actor,
        issueKey: key,
      }
      // the audit entry and the mail go only with the voucher: a submit with the same key that landed meanwhile wins
      const issued = issuedInBatch(code)
      const link = shopLink(c.env, shopOrigin(c.env, c.req.url))
      await db.batch([
        insertGiftCardWhen(db, card, issueKeyFree(key)),
        insertAudit(
          db,
          {
            actor: c.var.actor,
            action: 'create',
            resource: cardIri(code),
            before: null,
            after: { amount: input.amount, note, email, expiresAt },
          },
          issued,
        ),
        ...(email
          ? [
              prepareMail(
                c.env,
                {
                  to: email,
                  template: 'gift-cards',
                  params: {
                    number: null,
                    vouchers: [{ code: formatGiftCardCode(code), amount: input.amount }],
                    expiresAt: expiryDay(expiresAt),
                    link,
                  },
                  attachments: [{ giftCard: code }],
                },
                issued,
              ),
            ]
          : []),
      ])
      // with a key, the voucher the key issued: this one, or the one of a submit that landed first
      const stored = (key === null ? null : await findGiftCardByIssueKey(db, key)) ?? (await existing(db, code))
      if (stored.code !== code) return repeatedIssue(c, stored, input.amount)
      if (email) await afterAnswer(c, () => deliverOutbox(c.env))
      return adminJson(c, adminGiftCard, item('GiftCard', cardIri(code), fields(stored)), 201)
    },
  )
  .patch(
    '/gift-cards/:code/void',
    requireRole('admin'),
    requireMergePatch,
    valid('param', codeParam),
    valid('json', giftCardVoidBody),
    async function voidRoute(c) {
      const db = c.env.DB
      const card = await existing(db, c.req.valid('param').code)
      const reason = c.req.valid('json').reason.trim()
      if (card.state === 'void' || card.remaining === 0) throw notVoidable(card)
      const [, voided] = await db.batch([
        insertAudit(
          db,
          {
            actor: c.var.actor,
            action: 'update',
            resource: cardIri(card.code),
            before: { state: card.state, amount: card.remaining },
            after: { state: 'void', reason },
          },
          voidable(card.id),
        ),
        voidGiftCard(db, card.id, reason, c.var.actor),
      ])
      const now = await existing(db, card.code)
      // voided (or spent) by another request since it was read: that one did it, this one is told why not
      if (voided!.meta.changes === 0) throw notVoidable(now)
      return adminJson(c, adminGiftCardDetail, await detail(db, now))
    },
  )
