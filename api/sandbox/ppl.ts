import { Hono } from 'hono'
import { PDFDocument, StandardFonts } from 'pdf-lib/dist/pdf-lib.esm.min.js'
import * as z from 'zod/mini'
import type { ApiEnv } from '../env'
import { equalSecrets } from '../payments/comgate'
import { pplSandboxPage } from './ppl-page'

/**
 * The stand-in of PPL's CPL API (myAPI2, docs/architecture.md#sandboxes, decision 063), mounted at
 * /sandbox/ppl/myapi2 with PPL's paths: `POST /login/getAccessToken` (client credentials, form-encoded),
 * `POST /shipment/batch` (answered 201 with the batch in `Location`), `GET /shipment/batch/{id}` (its shipment
 * numbers), `GET /shipment/batch/{id}/label?limit=&offset=` (a PDF with the number and "18+" for an age check),
 * `GET /shipment?Limit=&Offset=&ShipmentNumbers=` (tracking: `trackAndTrace.events` with the phase) and
 * `POST /shipment/{number}/cancel`, with the parameters PPL's published API requires (decision 063 cites it).
 * Shipments live in D1 (migration 0030) with the request as sent and their phase in `state`. Outside PPL's paths,
 * `GET /sandbox/ppl/shipments/{number}` shows the recorded request and `POST /sandbox/ppl/shipments/{number}/state`
 * (`phase=`) moves a parcel as the courier would (delivered, refused at the door and on its way back);
 * `GET /sandbox/ppl` is a page with those buttons (./ppl-page.ts).
 */

const TOKEN_SECONDS = 1800

/** The phases of PPL's codelist `/codelist/shipmentPhase` and their Czech names (as PPL's own plugin shows them). */
const PHASES: Record<string, string> = {
  Order: 'Objednávka',
  InTransport: 'V přepravě',
  Delivering: 'Na cestě',
  PickupPoint: 'Na výdejním místě',
  Delivered: 'Doručeno',
  Returning: 'Na cestě zpět odesílateli',
  BackToSender: 'Vráceno odesílateli',
  Canceled: 'Zrušeno',
}
/** The phases a developer or a test may move a parcel to (cancelling is PPL's own call). */
const MOVES = Object.keys(PHASES).filter((phase) => phase !== 'Canceled')
/** PPL's enum `PageSize`. */
const PAGE_SIZES = ['Default', 'A4'] as const
/** The age checks of PPL's codelist `/codelist/ageCheck`. */
const AGE_CHECKS = ['A15', 'A18']

const problem = (status: 400 | 401 | 404, code: string, message: string) =>
  Response.json({ code, message }, { status, headers: { 'cache-control': 'no-store' } })

const address = z.looseObject({
  name: z.string().check(z.minLength(1), z.maxLength(50)),
  street: z.string().check(z.minLength(1), z.maxLength(60)),
  city: z.string().check(z.minLength(1), z.maxLength(50)),
  zipCode: z.string().check(z.regex(/^\d{5}$/)),
  country: z.string().check(z.length(2)),
})
const shipment = z.looseObject({
  referenceId: z.string().check(z.minLength(1), z.maxLength(128)),
  productType: z.enum(['PRIV', 'PRID', 'SMAR', 'SMAD']),
  recipient: address,
  ageCheck: z.optional(z.string()),
  cashOnDelivery: z.optional(
    z.looseObject({
      codPrice: z.number(),
      codCurrency: z.string(),
      codVarSym: z.string().check(z.regex(/^\d{1,10}$/)),
    }),
  ),
})
const batch = z.looseObject({
  shipments: z.array(shipment).check(z.minLength(1), z.maxLength(50)),
  labelSettings: z.optional(
    z.looseObject({
      completeLabelSettings: z.optional(z.looseObject({ pageSize: z.optional(z.enum(PAGE_SIZES)) })),
    }),
  ),
})
/** `limit`/`offset` style paging, required by PPL on lists (a page of 1 to 1000). */
const paging = (limit: string | undefined, offset: string | undefined) =>
  /^\d{1,4}$/.test(limit ?? '') && Number(limit) >= 1 && Number(limit) <= 1000 && /^\d{1,10}$/.test(offset ?? '')

type ShipmentRow = { shipment_number: string; batch_id: string; reference_id: string; request: string; state: string }

