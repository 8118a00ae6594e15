import { Hono } from 'hono'
import { beforeAll, describe, expect, it } from 'vitest'
import { invoicesIssuedBetween } from '../db/invoices'
import { documentOf, issueCreditNote, issueInvoice } from '../invoices/issue'
import { ISDOC_NAMESPACE } from '../invoices/isdoc'
import { POHODA_NAMESPACES } from '../invoices/pohoda'
import { admin } from '../test/admin-client'
import { asPerson } from '../test/admin-roles'
import { complete, orderOf, readyCart, setStock } from '../test/checkout-fixtures'
import { addDrinksCatalogue } from '../test/fixtures'
import { testEnv } from '../test/env'
import { row } from '../test/sql'
import type { AdminEnv } from './env'
import { adminInvoiceExport } from './invoice-export'
import { adminInvoices } from './invoices'
import { kids, parseXml } from '../test/xml-reader'

/**
 * The accountant's export (docs/decisions/055-accounting-export.md): every exported document re-read with an
 * independent parser (and the ZIP with the runtime's own inflate) and checked against the stored document.
 */

const db = testEnv.DB
const routes = new Hono<AdminEnv>().route('/', adminInvoiceExport).route('/', adminInvoices)
const staff = asPerson(routes, { actor: 'petra', role: 'staff' })
const boss = asPerson(routes, { actor: 'jana', role: 'admin' })

const MARCH = 'from=2025-03-01&to=2025-03-31'
let invoiceNumbers: string[] = []

beforeAll(async () => {
  await addDrinksCatalogue(db)
  await setStock(db, 'RUM_B_700', 1_000)
  // three orders invoiced in March 2025, the second refunded in part in March too
  for (const [day, quantity] of [
    ['2025-03-03', 1],
    ['2025-03-15', 2],
    ['2025-03-31', 3],
  ] as const) {
    const token = await readyCart([['RUM_B_700', quantity]], 'courier', 'bank_transfer')
    await orderOf(await complete(token, crypto.randomUUID()))
    const { id } = (await row(db, 'SELECT id FROM orders WHERE token = ?', token).first<{ id: number }>())!
    await db.batch(await issueInvoice(db, id, { paid: true, at: new Date(`${day}T10:00:00Z`) }))
    if (quantity === 2) {
      const refund = { refundKey: `refund:test-${id}`, amount: 10_001, reason: 'Vrácení části <platby> & "dopravy"' }
      await db.batch(await issueCreditNote(db, id, { ...refund, at: new Date('2025-03-20T10:00:00Z') }))
    }
  }
  invoiceNumbers = (await invoicesIssuedBetween(db, '2025-03-01', '2025-03-31'))
    .filter((r) => r.kind === 'invoice')
    .map((r) => r.number)
})

const halere = (value: string | null | undefined) => Math.round(Number(value) * 100)

/** The entries of a ZIP by its central directory, inflated by the runtime's DecompressionStream (not fflate). */
async function unzip(bytes: Uint8Array): Promise<Map<string, string>> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let end = bytes.length - 22
  while (view.getUint32(end, true) !== 0x06054b50) end--
  const count = view.getUint16(end + 10, true)
  let at = view.getUint32(end + 16, true)
  const files = new Map<string, string>()
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50)
    const method = view.getUint16(at + 10, true)
    const compressed = view.getUint32(at + 20, true)
    const nameLength = view.getUint16(at + 28, true)
    const extra = view.getUint16(at + 30, true)
    const comment = view.getUint16(at + 32, true)
    const local = view.getUint32(at + 42, true)
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength))
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true)
    const data = bytes.subarray(start, start + compressed)
    const raw =
      method === 0
        ? data
        : new Uint8Array(
            await new Response(
              new Blob([data]).stream().pipeThrough(new DecompressionStream('deflate-raw')),
            ).arrayBuffer(),
          )
    files.set(name, new TextDecoder().decode(raw))
    at += 46 + nameLength + extra + comment
  }
  return files
}

