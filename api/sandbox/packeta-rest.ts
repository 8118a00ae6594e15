import { Hono } from 'hono'
import type { ApiEnv } from '../env'
import { equalSecrets } from '../payments/comgate'
import { xmlElements, xmlEscape, xmlText } from '../shipping/packeta/client'
import { getSandboxPoint } from './packeta-points'

/**
 * The stand-in of Packeta's packet API (docs/architecture.md#sandboxes), mounted at /sandbox/packeta/api/rest: one
 * POST of an XML call element (`createPacket`, `packetLabelPdf`, `cancelPacket`, `packetStatus`) with the API
 * password, answered as Packeta answers (`<response><status>ok</status><result>…` or a `fault`). Parcels live
 * in D1 (migration 0020). `POST /packets/{id}/status` moves a parcel as the carrier would (tests, a developer).
 */

const STATUS_TEXTS: Record<number, string> = {
  1: 'received data',
  2: 'arrived',
  3: 'prepared for departure',
  4: 'departed',
  5: 'ready for pickup',
  6: 'handed to carrier',
  7: 'delivered',
  9: 'posted back',
  10: 'returned',
  11: 'cancelled',
  12: 'collected',
  17: 'rejected by recipient',
}

function xmlAnswer(inner: string, status = 200): Response {
  return new Response(`<?xml version="1.0" encoding="utf-8"?><response>${inner}</response>`, {
    status,
    headers: { 'content-type': 'text/xml; charset=utf-8', 'cache-control': 'no-store' },
  })
}

const ok = (result: Record<string, string | number | Record<string, string | number>> | string) =>
  xmlAnswer(`<status>ok</status><result>${typeof result === 'string' ? result : xmlElements(result)}</result>`)

function fault(name: string, message: string, attributes: Array<[string, string]> = []): Response {
  const detail =
    attributes.length === 0
      ? ''
      : `<detail><attributes>${attributes.map(([attribute, why]) => xmlElements({ fault: { name: attribute, fault: why } })).join('')}</attributes></detail>`
  return xmlAnswer(`<status>fault</status><fault>${name}</fault><string>${xmlEscape(message)}</string>${detail}`)
}

type PacketRow = {
  id: number
  barcode: string
  number: string
  attributes: string
  status_code: number
  updated_at: string
}

async function packetOf(db: D1Database, packetId: string | null): Promise<PacketRow | null> {
  if (!packetId || !/^\d{1,12}$/.test(packetId)) return null
  return db
    .prepare(
      'SELECT id, barcode, number, attributes, status_code, updated_at FROM sandbox_packeta_packets WHERE id = ?',
    )
    .bind(Number(packetId))
    .first<PacketRow>()
}

const ATTRIBUTES = [
  'number',
  'name',
  'surname',
  'company',
  'email',
  'phone',
  'addressId',
  'cod',
  'value',
  'currency',
  'weight',
  'eshop',
  'adultContent',
] as const

function attributeProblems(attributes: Record<string, string | null>): Array<[string, string]> {
  const problems: Array<[string, string]> = []
  for (const required of ['number', 'name', 'surname', 'addressId', 'value'] as const) {
    if (!attributes[required]) problems.push([required, 'Required value is missing.'])
  }
  if (!attributes.email && !attributes.phone) problems.push(['email', 'Either email or phone is required.'])
  const point = attributes.addressId ? getSandboxPoint(attributes.addressId) : null
  if (attributes.addressId && !point) problems.push(['addressId', 'Unknown pickup point.'])
  if (point && attributes.adultContent === '1' && !point.isStaffed)
    problems.push(['adultContent', 'The pickup point does not offer age verification.'])
  for (const money of ['value', 'cod', 'weight'] as const) {
    const value = attributes[money]
    if (value && !/^\d{1,7}(\.\d{1,3})?$/.test(value)) problems.push([money, 'Not a number.'])
  }
  return problems
}

