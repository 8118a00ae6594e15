import { html, requireMailLink } from './html'
import { button, formatCzk, paragraph, SHOP_NAME } from './layout'
import { AGE_CHECK_AT_HANDOVER, type RenderedBody } from './order-confirmation'

/**
 * The mails of an order's life after placement (docs/decisions/044-fulfilment.md): payment received, shipped,
 * ready for pickup, delivered, cancelled, refunded, and each tax document with its PDF attached (decision 045).
 * Amounts in haléře; `link` is the order's page in the shop.
 */

export type PaymentReceivedParams = { number: string; amount: number; link: string }
export type OrderShippedParams = {
  number: string
  carrier: string
  /** The carrier's tracking page, when it has one. */
  trackingUrl: string | null
  trackingNumber: string | null
  /** The carrier's pickup point's name: where the parcel will wait. */
  pickupPoint: string | null
  /** Cash on delivery: what to pay at the hand-over. */
  cashOnDelivery: number | null
  checkAgeAtHandover: boolean
  link: string
}
export type OrderReadyForPickupParams = { number: string; checkAgeAtHandover: boolean; link: string }
export type OrderDeliveredParams = { number: string; pickedUp: boolean; link: string }
/** `refund`: none was paid; the money goes back by itself (the card); staff will send it (a transfer). */
export type OrderCancelledParams = {
  number: string
  reason: string | null
  refund: 'none' | 'card' | 'transfer'
  link: string
}
export type OrderRefundedParams = {
  number: string
  amount: number
  method: 'gateway' | 'bank_transfer'
  account: string | null
  link: string
  /** What was given back, part by part (a refund before refunds had parts: none). */
  lines?: ReadonlyArray<{ name: string; quantity: number; amount: number }>
}

/**
 * An invoice or credit note was issued; its PDF is the mail's attachment. `amount`: the document's total (a credit
 * note's as the positive amount returned); `paid`: an invoice already paid (else due as cash on delivery).
 */
export type TaxDocumentParams = {
  number: string
  kind: 'invoice' | 'credit_note'
  amount: number
  /** An invoice paid already; a credit note returning money (false: an uncollected cash on delivery cleared). */
  paid: boolean
  link: string
}

type Mail = { subject: string; lines: string[]; action: string }

function orderMail({ subject, lines, action }: Mail, rawLink: string): RenderedBody {
  const link = requireMailLink(rawLink)
  const body = html`${paragraph('Dobrý den,')}
${lines.map((line) => paragraph(line))}
${button(link, action)}
${paragraph(`Děkujeme, že nakupujete v obchodě ${SHOP_NAME}.`)}`
  const text = ['Dobrý den,', ...lines, `${action}: ${link}`, `Děkujeme, že nakupujete v obchodě ${SHOP_NAME}.`].join(
    '\n\n',
  )
  return { subject, html: body, text }
}

export function paymentReceived(params: PaymentReceivedParams): RenderedBody {
  return orderMail(
    {
      subject: `Platba za objednávku ${params.number} přijata – ${SHOP_NAME}`,
      lines: [
        `přijali jsme Vaši platbu ${formatCzk(params.amount)} za objednávku č. ${params.number}.`,
        'Objednávku nyní připravujeme k odeslání, fakturu a zboží odešleme do 24 hodin.',
      ],
      action: 'Zobrazit objednávku',
    },
    params.link,
  )
}

export function orderShipped(params: OrderShippedParams): RenderedBody {
  const trackingUrl = params.trackingUrl === null ? null : requireMailLink(params.trackingUrl)
  const lines = [
    `Vaše objednávka č. ${params.number} je na cestě (${params.carrier}).`,
    ...(params.pickupPoint
      ? [`Zásilka bude připravena na výdejním místě ${params.pickupPoint}; o jejím doručení Vám dá vědět Zásilkovna.`]
      : []),
    ...(params.trackingNumber ? [`Číslo zásilky: ${params.trackingNumber}.`] : []),
    ...(trackingUrl ? [`Zásilku můžete sledovat zde: ${trackingUrl}`] : []),
    ...(params.cashOnDelivery !== null ? [`Při převzetí zaplatíte dobírkou ${formatCzk(params.cashOnDelivery)}.`] : []),
    ...(params.checkAgeAtHandover ? [AGE_CHECK_AT_HANDOVER] : []),
  ]
  return orderMail(
    { subject: `Objednávka ${params.number} byla odeslána – ${SHOP_NAME}`, lines, action: 'Zobrazit objednávku' },
    params.link,
  )
}