describe('GET /invoices/export', () => {
  it('is for an admin only: staff get 403 in Czech, and nothing is audited', async () => {
    const before = await row(db, "SELECT COUNT(*) AS n FROM admin_audit WHERE action = 'export'").first<{ n: number }>()
    for (const path of [`/invoices/export?format=pohoda&${MARCH}`, `/invoices/recap?${MARCH}`]) {
      const refused = await staff('GET', path)
      expect(refused.status).toBe(403)
      expect(((await refused.json()) as { 'hydra:description': string })['hydra:description']).toMatch(/administrátor/)
    }
    const after = await row(db, "SELECT COUNT(*) AS n FROM admin_audit WHERE action = 'export'").first<{ n: number }>()
    expect(after!.n).toBe(before!.n)
  })

  it('refuses bad days and ranges with a Czech violation', async () => {
    for (const query of [
      'format=pohoda&from=2025-3-01&to=2025-03-31',
      'format=pohoda&from=2025-02-30&to=2025-03-31',
      'format=pohoda&from=2025-03-31&to=2025-03-01',
      'format=pohoda&from=2024-01-01&to=2025-03-31',
      'format=csv&from=2025-03-01&to=2025-03-31',
    ]) {
      const response = await boss('GET', `/invoices/export?${query}`)
      expect(response.status, query).toBe(422)
      const { violations } = (await response.json()) as { violations: Array<{ message: string }> }
      expect(violations[0]!.message, query).toMatch(/[ěščřžýáíéůú]/)
    }
  })

  it('POHODA: one data pack of the month, every document once, as stored, and the export audited', async () => {
    const response = await boss('GET', `/invoices/export?format=pohoda&${MARCH}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/)
    expect(response.headers.get('content-disposition')).toContain('doklady-2025-03-01-2025-03-31-pohoda.xml')
    const root = parseXml(await response.text())
    expect(root.namespaceURI).toBe(POHODA_NAMESPACES.dat)
    const stored = (await invoicesIssuedBetween(db, '2025-03-01', '2025-03-31')).map(documentOf)
    const items = kids(root, 'dataPackItem', POHODA_NAMESPACES.dat)
    const numbers = items.map((i) => i.getElementsByTagNameNS(POHODA_NAMESPACES.typ, 'numberRequested')[0]!.textContent)
    expect(numbers).toEqual(stored.map((d) => d.number))
    expect(new Set(numbers).size).toBe(numbers.length)
    for (const [index, item] of items.entries()) {
      const doc = stored[index]!
      const sums = item.getElementsByTagNameNS(POHODA_NAMESPACES.inv, 'invoiceSummary')[0]!
      const high = doc.recapitulation.find((r) => r.rate === 21)!
      expect(halere(sums.getElementsByTagNameNS(POHODA_NAMESPACES.typ, 'priceHighSum')[0]!.textContent)).toBe(
        high.gross,
      )
      expect(halere(sums.getElementsByTagNameNS(POHODA_NAMESPACES.typ, 'priceHighVAT')[0]!.textContent)).toBe(high.vat)
    }
    const audit = await row(
      db,
      "SELECT actor, resource, after_json FROM admin_audit WHERE action = 'export' ORDER BY id DESC LIMIT 1",
    ).first<{ actor: string; resource: string; after_json: string }>()
    expect(audit!.actor).toBe('jana')
    expect(audit!.resource).toBe('/api/v2/admin/invoices/export')
    expect(JSON.parse(audit!.after_json)).toEqual({
      format: 'pohoda',
      from: '2025-03-01',
      to: '2025-03-31',
      documents: stored.map((d) => d.number),
    })
  })

  it('ISDOC: a ZIP with one .isdoc per document, each the stored document', async () => {
    const response = await boss('GET', `/invoices/export?format=isdoc&${MARCH}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    const files = await unzip(new Uint8Array(await response.arrayBuffer()))
    const stored = await invoicesIssuedBetween(db, '2025-03-01', '2025-03-31')
    expect([...files.keys()].sort()).toEqual(
      stored.map((r) => `${r.kind === 'invoice' ? 'faktura' : 'opravny-doklad'}-${r.number}.isdoc`).sort(),
    )
    for (const r of stored) {
      const doc = documentOf(r)
      const root = parseXml(files.get(`${r.kind === 'invoice' ? 'faktura' : 'opravny-doklad'}-${r.number}.isdoc`)!)
      expect(root.namespaceURI).toBe(ISDOC_NAMESPACE)
      expect(kids(root, 'ID', ISDOC_NAMESPACE)[0]!.textContent).toBe(doc.number)
      expect(kids(root, 'UUID', ISDOC_NAMESPACE)[0]!.textContent).toBe(r.public_id)
      expect(kids(root, 'DocumentType', ISDOC_NAMESPACE)[0]!.textContent).toBe(r.kind === 'invoice' ? '1' : '2')
      const total = kids(root, 'LegalMonetaryTotal', ISDOC_NAMESPACE)[0]!
      expect(halere(kids(total, 'TaxInclusiveAmount', ISDOC_NAMESPACE)[0]!.textContent)).toBe(doc.total)
      const subs = root.getElementsByTagNameNS(ISDOC_NAMESPACE, 'TaxSubTotal')
      expect(Array.from(subs).map((s) => halere(kids(s, 'TaxAmount', ISDOC_NAMESPACE)[0]!.textContent))).toEqual(
        doc.recapitulation.map((x) => x.vat + 0),
      )
      if (r.kind === 'credit_note') {
        const original = root.getElementsByTagNameNS(ISDOC_NAMESPACE, 'OriginalDocumentReference')[0]!
        expect(kids(original, 'ID', ISDOC_NAMESPACE)[0]!.textContent).toBe(doc.corrects!.number)
      }
    }
  })

  it('an empty month is a valid, empty export of either format', async () => {
    const pohoda = await boss('GET', '/invoices/export?format=pohoda&from=2024-07-01&to=2024-07-31')
    expect(kids(parseXml(await pohoda.text()), 'dataPackItem', POHODA_NAMESPACES.dat)).toHaveLength(0)
    const zip = await boss('GET', '/invoices/export?format=isdoc&from=2024-07-01&to=2024-07-31')
    expect((await unzip(new Uint8Array(await zip.arrayBuffer()))).size).toBe(0)
  })
})

describe('GET /invoices/recap', () => {
  type Recap = {
    invoices: { count: number; first: string | null; last: string | null; gaps: string[] }
    creditNotes: { count: number; gaps: string[] }
    rates: Array<{ rate: number; base: number; vat: number; gross: number }>
    total: number
  }
  const recap = async (query: string) => {
    const response = await boss('GET', `/invoices/recap?${query}`)
    expect(response.status).toBe(200)
    return (await response.json()) as Recap
  }

  it('counts, first and last numbers and the sums per rate of the stored documents', async () => {
    const stored = (await invoicesIssuedBetween(db, '2025-03-01', '2025-03-31')).map(documentOf)
    const body = await recap(MARCH)
    expect(body.invoices).toEqual({ count: 3, first: invoiceNumbers[0], last: invoiceNumbers[2], gaps: [] })
    expect(body.creditNotes.count).toBe(1)
    const sum = (key: 'base' | 'vat' | 'gross') =>
      stored.flatMap((d) => d.recapitulation).reduce((s, r) => s + r[key], 0)
    expect(body.rates).toEqual([{ rate: 21, base: sum('base'), vat: sum('vat'), gross: sum('gross') }])
    expect(body.total).toBe(stored.reduce((s, d) => s + d.total, 0))
    expect((await recap('from=2024-07-01&to=2024-07-31')).invoices).toEqual({
      count: 0,
      first: null,
      last: null,
      gaps: [],
    })
  })

  it('names a number missing from the series', async () => {
    // a number taken and never written (what the issuing statement prevents): the sequence skips one
    const token = await readyCart([['RUM_B_700', 1]], 'courier', 'bank_transfer')
    await orderOf(await complete(token, crypto.randomUUID()))
    const { id } = (await row(db, 'SELECT id FROM orders WHERE token = ?', token).first<{ id: number }>())!
    await row(db, "UPDATE sequences SET value = value + 1 WHERE name = 'invoice:2025'").run()
    await db.batch(await issueInvoice(db, id, { paid: true, at: new Date('2025-03-31T12:00:00Z') }))
    const skipped = String(Number(invoiceNumbers[2]) + 1)
    const body = await recap(MARCH)
    expect(body.invoices.count).toBe(4)
    expect(body.invoices.gaps).toEqual([skipped])
    expect(body.creditNotes.gaps).toEqual([])
  })
})

describe('GET /invoices/{id}/isdoc', () => {
  it('gives staff a document as ISDOC beside its PDF; an unknown id is 404', async () => {
    const [first] = await invoicesIssuedBetween(db, '2025-03-01', '2025-03-31')
    const response = await staff('GET', `/invoices/${first!.public_id}/isdoc`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toContain(`faktura-${first!.number}.isdoc`)
    expect(kids(parseXml(await response.text()), 'ID', ISDOC_NAMESPACE)[0]!.textContent).toBe(first!.number)
    expect((await staff('GET', `/invoices/${crypto.randomUUID()}/isdoc`)).status).toBe(404)
  })

  it('is in the order detail beside the PDF link', async () => {
    const order = await row(db, 'SELECT o.token FROM orders o JOIN invoices i ON i.order_id = o.id LIMIT 1').first<{
      token: string
    }>()
    const detail = (await (await admin('GET', `/orders/${order!.token}`)).json()) as {
      invoices: Array<{ download: string; isdoc: string }>
    }
    expect(detail.invoices[0]!.isdoc).toBe(detail.invoices[0]!.download.replace(/download$/, 'isdoc'))
  })
})
