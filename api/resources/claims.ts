import type { Context } from 'hono'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { idFromIri, iri } from '../../contract/iri'
import { claimInput, claimMessageInput, returnableItemsInput } from '../../contract/claims'
import { formatMessage, registerValidationMessages, toViolations } from '../../contract/validation'
import { claimValidationCs, claimValidationEn } from '../../contract/validation-claims'
import { nameWithVariant } from '../../contract/variant-label'
import { limitClient } from '../auth/client-limit'
import { ordersOfSession, requireCustomer } from '../auth/session'
import {
  type ClaimRecord,
  claimNumber,
  findClaimAttachment,
  findClaimableOrder,
  findOwnClaim,
  insertClaim,
  insertClaimMessage,
  listOwnClaims,
  returnableItems,
} from '../db/claims'
import { checkAttachments } from '../domain/attachments'
import { ipHash } from '../domain/newsletter'
import type { ApiEnv } from '../env'
import { attachmentResponse } from '../http/attachment-response'
import { HttpError, NotFoundError, ValidationError } from '../http/errors'
import { collection, item } from '../http/jsonld'
import { storefrontOrigin } from '../http/storefront-origin'
import { valid } from '../http/validate'
import { queueAndSend } from '../mail'
import { mayMail, notifyShop } from './form-mail'
import { jsonLd } from './respond'

/**
 * Complaints and returns (docs/product.md#pages, docs/product.md#validation, docs/product.md#calls; decision 026):
 * `POST /claim-requests` (multipart/form-data with up to 5 attachments, or JSON without), `GET /claim-requests`
 * and `GET /claim-requests/{id}` (the logged-in customer's own), `POST /messages` (a follow-up on one's own
 * claim). The contact form is api/resources/contact.ts. Every public form has a honeypot (`website`) and a limit per client address.
 */

// the messages of the forms' own rules (they stay out of every page's bundle, decision 026), for every violation
// the API words: here, as contract/ is free of side effects by declaration (vite.config.ts)
registerValidationMessages('cs', claimValidationCs)
registerValidationMessages('en', claimValidationEn)

/** A multipart or urlencoded field as a string (its first value); a file where text belongs stays a file, so the schema refuses it. */
function fieldValue(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value
}

type ClaimBody = { fields: Record<string, unknown>; files: File[] }

/** The claim's fields and files, from multipart/form-data, urlencoded or JSON (JSON carries no files). */
async function readClaimBody(c: Context<ApiEnv>): Promise<ClaimBody> {
  const type = c.req.header('content-type')?.toLowerCase() ?? ''
  if (type.includes('json')) {
    let body: unknown
    try {
      body = await c.req.json()
    } catch {
      throw new HttpError(400, 'Syntax error')
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new HttpError(400, 'The body must be an object')
    return { fields: body as Record<string, unknown>, files: [] }
  }
  if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded')) {
    throw new HttpError(415, 'The body must be multipart/form-data, application/x-www-form-urlencoded or JSON')
  }
  let parsed: Record<string, unknown>
  try {
    parsed = await c.req.parseBody({ all: true })
  } catch {
    throw new HttpError(400, 'Malformed form body')
  }
  const all = (name: string) => [parsed[name], parsed[`${name}[]`]].flat().filter((value) => value !== undefined)
  const fields: Record<string, unknown> = {}
  for (const name of ['type', 'orderNumber', 'email', 'reason', 'description', 'bankAccount', 'note', 'website']) {
    const value = fieldValue(parsed[name])
    if (value !== undefined) fields[name] = value
  }
  const items = all('items')
  if (items.length > 0) fields.items = items
  // a file input left empty sends a nameless empty file: that is no attachment
  const files = all('attachments').filter(
    (value): value is File => value instanceof File && !(value.size === 0 && value.name === ''),
  )
  if (all('attachments').some((value) => typeof value === 'string' && value !== '')) {
    throw new ValidationError([
      { propertyPath: 'attachments', message: formatMessage('is', {}, c.var.language), code: 'is' },
    ])
  }
  return { fields, files }
}

