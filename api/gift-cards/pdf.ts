// the libraries' own minified builds, as the invoices load them (decision 045)
import fontkit from '@pdf-lib/fontkit/dist/fontkit.es.min.js'
import { PDFDocument, rgb } from 'pdf-lib/dist/pdf-lib.esm.min.js'
import { formatGiftCardCode } from '../../contract/gift-cards'
import { formatDate } from '../../contract/prague-time'
import { SELLER } from '../../contract/seller'
import openSansBold from '../invoices/fonts/open-sans-700.bin'
import openSansRegular from '../invoices/fonts/open-sans-400.bin'
import { formatAmount } from '../invoices/pdf'
import { SHOP_NAME } from '../mail/layout'

/**
 * A gift voucher's PDF (decision 056): the shop's name, the value, the code, the expiry and how to redeem it, and
 * that it is a multi-purpose voucher (no VAT at its sale). Drawn from the voucher's row only, so it prints the same
 * whenever it is drawn; Open Sans embedded for the Czech letters. The title and subject carry the essentials too,
 * which a reader (and the tests) can read without the drawn text.
 */

export type VoucherPdfInput = { code: string; initialAmount: number; expiresAt: string; storefrontUrl: string }

const INK = rgb(0.12, 0.12, 0.12)
const MUTED = rgb(0.38, 0.38, 0.38)
const ACCENT = rgb(0.478, 0.18, 0.114)
const A5_LANDSCAPE: [number, number] = [595.28, 419.53]

export const MULTI_PURPOSE = 'Poukaz pro více účelů'

export function voucherFileName(code: string): string {
  return `darkovy-poukaz-${formatGiftCardCode(code)}.pdf`
}

export async function renderVoucherPdf(input: VoucherPdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.registerFontkit(fontkit)
  const regular = await pdf.embedFont(openSansRegular, { subset: true })
  const bold = await pdf.embedFont(openSansBold, { subset: true })
  const code = formatGiftCardCode(input.code)
  const value = formatAmount(input.initialAmount)
  const until = formatDate(input.expiresAt) ?? input.expiresAt
  pdf.setTitle(`Dárkový poukaz ${SHOP_NAME} ${code}`)
  pdf.setSubject(`${MULTI_PURPOSE} v hodnotě ${value}, kód ${code}, platný do ${until}`)
  pdf.setAuthor(SELLER.company.name)
  pdf.setCreator(SHOP_NAME)
  const page = pdf.addPage(A5_LANDSCAPE)
  const [width, height] = A5_LANDSCAPE
  const margin = 40
  let y = height - margin - 10
  const line = (text: string, size: number, options: { bold?: boolean; color?: typeof INK; gap?: number } = {}) => {
    page.drawText(text, { x: margin, y, size, font: options.bold ? bold : regular, color: options.color ?? INK })
    y -= size + (options.gap ?? 8)
  }
  page.drawRectangle({ x: 14, y: 14, width: width - 28, height: height - 28, borderColor: ACCENT, borderWidth: 1.5 })
  line(SHOP_NAME, 22, { bold: true, color: ACCENT, gap: 14 })
  line('Dárkový poukaz', 30, { bold: true, gap: 12 })
  line(`v hodnotě ${value}`, 20, { gap: 22 })
  line('Kód poukazu', 10, { color: MUTED, gap: 4 })
  line(code, 24, { bold: true, gap: 18 })
  line(`Platí do ${until} včetně.`, 11, { gap: 14 })
  line(`Jak poukaz uplatnit: v košíku na ${input.storefrontUrl} zadejte kód poukazu do pole „Dárkový poukaz“.`, 9.5, {
    gap: 4,
  })
  line('Poukaz lze uplatnit i po částech; co nevyčerpáte, zůstane na poukazu do konce jeho platnosti.', 9.5, {
    gap: 4,
  })
  line('Poukazem nelze zaplatit jiný dárkový poukaz a nelze ho vyměnit za hotovost.', 9.5, { gap: 14 })
  line(`${MULTI_PURPOSE} (§ 15 zákona o DPH): DPH se odvádí až z uplatnění poukazu na zboží.`, 8.5, {
    color: MUTED,
    gap: 4,
  })
  line(`${SELLER.company.name}, IČO ${SELLER.company.ico}, DIČ ${SELLER.company.dic}`, 8.5, { color: MUTED })
  return pdf.save()
}
