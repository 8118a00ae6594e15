// the libraries' own minified builds: a third of the size of what the bundler makes of their sources (decision 045)
import fontkit from '@pdf-lib/fontkit/dist/fontkit.es.min.js'
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib/dist/pdf-lib.esm.min.js'
import { formatDate } from '../../contract/prague-time'
import type { IssuedDocument } from './document'
import openSansBold from './fonts/open-sans-700.bin'
import openSansRegular from './fonts/open-sans-400.bin'
import { netOfGross } from './vat'

/**
 * The PDF of an issued document (pdf-lib, Open Sans embedded as a subset: Czech letters need a real font, the
 * PDF standard fonts have no "ř"). Drawn from the stored document only, so the same document always prints the
 * same. A4, one table of lines continued on further pages when long, the VAT recapitulation per rate.
 */

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 42
const INK = rgb(0.12, 0.12, 0.12)
const MUTED = rgb(0.38, 0.38, 0.38)
const ACCENT = rgb(0.478, 0.18, 0.114)
const RULE = rgb(0.8, 0.78, 0.75)
const NBSP = '\u00a0'

/** `1 290,00 Kč` from haléře: a tax document shows the haléře too. */
export function formatAmount(amount: number): string {
  const abs = Math.abs(amount)
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP)
  return `${amount < 0 ? '-' : ''}${whole},${String(abs % 100).padStart(2, '0')}${NBSP}Kč`
}

/** `26. 11. 2026` from `2026-11-26` (contract/prague-time.ts; a tax document's days are Prague days). */
const formatDay = (day: string) => formatDate(day) ?? day

type Fonts = { regular: PDFFont; bold: PDFFont }

class Writer {
  readonly pdf: PDFDocument
  readonly fonts: Fonts
  readonly footer: string
  page: PDFPage
  y = A4[1] - MARGIN
  constructor(pdf: PDFDocument, fonts: Fonts, footer: string) {
    this.pdf = pdf
    this.fonts = fonts
    this.footer = footer
    this.page = this.newPage()
  }

  newPage(): PDFPage {
    const page = this.pdf.addPage(A4)
    page.drawText(this.footer, { x: MARGIN, y: MARGIN / 2, size: 7.5, font: this.fonts.regular, color: MUTED })
    this.page = page
    this.y = A4[1] - MARGIN
    return page
  }

  /** Room for `height` more points on this page, or a new page. */
  need(height: number): boolean {
    if (this.y - height >= MARGIN) return false
    this.newPage()
    return true
  }

  text(
    value: string,
    x: number,
    options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; alignRight?: number } = {},
  ) {
    const size = options.size ?? 9
    const font = options.bold ? this.fonts.bold : this.fonts.regular
    const at = options.alignRight === undefined ? x : options.alignRight - font.widthOfTextAtSize(value, size)
    this.page.drawText(value, { x: at, y: this.y, size, font, color: options.color ?? INK })
  }

  rule(y = this.y) {
    this.page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.6, color: RULE })
  }
}

/** Breaks text into lines no wider than `width` at `size` (long words are cut). */
export function wrap(value: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      current = candidate
      continue
    }
    if (current) lines.push(current)
    current = word
    while (font.widthOfTextAtSize(current, size) > width && current.length > 1) {
      let cut = current.length - 1
      while (cut > 1 && font.widthOfTextAtSize(current.slice(0, cut), size) > width) cut--
      lines.push(current.slice(0, cut))
      current = current.slice(cut)
    }
  }
  if (current || lines.length === 0) lines.push(current)
  return lines
}

function partyLines(party: IssuedDocument['seller'] | IssuedDocument['buyer'], isBuyer: boolean): string[] {
  const lines: string[] = []
  if ('company' in party && party.company) lines.push(party.company)
  if (party.name) lines.push(party.name)
  if (party.street) lines.push(party.street)
  lines.push(`${party.postalCode} ${party.city}`.trim())
  if (party.country && party.country !== 'CZ') lines.push(party.country)
  if (party.ico) lines.push(`IČO: ${party.ico}`)
  if (party.dic) lines.push(`DIČ: ${party.dic}`)
  if (isBuyer && 'email' in party && party.email) lines.push(party.email)
  return lines
}

