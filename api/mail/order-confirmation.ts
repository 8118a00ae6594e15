import { html, type Markup } from './html'
import { button, formatCzk, paragraph, SHOP_NAME } from './layout'

/** Amounts in haléře. */
export type OrderConfirmationParams = {
  number: string
  /** `engraving`: the text engraved on the line, so the customer can check it before it is cut. */
  items: ReadonlyArray<{ name: string; quantity: number; total: number; engraving?: string | null }>
  itemsTotal: number
  /** Order promotions, zero or negative (Sylius' `orderPromotionTotal`). */
  promotionTotal?: number
  /** `checkAgeAtHandover`: an order with alcohol, whose buyer shows an ID at the hand-over (decision 038). */
  shipping: { name: string; total: number; checkAgeAtHandover?: boolean }
  payment: {
    name: string
    fee?: number
    /** The method's instructions (bank transfer: the account number). */
    instructions?: string | null
    /** For a transfer: the variable symbol to pay with (the order number). */
    variableSymbol?: string | null
    /** For an online payment not made yet: where to pay. */
    link?: string | null
    /** For a transfer: the day it must arrive by (`5. 12. 2026`), after which the order is cancelled. */
    dueBy?: string | null
    /**
     * For an unpaid transfer: the shop's configured account (docs/qr-platba.md), written out instead of the method's
     * instructions, and whether the mail carries the QR Platba as an inline image (`cid:qr-platba.gif`).
     */
    account?: { czech: string; iban: string; bic: string | null } | null
    qrPlatba?: boolean
  }
  /**
   * The vouchers that pay part of it (decision 056), codes masked (`maskGiftCardCode`): the mail must not carry a
   * spendable code. `total` is then what is left to pay.
   */
  giftCards?: ReadonlyArray<{ code: string; amount: number }>
  /** An order of vouchers only: they come by e-mail once paid. */
  vouchersByMail?: boolean
  /** VAT included in the total. */
  taxTotal?: number
  total: number
  /** The order's page in the shop. */
  link?: string | null
}

/** What a buyer of alcohol is told about the hand-over. */
export const AGE_CHECK_AT_HANDOVER =
  'Zásilka obsahuje alkohol: při předání si kurýr nebo výdejní místo ověří, že je příjemci alespoň 18 let (mějte u sebe doklad totožnosti).'

/** The name and Content-ID of the QR Platba image a transfer's confirmation carries (api/mail/attachments.ts). */
export const QR_PLATBA_FILE = 'qr-platba.gif'

/** What a vouchers-only order's buyer is told about the delivery. */
export const VOUCHERS_BY_MAIL = 'Dárkové poukazy Vám pošleme e-mailem jako PDF, jakmile objednávku zaplatíte.'

/** `****-****-****-ABCD`: a voucher's code with only its last 4 signs, enough to recognise it. */
export const maskGiftCardCode = (code: string): string => `****-****-****-${code.replace(/[\s-]/g, '').slice(-4)}`

export type RenderedBody = { subject: string; html: Markup; text: string }

type Row = { label: string; amount: number; strong?: boolean }

function rowsOf(order: OrderConfirmationParams): Row[] {
  const rows: Row[] = [{ label: 'Zboží', amount: order.itemsTotal }]
  if (order.promotionTotal) rows.push({ label: 'Sleva', amount: order.promotionTotal })
  rows.push({ label: `Doprava – ${order.shipping.name}`, amount: order.shipping.total })
  if (order.payment.fee) rows.push({ label: `Platba – ${order.payment.name}`, amount: order.payment.fee })
  for (const card of order.giftCards ?? []) rows.push({ label: `Dárkový poukaz ${card.code}`, amount: -card.amount })
  rows.push({ label: 'Celkem k úhradě', amount: order.total, strong: true })
  if (order.taxTotal) rows.push({ label: 'z toho DPH', amount: order.taxTotal })
  return rows
}

const cell = 'padding:6px 0;border-bottom:1px solid #eee'

const engravingLabel = (text: string): string => `Gravírování: „${text}“`

function itemsTable(order: OrderConfirmationParams): Markup {
  const items = order.items.map(
    (item) => html`<tr>
<td style="${cell}">${item.quantity}×</td>
<td style="${cell}">${item.name}${item.engraving && html`<br><span style="color:#555">${engravingLabel(item.engraving)}</span>`}</td>
<td style="${cell};text-align:right;white-space:nowrap">${formatCzk(item.total)}</td>
</tr>`,
  )
  const totals = rowsOf(order).map(
    (row) => html`<tr${row.strong ? html` style="font-weight:bold"` : ''}>
<td colspan="2" style="padding:4px 0">${row.label}</td>
<td style="padding:4px 0;text-align:right;white-space:nowrap">${formatCzk(row.amount)}</td>
</tr>`,
  )
  return html`<table style="width:100%;border-collapse:collapse;margin:0 0 16px">
<thead><tr><th style="text-align:left" scope="col">Ks</th><th style="text-align:left" scope="col">Položka</th><th style="text-align:right" scope="col">Cena</th></tr></thead>
<tbody>${items}</tbody>
<tfoot>${totals}</tfoot>
</table>`
}