/** Why PPL would refuse this shipment, or null: COD only with a COD product and the other way round, known age checks. */
function refusal(item: z.infer<typeof shipment>): string | null {
  const cod = item.productType === 'PRID' || item.productType === 'SMAD'
  if (cod !== (item.cashOnDelivery !== undefined)) return 'cashOnDelivery does not match the product type'
  if (item.ageCheck !== undefined && !AGE_CHECKS.includes(item.ageCheck)) return `unknown ageCheck ${item.ageCheck}`
  return null
}

/** Label printers take plain ASCII from the standard fonts: "Dvořák" prints as "Dvorak". */
const ascii = (text: string) => text.normalize('NFD').replace(/[^\x20-\x7e]/g, '')

async function labelPdf(rows: ShipmentRow[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  for (const row of rows) {
    const request = JSON.parse(row.request) as z.infer<typeof shipment>
    // a label a page, as PPL's `PageSize=Default`
    const page = pdf.addPage([298, 420])
    page.drawText('PPL (sandbox)', { x: 20, y: 385, size: 14, font: bold })
    page.drawText(row.shipment_number, { x: 20, y: 340, size: 24, font: bold })
    page.drawText(ascii(request.recipient.name), { x: 20, y: 300, size: 12, font: regular })
    page.drawText(ascii(request.recipient.street), { x: 20, y: 284, size: 12, font: regular })
    page.drawText(ascii(`${request.recipient.zipCode} ${request.recipient.city}`), {
      x: 20,
      y: 268,
      size: 12,
      font: regular,
    })
    page.drawText(`Ref. ${ascii(row.reference_id)}`, { x: 20, y: 240, size: 10, font: regular })
    if (request.cashOnDelivery)
      page.drawText(`COD ${request.cashOnDelivery.codPrice.toFixed(2)} CZK`, { x: 20, y: 220, size: 12, font: bold })
    if (request.ageCheck) page.drawText('18+', { x: 210, y: 40, size: 40, font: bold })
  }
  return pdf.save()
}

const myApi = new Hono<ApiEnv>()
  .post('/login/getAccessToken', async function getAccessToken(c) {
    const form = await c.req.parseBody().catch(() => null)
    const clientId = typeof form?.client_id === 'string' ? form.client_id : ''
    const secret = typeof form?.client_secret === 'string' ? form.client_secret : ''
    if (form?.grant_type !== 'client_credentials') return c.json({ error: 'unsupported_grant_type' }, 400)
    if (!equalSecrets(clientId, c.env.PPL_CLIENT_ID) || !equalSecrets(secret, c.env.PPL_CLIENT_SECRET))
      return c.json({ error: 'invalid_client' }, 401)
    const token = crypto.randomUUID().replace(/-/g, '')
    await c.env.DB.prepare(
      `INSERT INTO sandbox_ppl_tokens (token, client_id, expires_at) VALUES (?, ?, datetime('now', '+${TOKEN_SECONDS} seconds'))`,
    )
      .bind(token, clientId)
      .run()
    return c.json({ access_token: token, token_type: 'Bearer', expires_in: TOKEN_SECONDS, scope: 'myapi2' })
  })
  .use(async function bearer(c, next) {
    const token = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? ''
    const known = await c.env.DB.prepare(
      "SELECT 1 AS ok FROM sandbox_ppl_tokens WHERE token = ? AND expires_at > datetime('now')",
    )
      .bind(token)
      .first()
    if (!known) return problem(401, 'Unauthorized', 'The access token is missing or expired.')
    await next()
  })
  .post('/shipment/batch', async function createBatch(c) {
    const parsed = batch.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success) return problem(400, 'ValidationError', parsed.error.issues.map((i) => i.message).join('; '))
    for (const item of parsed.data.shipments) {
      const why = refusal(item)
      if (why) return problem(400, 'ValidationError', why)
    }
    const batchId = crypto.randomUUID()
    for (const item of parsed.data.shipments) {
      const number = `4${String(crypto.getRandomValues(new Uint32Array(1))[0]).padStart(10, '0')}`
      await c.env.DB.prepare(
        "INSERT INTO sandbox_ppl_shipments (shipment_number, batch_id, reference_id, request, state) VALUES (?, ?, ?, ?, 'Order')",
      )
        .bind(number, batchId, item.referenceId, JSON.stringify(item))
        .run()
    }
    return c.body(null, 201, { location: `${new URL(c.req.url).pathname}/${batchId}` })
  })
  .get('/shipment/batch/:id', async function batchStatus(c) {
    const rows = await shipmentsOf(c.env.DB, c.req.param('id'))
    if (rows.length === 0) return problem(404, 'NotFound', 'No such batch.')
    return c.json({
      items: rows.map((row) => ({
        referenceId: row.reference_id,
        shipmentNumber: row.shipment_number,
        importState: 'Complete',
        labelUrl: `${new URL(c.req.url).pathname}/label`,
      })),
    })
  })
  .get('/shipment/batch/:id/label', async function label(c) {
    if (!paging(c.req.query('limit'), c.req.query('offset')))
      return problem(400, 'ValidationError', 'limit (1–1000) and offset are required.')
    const pageSize = c.req.query('PageSize')
    if (pageSize !== undefined && !(PAGE_SIZES as readonly string[]).includes(pageSize))
      return problem(400, 'ValidationError', `unknown PageSize ${pageSize}`)
    const rows = await shipmentsOf(c.env.DB, c.req.param('id'))
    if (rows.length === 0) return problem(404, 'NotFound', 'No such batch.')
    return c.body(new Uint8Array(await labelPdf(rows)), 200, { 'content-type': 'application/pdf' })
  })
  .get('/shipment', async function tracking(c) {
    if (!paging(c.req.query('Limit'), c.req.query('Offset')))
      return problem(400, 'ValidationError', 'Limit (1–1000) and Offset are required.')
    const numbers = (c.req.query('ShipmentNumbers') ?? '').split(',').filter((n) => /^\d{1,20}$/.test(n))
    const found = []
    for (const number of numbers.slice(0, 50)) {
      const row = await c.env.DB.prepare(
        'SELECT shipment_number, state, updated_at FROM sandbox_ppl_shipments WHERE shipment_number = ?',
      )
        .bind(number)
        .first<{ shipment_number: string; state: string; updated_at: string }>()
      // one event, the last one (the sandbox keeps no history); a row from before phases counts as data only
      const phase = row && Object.hasOwn(PHASES, row.state) ? row.state : 'Order'
      if (row)
        found.push({
          shipmentNumber: row.shipment_number,
          trackAndTrace: {
            events: [{ phase, name: PHASES[phase], eventDate: row.updated_at.replace(' ', 'T') }],
          },
        })
    }
    return c.json(found)
  })
  .post('/shipment/:number/cancel', async function cancel(c) {
    // only before the courier took it; a cancelled one stays cancelled
    const changed = await c.env.DB.prepare(
      "UPDATE sandbox_ppl_shipments SET state = 'Canceled', updated_at = datetime('now') WHERE shipment_number = ? AND state IN ('Order', 'Canceled')",
    )
      .bind(c.req.param('number'))
      .run()
    if (changed.meta.changes !== 1) return problem(400, 'CancelNotAllowed', 'The shipment can no longer be cancelled.')
    return c.body(null, 200)
  })