/** A one-page PDF saying which parcel it labels: enough for a label printer's preview. */
function labelPdf(barcode: string): string {
  const content = `BT /F1 18 Tf 20 200 Td (Packeta sandbox ${barcode.replace(/[()\\]/g, '')}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 298 420] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets = objects.map((object, index) => {
    const offset = pdf.length
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return pdf
}

export const packetaRestSandbox = new Hono<ApiEnv>()
  .post('/api/rest', async function packetApi(c) {
    const body = await c.req.text()
    const call = /^(?:<\?xml[^>]*\?>)?\s*<([A-Za-z]+)>/.exec(body)?.[1]
    if (!call) return fault('IncorrectApiPasswordFault', 'The request is not a Packeta API call.')
    if (!equalSecrets(xmlText(body, 'apiPassword') ?? '', c.env.PACKETA_API_PASSWORD))
      return fault('IncorrectApiPasswordFault', 'Incorrect API password.')
    const db = c.env.DB
    switch (call) {
      case 'createPacket': {
        const attributes = Object.fromEntries(ATTRIBUTES.map((name) => [name, xmlText(body, name)]))
        const problems = attributeProblems(attributes)
        if (problems.length > 0) return fault('PacketAttributesFault', 'Packet attributes are not valid.', problems)
        const created = await db
          .prepare(
            `INSERT INTO sandbox_packeta_packets (barcode, number, attributes)
             VALUES ('Z' || printf('%010d', abs(random()) % 10000000000), ?, ?) RETURNING id, barcode`,
          )
          .bind(attributes.number, JSON.stringify(attributes))
          .first<{ id: number; barcode: string }>()
        const barcode = created!.barcode
        return ok({
          id: created!.id,
          barcode,
          barcodeText: `${barcode.slice(0, 1)} ${barcode.slice(1, 4)} ${barcode.slice(4, 8)} ${barcode.slice(8)}`,
        })
      }
      case 'packetLabelPdf': {
        const packet = await packetOf(db, xmlText(body, 'packetId'))
        if (!packet) return fault('PacketIdFault', 'Packet not found.')
        return ok(btoa(labelPdf(packet.barcode)))
      }
      case 'cancelPacket': {
        const packet = await packetOf(db, xmlText(body, 'packetId'))
        if (!packet) return fault('PacketIdFault', 'Packet not found.')
        // only before the parcel left the sender (received data); a cancelled one stays cancelled
        if (packet.status_code !== 1 && packet.status_code !== 11)
          return fault('CancelNotAllowedFault', 'The packet can no longer be cancelled.')
        await db
          .prepare("UPDATE sandbox_packeta_packets SET status_code = 11, updated_at = datetime('now') WHERE id = ?")
          .bind(packet.id)
          .run()
        return ok('')
      }
      case 'packetStatus': {
        const packet = await packetOf(db, xmlText(body, 'packetId'))
        if (!packet) return fault('PacketIdFault', 'Packet not found.')
        const codeText = STATUS_TEXTS[packet.status_code] ?? 'unknown'
        return ok({
          dateTime: packet.updated_at.replace(' ', 'T'),
          statusCode: packet.status_code,
          codeText,
          statusText: codeText,
        })
      }
      default:
        return fault('UnknownMethodFault', `Unknown method ${call}.`)
    }
  })
  .post('/packets/:id/status', async function movePacket(c) {
    // hostile input gets a 400, never a 500 (api/fuzz.test.ts): an unreadable body, a made-up code or id
    const form = await c.req.parseBody().catch(() => null)
    const code = Number(form?.statusCode)
    const id = Number(c.req.param('id'))
    if (!Number.isSafeInteger(code) || !(code in STATUS_TEXTS)) return c.json({ error: 'unknown status code' }, 400)
    if (!Number.isSafeInteger(id) || id < 1) return c.json({ error: 'packet not found' }, 404)
    const moved = await c.env.DB.prepare(
      "UPDATE sandbox_packeta_packets SET status_code = ?, updated_at = datetime('now') WHERE id = ?",
    )
      .bind(code, id)
      .run()
    if (moved.meta.changes !== 1) return c.json({ error: 'packet not found' }, 404)
    return c.json({ id: Number(c.req.param('id')), statusCode: code })
  })