/** The line that asks for the money before the deadline, as the confirmation and the reminder say it. */
export const dueByLine = (dueBy: string): string =>
  `Platbu prosím pošlete tak, aby dorazila do ${dueBy}; jinak objednávku zrušíme.`

function paymentLines(order: OrderConfirmationParams): string[] {
  const { payment } = order
  if (!payment.instructions && !payment.variableSymbol && !payment.account) return []
  const lines = [`Částka k úhradě: ${formatCzk(order.total)}`]
  if (payment.account) lines.push(...accountLines(payment.account))
  if (payment.variableSymbol) lines.push(`Variabilní symbol: ${payment.variableSymbol}`)
  // the account written out says it all; the method's own words are for when none is configured
  if (payment.instructions && !payment.account) lines.push(payment.instructions)
  if (payment.dueBy) lines.push(dueByLine(payment.dueBy))
  return lines
}

export function accountLines(account: NonNullable<OrderConfirmationParams['payment']['account']>): string[] {
  return [`Číslo účtu: ${account.czech}`, `IBAN: ${account.iban}${account.bic ? `, BIC: ${account.bic}` : ''}`]
}

const QR_PLATBA_TEXT = 'QR Platba: naskenujte kód v aplikaci své banky, platba se vyplní sama.'

/** What the plain-text part says in place of the image. */
export const QR_PLATBA_IN_HTML = '(QR Platbu najdete v HTML podobě tohoto e-mailu.)'

/** The inline image (a GIF, which mail clients show) beside its one line of explanation. */
export const qrPlatbaImage = (): Markup =>
  html`<p style="margin:0 0 16px"><img src="cid:${QR_PLATBA_FILE}" width="180" height="180" alt="QR Platba" style="display:block;width:180px;height:180px;margin:0 0 8px"><span style="color:#555">${QR_PLATBA_TEXT}</span></p>`

export function orderConfirmation(order: OrderConfirmationParams): RenderedBody {
  const subject = `Potvrzení objednávky č. ${order.number} – ${SHOP_NAME}`
  const intro = `děkujeme za Vaši objednávku č. ${order.number}. Přijali jsme ji a pustíme se do ní.`
  const payLines = paymentLines(order)
  const payLink = order.payment.link
  const body = html`${paragraph('Dobrý den,')}
${paragraph(intro)}
<h2 style="font-size:18px;margin:24px 0 8px">Shrnutí objednávky</h2>
${itemsTable(order)}
${paragraph(html`Doprava: ${order.shipping.name}<br>Platba: ${order.payment.name}`)}
${order.shipping.checkAgeAtHandover === true && paragraph(AGE_CHECK_AT_HANDOVER)}
${order.vouchersByMail === true && paragraph(VOUCHERS_BY_MAIL)}
${
  payLines.length > 0 &&
  html`<h2 style="font-size:18px;margin:24px 0 8px">Platební údaje</h2>
${paragraph(html`${payLines.map((line, index) => html`${index > 0 && html`<br>`}${line}`)}`)}
${order.payment.qrPlatba === true && qrPlatbaImage()}`
}
${payLink && html`${paragraph('Objednávku můžete zaplatit online:')}${button(payLink, 'Zaplatit objednávku')}`}
${order.link && button(order.link, 'Zobrazit objednávku')}
${paragraph(`Děkujeme, že nakupujete v obchodě ${SHOP_NAME}.`)}`

  const text = [
    'Dobrý den,',
    '',
    intro,
    '',
    'Shrnutí objednávky:',
    // the engraving on a line of its own, as in the HTML: a name may end in brackets already ("Rum (0,7 l)")
    ...order.items.flatMap((item) => [
      `${item.quantity}× ${item.name}: ${formatCzk(item.total)}`,
      ...(item.engraving ? [`   ${engravingLabel(item.engraving)}`] : []),
    ]),
    '',
    ...rowsOf(order).map((row) => `${row.label}: ${formatCzk(row.amount)}`),
    '',
    `Doprava: ${order.shipping.name}`,
    `Platba: ${order.payment.name}`,
    ...(order.shipping.checkAgeAtHandover === true ? [AGE_CHECK_AT_HANDOVER] : []),
    ...(order.vouchersByMail === true ? [VOUCHERS_BY_MAIL] : []),
    ...(payLines.length > 0 ? ['', 'Platební údaje:', ...payLines] : []),
    ...(order.payment.qrPlatba === true ? [QR_PLATBA_IN_HTML] : []),
    ...(payLink ? ['', `Objednávku můžete zaplatit online: ${payLink}`] : []),
    ...(order.link ? ['', `Zobrazit objednávku: ${order.link}`] : []),
    '',
    `Děkujeme, že nakupujete v obchodě ${SHOP_NAME}.`,
  ].join('\n')
  return { subject, html: body, text }
}