function shipmentsOf(db: D1Database, batchId: string): Promise<ShipmentRow[]> {
  return db
    .prepare(
      'SELECT shipment_number, batch_id, reference_id, request, state FROM sandbox_ppl_shipments WHERE batch_id = ? ORDER BY shipment_number',
    )
    .bind(batchId)
    .all<ShipmentRow>()
    .then((result) => result.results)
}

export const pplSandbox = new Hono<ApiEnv>()
  .route('/myapi2', myApi)
  .get('/', pplSandboxPage)
  .get('/shipments/:number', async function recorded(c) {
    const row = await c.env.DB.prepare('SELECT request, state FROM sandbox_ppl_shipments WHERE shipment_number = ?')
      .bind(c.req.param('number'))
      .first<{ request: string; state: string }>()
    if (!row) return c.json({ error: 'shipment not found' }, 404)
    return c.json({ state: row.state, request: JSON.parse(row.request) as unknown })
  })
  .post('/shipments/:number/state', async function move(c) {
    // hostile input gets a 400, never a 500 (api/fuzz.test.ts)
    const form = await c.req.parseBody().catch(() => null)
    const state = typeof form?.phase === 'string' ? form.phase : ''
    if (!MOVES.includes(state)) return c.json({ error: 'unknown phase' }, 400)
    const moved = await c.env.DB.prepare(
      "UPDATE sandbox_ppl_shipments SET state = ?, updated_at = datetime('now') WHERE shipment_number = ?",
    )
      .bind(state, c.req.param('number'))
      .run()
    if (moved.meta.changes !== 1) return c.json({ error: 'shipment not found' }, 404)
    // the page's buttons come back to the page
    if (form?.back === '1') return c.redirect('/sandbox/ppl', 303)
    return c.json({ shipmentNumber: c.req.param('number'), phase: state })
  })