function claimFields(claim: ClaimRecord) {
  return {
    id: claim.id,
    number: claimNumber(claim.type, claim.id),
    type: claim.type,
    state: claim.state,
    orderNumber: claim.orderNumber,
    reason: claim.reason,
    description: claim.description,
    items: claim.items,
    attachments: claim.attachments,
    messages: claim.messages.map((message) => ({
      ...message,
      // the shop's files, through the customer's own authorised route below
      attachments: message.attachments.map((file) => ({
        ...file,
        url: `${iri('claim-requests', claim.id)}/attachments/${file.id}`,
      })),
    })),
    decision: claim.decision,
    createdAt: claim.createdAt,
  }
}

/** The order the claimant may claim; the same violation for an unknown number and for somebody else's order. */
async function claimableOrder(
  c: Context<ApiEnv>,
  orderNumber: string,
  email: string,
): Promise<{ id: number; number: string }> {
  const order = await findClaimableOrder(c.env.DB, orderNumber, {
    email,
    customerId: c.var.customerId,
    ordersOfSession: ordersOfSession(c),
  })
  if (!order)
    throw new ValidationError([
      {
        propertyPath: 'orderNumber',
        message: formatMessage('orderNotFound', {}, c.var.language),
        code: 'orderNotFound',
      },
    ])
  return order
}

/** Guests are 401 before validation. */
const loginFirst = createMiddleware<ApiEnv>(async function loginFirst(c, next) {
  requireCustomer(c)
  await next()
})

