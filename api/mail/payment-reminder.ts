import { html } from './html'
import { button, formatCzk, paragraph, SHOP_NAME } from './layout'
import {
  accountLines,
  dueByLine,
  type OrderConfirmationParams,
  QR_PLATBA_IN_HTML,
  qrPlatbaImage,
  type RenderedBody,
} from './order-confirmation'

/**
 * The one reminder of an unpaid bank transfer, a few days before the order is cancelled for it
 * (docs/decisions/054-qr-platba.md): everything needed to pay, as the confirmation had it. Amount in haléře.
 */
export type PaymentReminderParams = {
  number: string
  amount: number
  variableSymbol: string
  /** The Prague day the money must arrive by (`5. 12. 2026`); after it the order is cancelled. */
  dueBy: string
  /** The shop's configured account (docs/qr-platba.md); null: the method's own instructions instead. */
  account: OrderConfirmationParams['payment']['account']
  instructions: string | null
  /** Whether the mail carries the QR Platba as an inline image (`cid:qr-platba.gif`). */
  qrPlatba: boolean
  /** The order's page in the shop. */
  link: string
}

export function paymentReminder(params: PaymentReminderParams): RenderedBody {
  const subject = `Připomínka platby objednávky ${params.number} – ${SHOP_NAME}`
  const intro = `zatím jsme neobdrželi platbu bankovním převodem za Vaši objednávku č. ${params.number}.`
  const already =
    'Pokud jste platbu už odeslali, děkujeme a tento e-mail prosím neberte v úvahu: převod mezi bankami trvá obvykle jeden až dva pracovní dny.'
  const lines = [
    `Částka k úhradě: ${formatCzk(params.amount)}`,
    ...(params.account ? accountLines(params.account) : []),
    `Variabilní symbol: ${params.variableSymbol}`,
    ...(params.instructions && !params.account ? [params.instructions] : []),
    dueByLine(params.dueBy),
  ]
  const body = html`${paragraph('Dobrý den,')}
${paragraph(intro)}
<h2 style="font-size:18px;margin:24px 0 8px">Platební údaje</h2>
${paragraph(html`${lines.map((line, index) => html`${index > 0 && html`<br>`}${line}`)}`)}
${params.qrPlatba && qrPlatbaImage()}
${paragraph(already)}
${button(params.link, 'Zobrazit objednávku')}
${paragraph(`Děkujeme, že nakupujete v obchodě ${SHOP_NAME}.`)}`
  const text = [
    'Dobrý den,',
    '',
    intro,
    '',
    'Platební údaje:',
    ...lines,
    ...(params.qrPlatba ? [QR_PLATBA_IN_HTML] : []),
    '',
    already,
    '',
    `Zobrazit objednávku: ${params.link}`,
    '',
    `Děkujeme, že nakupujete v obchodě ${SHOP_NAME}.`,
  ].join('\n')
  return { subject, html: body, text }
}