const TITLE = { invoice: 'Faktura – daňový doklad', credit_note: 'Opravný daňový doklad' } as const

// the lines table: description, quantity, unit price with VAT, without VAT, rate, total with VAT (right edges)
const RIGHT = A4[0] - MARGIN
const COLUMNS = { quantity: 285, unitGross: 358, unitNet: 440, rate: 478, total: RIGHT }
const DESCRIPTION_WIDTH = 215

function drawLinesHeader(w: Writer) {
  w.text('Položka', MARGIN, { size: 8, bold: true, color: MUTED })
  w.text('Množství', 0, { size: 8, bold: true, color: MUTED, alignRight: COLUMNS.quantity })
  w.text('Cena/ks s DPH', 0, { size: 8, bold: true, color: MUTED, alignRight: COLUMNS.unitGross })
  w.text('Cena/ks bez DPH', 0, { size: 8, bold: true, color: MUTED, alignRight: COLUMNS.unitNet })
  w.text('DPH', 0, { size: 8, bold: true, color: MUTED, alignRight: COLUMNS.rate })
  w.text('Celkem s DPH', 0, { size: 8, bold: true, color: MUTED, alignRight: COLUMNS.total })
  w.y -= 5
  w.rule()
  w.y -= 12
}

/** The document as PDF bytes. */
export async function renderDocumentPdf(doc: IssuedDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.registerFontkit(fontkit)
  const fonts = {
    regular: await pdf.embedFont(openSansRegular, { subset: true }),
    bold: await pdf.embedFont(openSansBold, { subset: true }),
  }
  const title = `${TITLE[doc.kind]} č. ${doc.number}`
  pdf.setTitle(title)
  pdf.setAuthor(doc.seller.name)
  pdf.setLanguage('cs-CZ')
  pdf.setCreationDate(new Date(`${doc.issuedOn}T12:00:00Z`))
  pdf.setModificationDate(new Date(`${doc.issuedOn}T12:00:00Z`))
  const w = new Writer(
    pdf,
    fonts,
    `${doc.seller.name}, IČO ${doc.seller.ico}, DIČ ${doc.seller.dic} · ${title} · doklad vystaven elektronicky`,
  )

  w.text(TITLE[doc.kind], MARGIN, { size: 18, bold: true, color: ACCENT })
  w.text(`č. ${doc.number}`, 0, { size: 14, bold: true, alignRight: RIGHT })
  w.y -= 34

  // seller and buyer side by side
  const top = w.y
  w.text('Dodavatel', MARGIN, { size: 8, bold: true, color: MUTED })
  w.text('Odběratel', 310, { size: 8, bold: true, color: MUTED })
  const seller = partyLines(doc.seller, false)
  const buyer = partyLines(doc.buyer, true)
  for (let i = 0; i < Math.max(seller.length, buyer.length); i++) {
    w.y -= 13
    if (seller[i]) w.text(seller[i]!, MARGIN, { size: 9.5, bold: i === 0 })
    if (buyer[i]) w.text(buyer[i]!, 310, { size: 9.5, bold: i === 0 })
  }
  w.y = Math.min(w.y, top - 13 * 6) - 20

  const details: [string, string][] = [
    ['Datum vystavení', formatDay(doc.issuedOn)],
    ['Datum uskutečnění zdanitelného plnění', formatDay(doc.taxableOn)],
    ['Způsob úhrady', doc.paymentMethod],
    ['Variabilní symbol', doc.variableSymbol],
    ['Číslo objednávky', doc.orderNumber],
  ]
  if (doc.corrects)
    details.push(['Opravuje daňový doklad', `č. ${doc.corrects.number} ze dne ${formatDay(doc.corrects.issuedOn)}`])
  if (doc.reason) details.push(['Důvod opravy', doc.reason])
  for (const [label, value] of details) {
    w.text(`${label}:`, MARGIN, { size: 9, color: MUTED })
    w.text(value, 230, { size: 9 })
    w.y -= 13
  }
  w.y -= 14

  drawLinesHeader(w)
  for (const line of doc.lines) {
    const description = wrap(line.description, fonts.regular, 9, DESCRIPTION_WIDTH)
    if (w.need(description.length * 12 + 4)) drawLinesHeader(w)
    w.text(description[0]!, MARGIN)
    w.text(String(line.quantity), 0, { alignRight: COLUMNS.quantity })
    w.text(formatAmount(line.unitPrice), 0, { alignRight: COLUMNS.unitGross })
    w.text(formatAmount(netOfGross(line.unitPrice, line.rate)), 0, { alignRight: COLUMNS.unitNet, color: MUTED })
    // a voucher sold is outside VAT (decision 056): no rate at all, not 0 %
    w.text(line.nonVat ? '–' : `${line.rate} %`, 0, { alignRight: COLUMNS.rate })
    w.text(formatAmount(line.total), 0, { alignRight: COLUMNS.total })
    for (const more of description.slice(1)) {
      w.y -= 12
      w.text(more, MARGIN)
    }
    w.y -= 16
  }
  w.y += 8
  w.rule()
  w.y -= 22

  // the recapitulation per rate (§ 29 odst. 1 písm. i to k): base, VAT, sum with VAT
  w.need(18 * (doc.recapitulation.length + 4))
  const recap = { rate: 300, base: 380, vat: 460, gross: RIGHT }
  w.text('Rekapitulace DPH', MARGIN, { size: 9, bold: true })
  w.text('Sazba', 0, { size: 8, bold: true, color: MUTED, alignRight: recap.rate })
  w.text('Základ daně', 0, { size: 8, bold: true, color: MUTED, alignRight: recap.base })
  w.text('DPH', 0, { size: 8, bold: true, color: MUTED, alignRight: recap.vat })
  w.text('Celkem s DPH', 0, { size: 8, bold: true, color: MUTED, alignRight: recap.gross })
  for (const row of doc.recapitulation) {
    w.y -= 14
    w.text(`${row.rate} %`, 0, { alignRight: recap.rate })
    w.text(formatAmount(row.base), 0, { alignRight: recap.base })
    w.text(formatAmount(row.vat), 0, { alignRight: recap.vat })
    w.text(formatAmount(row.gross), 0, { alignRight: recap.gross })
  }
  w.y -= 30
  // vouchers are a payment (decision 056): the total stays whole, what they paid lowers only the amount due
  const vouchers = doc.giftCards ?? []
  // a credit note of an uncollected cash on delivery: the part never paid is cleared, not returned
  const cleared =
    doc.kind === 'credit_note' && doc.amountDue !== undefined
      ? doc.total - vouchers.reduce((sum, voucher) => sum + voucher.amount, 0) - doc.amountDue
      : 0
  if (vouchers.length > 0 || cleared !== 0) {
    w.text('Celkem', 300, { size: 11, bold: true })
    w.text(formatAmount(doc.total), 0, { size: 11, bold: true, alignRight: RIGHT })
    for (const voucher of vouchers) {
      w.y -= 15
      // a credit note gives the voucher's part back to it (negative amount, decision 056)
      const label = voucher.amount < 0 ? 'Vráceno na dárkový poukaz' : 'Uhrazeno dárkovým poukazem'
      w.text(`${label} ${voucher.code}:`, 300, { size: 9 })
      w.text(formatAmount(-voucher.amount), 0, { size: 9, alignRight: RIGHT })
    }
    if (cleared !== 0) {
      w.y -= 15
      w.text('Nezaplacená dobírka, nevrací se:', 300, { size: 9 })
      w.text(formatAmount(-cleared), 0, { size: 9, alignRight: RIGHT })
    }
    w.y -= 22
  }
  const due =
    doc.kind === 'invoice' ? 'Celkem k úhradě' : doc.amountDue !== undefined ? 'Vráceno penězi' : 'Celkem opravou'
  w.text(due, 300, { size: 12, bold: true })
  w.text(formatAmount(doc.amountDue ?? doc.total), 0, { size: 14, bold: true, alignRight: RIGHT })
  w.y -= 18
  w.text(doc.paymentNote, 0, { size: 9.5, color: MUTED, alignRight: RIGHT })

  return pdf.save()
}