export function orderReadyForPickup(params: OrderReadyForPickupParams): RenderedBody {
  const lines = [
    `Vaše objednávka č. ${params.number} je připravena k vyzvednutí v naší prodejně v Praze.`,
    'Adresu a otevírací dobu prodejny najdete na stránce objednávky. Při vyzvednutí prosím uveďte číslo objednávky.',
    ...(params.checkAgeAtHandover
      ? [
          'Objednávka obsahuje alkohol: při předání si ověříme, že je Vám alespoň 18 let (vezměte si s sebou doklad totožnosti).',
        ]
      : []),
  ]
  return orderMail(
    {
      subject: `Objednávka ${params.number} je připravena k vyzvednutí – ${SHOP_NAME}`,
      lines,
      action: 'Zobrazit objednávku',
    },
    params.link,
  )
}

export function orderDelivered(params: OrderDeliveredParams): RenderedBody {
  const lines = [
    params.pickedUp
      ? `objednávku č. ${params.number} jste si vyzvedli.`
      : `Vaše objednávka č. ${params.number} byla doručena.`,
    'Pokud by se zbožím cokoli nebylo v pořádku, dejte nám vědět přes reklamační formulář na stránce objednávky.',
  ]
  const subject = params.pickedUp
    ? `Objednávka ${params.number} byla vyzvednuta – ${SHOP_NAME}`
    : `Objednávka ${params.number} byla doručena – ${SHOP_NAME}`
  return orderMail({ subject, lines, action: 'Zobrazit objednávku' }, params.link)
}

const REFUND_LINES: Record<OrderCancelledParams['refund'], string[]> = {
  none: [],
  card: [
    'Zaplacenou částku Vám vracíme stejnou cestou, kterou jste platili; na účtu ji uvidíte obvykle do několika pracovních dnů.',
  ],
  transfer: ['Zaplacenou částku Vám vrátíme bankovním převodem; pokud nám číslo účtu chybí, ozveme se Vám.'],
}

export function orderCancelled(params: OrderCancelledParams): RenderedBody {
  const lines = [
    `Vaše objednávka č. ${params.number} byla zrušena.`,
    ...(params.reason ? [`Důvod: ${params.reason}`] : []),
    ...REFUND_LINES[params.refund],
  ]
  return orderMail(
    { subject: `Objednávka ${params.number} byla zrušena – ${SHOP_NAME}`, lines, action: 'Zobrazit objednávku' },
    params.link,
  )
}

export function orderRefunded(params: OrderRefundedParams): RenderedBody {
  const how =
    params.method === 'gateway'
      ? 'Peníze se vrátí stejnou cestou, kterou jste platili; na účtu je uvidíte obvykle do několika pracovních dnů.'
      : `Peníze jsme poslali bankovním převodem${params.account ? ` na účet ${params.account}` : ''}.`
  const parts = (params.lines ?? []).map((line) => `${line.name}, ${line.quantity} ks, ${formatCzk(line.amount)}`)
  const lines = [
    `vrátili jsme Vám ${formatCzk(params.amount)} za objednávku č. ${params.number}.`,
    ...(parts.length > 0 ? [`Vráceno: ${parts.join('; ')}.`] : []),
    how,
    ...(parts.length > 0 ? ['Opravný daňový doklad k vrácení najdete na stránce objednávky.'] : []),
  ]
  return orderMail(
    { subject: `Vrácení peněz za objednávku ${params.number} – ${SHOP_NAME}`, lines, action: 'Zobrazit objednávku' },
    params.link,
  )
}

export function taxDocumentMail(params: TaxDocumentParams): RenderedBody {
  const invoice = params.kind === 'invoice'
  const lines = [
    invoice
      ? `v příloze Vám posíláme fakturu – daňový doklad k objednávce č. ${params.number} na ${formatCzk(params.amount)}.`
      : params.paid
        ? `v příloze Vám posíláme opravný daňový doklad k objednávce č. ${params.number} na vrácenou částku ${formatCzk(params.amount)}.`
        : `v příloze Vám posíláme opravný daňový doklad k objednávce č. ${params.number} na ${formatCzk(params.amount)}.`,
    ...(invoice
      ? [params.paid ? 'Faktura je uhrazená, nic dalšího neplaťte.' : 'Částku zaplatíte dobírkou při převzetí zásilky.']
      : // an uncollected cash on delivery: the credit note clears the invoice, nothing goes back in money
        params.paid
        ? []
        : ['Dobírka nebyla zaplacena, penězi Vám proto nic nevracíme.']),
    'Doklady k objednávce si můžete kdykoli stáhnout také na její stránce.',
  ]
  const subject = invoice
    ? `Faktura k objednávce ${params.number} – ${SHOP_NAME}`
    : `Opravný daňový doklad k objednávce ${params.number} – ${SHOP_NAME}`
  return orderMail({ subject, lines, action: 'Zobrazit objednávku' }, params.link)
}