export const claims = new Hono<ApiEnv>()
  .post('/claim-requests', async function fileClaim(c) {
    await limitClient(c, 'claim')
    const { fields, files } = await readClaimBody(c)
    const parsed = claimInput.safeParse(fields)
    const attachments = await checkAttachments(files, c.var.language)
    const violations = [
      ...(parsed.success ? [] : toViolations(parsed.error.issues, c.var.language)),
      ...attachments.violations,
    ]
    if (!parsed.success || violations.length > 0) throw new ValidationError(violations)
    const input = { ...parsed.data, email: parsed.data.email.toLowerCase() }
    if (input.website) return c.body(null, 202)
    const order = await claimableOrder(c, input.orderNumber, input.email)
    let items: Awaited<ReturnType<typeof returnableItems>> = []
    if (input.type === 'return') {
      const returnable = await returnableItems(c.env.DB, order.id)
      const wanted = new Set(input.items.map(Number))
      items = returnable.filter((line) => wanted.has(line.id))
      if (items.length !== wanted.size) {
        throw new ValidationError([
          { propertyPath: 'items', message: formatMessage('is', {}, c.var.language), code: 'is' },
        ])
      }
    }
    const stored = []
    for (const file of attachments.checked) {
      const key = `claims/${crypto.randomUUID()}`
      await c.env.CLAIMS.put(key, file.bytes, { httpMetadata: { contentType: file.contentType } })
      stored.push({ key, contentType: file.contentType, size: file.bytes.byteLength, fileName: file.fileName })
    }
    const bankAccount = input.type === 'return' ? input.bankAccount.replace(/\s+/g, '').toUpperCase() : null
    const id = await insertClaim(c.env.DB, {
      type: input.type,
      orderId: order.id,
      email: input.email,
      reason: input.type === 'complaint' ? input.reason : null,
      description: input.type === 'complaint' ? input.description : input.note || null,
      bankAccount,
      ipHash: await ipHash(c),
      items,
      attachments: stored,
    })
    const number = claimNumber(input.type, id)
    if (await mayMail(c, 'claim-confirmation', input.email)) {
      await queueAndSend(c, {
        to: input.email,
        template: 'claim-confirmation',
        params: {
          type: input.type,
          number,
          orderNumber: order.number,
          link: `${storefrontOrigin(c)}/reklamace-a-vraceni-zbozi`,
        },
      })
    }
    await notifyShop(c, {
      template: 'claim-notification',
      params: {
        type: input.type,
        number,
        orderNumber: order.number,
        email: input.email,
        reason: input.type === 'complaint' ? input.reason : null,
        description: input.type === 'complaint' ? input.description : input.note || null,
        items: items.map((line) => `${line.quantity}× ${nameWithVariant(line.product_name, line.variant_name)}`),
        bankAccount,
        attachments: stored.length,
      },
    })
    c.header('cache-control', 'no-store')
    return jsonLd(
      c,
      item('ClaimRequest', iri('claim-requests', id), {
        id,
        number,
        type: input.type,
        state: 'new',
        orderNumber: order.number,
      }),
      201,
    )
  })
  .post('/claim-requests/returnable-items', valid('json', returnableItemsInput), async function listReturnableItems(c) {
    await limitClient(c, 'claim')
    const input = c.req.valid('json')
    const order = await claimableOrder(c, input.orderNumber, input.email.toLowerCase())
    const items = await returnableItems(c.env.DB, order.id)
    c.header('cache-control', 'no-store')
    const members = items.map((line) => ({
      id: line.id,
      productName: line.product_name,
      variantName: line.variant_name,
      quantity: line.quantity,
    }))
    return jsonLd(c, {
      '@context': '/api/v2/contexts/ReturnableItem',
      '@type': 'hydra:Collection',
      'hydra:member': members,
      'hydra:totalItems': members.length,
    })
  })
  .get('/claim-requests', loginFirst, async function listClaims(c) {
    const claims = await listOwnClaims(c.env.DB, requireCustomer(c), ordersOfSession(c))
    c.header('cache-control', 'private, no-store')
    const members = claims.map((claim) => ({
      '@id': iri('claim-requests', claim.id),
      '@type': 'ClaimRequest',
      ...claimFields(claim),
    }))
    return jsonLd(c, collection({ type: 'ClaimRequest', url: new URL(c.req.url), members, totalItems: members.length }))
  })
  .get('/claim-requests/:id{[0-9]{1,12}}', loginFirst, async function showClaim(c) {
    const id = Number(c.req.param('id'))
    const claim = (await listOwnClaims(c.env.DB, requireCustomer(c), ordersOfSession(c))).find((own) => own.id === id)
    if (!claim) throw new NotFoundError()
    c.header('cache-control', 'private, no-store')
    return jsonLd(c, item('ClaimRequest', iri('claim-requests', id), claimFields(claim)))
  })
  .get(
    '/claim-requests/:id{[0-9]{1,12}}/attachments/:file{[0-9]{1,12}}',
    loginFirst,
    async function claimAttachment(c) {
      const claim = await findOwnClaim(c.env.DB, Number(c.req.param('id')), requireCustomer(c), ordersOfSession(c))
      const file = claim ? await findClaimAttachment(c.env.DB, Number(c.req.param('file'))) : null
      // somebody else's claim, another claim's file and an unknown one answer alike
      const object = file && file.claim_id === claim?.id ? await c.env.CLAIMS.get(file.object_key) : null
      if (!file || !object) throw new NotFoundError()
      return attachmentResponse(object.body, file, 'private, no-store')
    },
  )
  .post('/messages', loginFirst, valid('json', claimMessageInput), async function sendClaimMessage(c) {
    const customerId = requireCustomer(c)
    await limitClient(c, 'claimMessage')
    const input = c.req.valid('json')
    const path = input.claimRequest.split('?')[0]!
    const id = /^(?:\/api\/v2\/shop\/claim-requests\/)?(\d{1,12})$/.test(path) ? Number(idFromIri(path)) : null
    const claim = id === null ? null : await findOwnClaim(c.env.DB, id, customerId, ordersOfSession(c))
    // somebody else's claim and an unknown one answer alike
    if (!claim) throw new NotFoundError('Claim request not found.')
    await insertClaimMessage(c.env.DB, claim.id, 'customer', input.message).run()
    await notifyShop(c, {
      template: 'claim-message-notification',
      params: {
        number: claimNumber(claim.type, claim.id),
        orderNumber: claim.orderNumber,
        email: claim.email,
        message: input.message,
      },
    })
    c.header('cache-control', 'no-store')
    return jsonLd(
      c,
      item('ClaimMessage', iri('claim-requests', claim.id), { author: 'customer', message: input.message }),
      201,
    )
  })
