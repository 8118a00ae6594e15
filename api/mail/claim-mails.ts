import { html } from './html'
import { button, formatCzk, paragraph, SHOP_NAME } from './layout'
import { requireMailLink } from './html'
import type { RenderedBody } from './order-confirmation'
import { lines, multiline } from './field-lines'

/**
 * The mails of complaints and returns (decision 026), in Czech. The sender's own confirmation
 * never repeats what they wrote: anyone can type someone else's address into a public form, and the shop must
 * not carry their text to it. The shop's notifications carry everything.
 */

export type ClaimConfirmationParams = {
  type: 'complaint' | 'return'
  number: string
  orderNumber: string
  link: string
}
export type ClaimNotificationParams = {
  type: 'complaint' | 'return'
  number: string
  orderNumber: string
  email: string
  reason: string | null
  description: string | null
  items: readonly string[]
  bankAccount: string | null
  attachments: number
}
export type ClaimMessageNotificationParams = { number: string; orderNumber: string; email: string; message: string }
/** A reply of the shop's staff to a claim (decision 050); `link`: the claims page of the account. */
export type ClaimReplyParams = {
  type: 'complaint' | 'return'
  number: string
  orderNumber: string
  message: string
  attachments: number
  link: string
}
/** The shop's decision on a claim (decision 050). `refundAmount` in haléře, when money went back with it. */
export type ClaimDecisionParams = {
  type: 'complaint' | 'return'
  number: string
  orderNumber: string
  decision: 'accepted' | 'rejected'
  resolution: 'refund' | 'replacement' | 'repair' | null
  reason: string | null
  refundAmount: number | null
  link: string
}

const REASONS: Record<string, string> = {
  damaged: 'Zboží poškozené při přepravě',
  defective: 'Vadné zboží',
  wrong: 'Jiné zboží, než jsem objednal(a)',
  missing: 'Chybějící zboží v zásilce',
  other: 'Jiný důvod',
}

// the possessive agrees with the noun: "Vaši reklamaci" (feminine), "Vaše odstoupení" (neuter)
const TITLE = { complaint: 'Vaši reklamaci', return: 'Vaše odstoupení od smlouvy' } as const

export function claimConfirmation({ type, number, orderNumber, link }: ClaimConfirmationParams): RenderedBody {
  const shop = requireMailLink(link)
  const text =
    type === 'complaint'
      ? [
          `přijali jsme Vaši reklamaci č. ${number} k objednávce ${orderNumber}.`,
          'Reklamaci vyřídíme bez zbytečného odkladu, nejpozději do 30 dnů od jejího uplatnění. O dalším postupu Vám napíšeme.',
        ]
      : [
          `přijali jsme Vaše odstoupení od kupní smlouvy č. ${number} k objednávce ${orderNumber}.`,
          'Zboží nám prosím pošlete zpět nejpozději do 14 dnů. Peníze Vám vrátíme do 14 dnů od odstoupení na účet, který jste uvedli, ne však dříve, než nám zboží dorazí.',
        ]
  const after = 'Pokud jste nic takového nepodávali, dejte nám prosím vědět odpovědí na tento e-mail.'
  const body = html`${paragraph('Dobrý den,')}
${text.map((line) => paragraph(line))}
${button(shop, 'Reklamace a vrácení zboží')}
${paragraph(after)}`
  return {
    subject: `Přijali jsme ${TITLE[type]} č. ${number} – ${SHOP_NAME}`,
    html: body,
    text: ['Dobrý den,', ...text, `Reklamace a vrácení zboží: ${shop}`, after].join('\n\n'),
  }
}

export function claimNotification(params: ClaimNotificationParams): RenderedBody {
  const what = params.type === 'complaint' ? 'Nová reklamace' : 'Nové odstoupení od smlouvy'
  const rows = lines([
    ['Číslo', params.number],
    ['Objednávka', params.orderNumber],
    ['E-mail', params.email],
    ['Důvod', params.reason === null ? null : (REASONS[params.reason] ?? params.reason)],
    ['Popis', params.description],
    ['Vrácené položky', params.items.length > 0 ? params.items.join('\n') : null],
    ['Účet pro vrácení peněz', params.bankAccount],
    ['Přílohy', params.attachments > 0 ? `${params.attachments} (v úložišti CLAIMS)` : null],
  ])
  return {
    subject: `${what} ${params.number} k objednávce ${params.orderNumber}`,
    html: html`${paragraph(`${what}.`)}${rows.html}`,
    text: `${what}.\n\n${rows.text}`,
  }
}

export function claimMessageNotification(params: ClaimMessageNotificationParams): RenderedBody {
  const rows = lines([
    ['Číslo', params.number],
    ['Objednávka', params.orderNumber],
    ['E-mail', params.email],
    ['Zpráva', params.message],
  ])
  return {
    subject: `Nová zpráva k ${params.number}`,
    html: html`${paragraph('Zákazník poslal zprávu ke své reklamaci nebo vrácení.')}${rows.html}`,
    text: `Zákazník poslal zprávu ke své reklamaci nebo vrácení.\n\n${rows.text}`,
  }
}

// "k Vaší reklamaci" (feminine), "k Vašemu odstoupení" (neuter)
const ABOUT = { complaint: 'k Vaší reklamaci', return: 'k Vašemu odstoupení od smlouvy' } as const

/** The shop's reply, whole: it goes to the order's own address, the one the claim was checked against. */
export function claimReply(params: ClaimReplyParams): RenderedBody {
  const link = requireMailLink(params.link)
  const intro = `odpovídáme ${ABOUT[params.type]} č. ${params.number} k objednávce ${params.orderNumber}:`
  const files =
    params.attachments > 0
      ? params.attachments === 1
        ? 'K odpovědi jsme přiložili soubor; najdete ho u reklamace ve svém účtu.'
        : `K odpovědi jsme přiložili soubory (${params.attachments}); najdete je u reklamace ve svém účtu.`
      : null
  const after = 'Na zprávu můžete odpovědět ve svém účtu u reklamace.'
  const body = html`${paragraph('Dobrý den,')}
${paragraph(intro)}
${paragraph(multiline(params.message))}
${files === null ? '' : paragraph(files)}
${button(link, 'Moje reklamace a vrácení')}
${paragraph(after)}`
  return {
    subject: `Odpověď ${ABOUT[params.type]} č. ${params.number} – ${SHOP_NAME}`,
    html: body,
    text: [
      'Dobrý den,',
      intro,
      params.message,
      ...(files === null ? [] : [files]),
      `Moje reklamace a vrácení: ${link}`,
      after,
    ].join('\n\n'),
  }
}

const RESOLUTIONS = {
  refund: 'vrácením peněz',
  replacement: 'výměnou zboží za nové',
  repair: 'opravou zboží',
} as const

export function claimDecision(params: ClaimDecisionParams): RenderedBody {
  const link = requireMailLink(params.link)
  const what = `${TITLE[params.type]} č. ${params.number} k objednávce ${params.orderNumber}`
  // "ji" for the complaint, "je" for the withdrawal; a withdrawal is taken ("přijali"), a complaint upheld ("uznali")
  const accepted =
    params.type === 'complaint'
      ? `${what} jsme uznali a vyřídíme ji ${RESOLUTIONS[params.resolution ?? 'refund']}.`
      : `${what} jsme přijali a vyřídíme je ${RESOLUTIONS[params.resolution ?? 'refund']}.`
  const lines: string[] =
    params.decision === 'accepted'
      ? [
          accepted,
          ...(params.refundAmount !== null
            ? [`Vracíme Vám ${formatCzk(params.refundAmount)}; o platbě Vám přijde samostatný e-mail.`]
            : []),
          ...(params.reason ? [params.reason] : []),
        ]
      : [`${what} jsme bohužel zamítli.`, `Důvod: ${params.reason ?? ''}`]
  const verb = params.decision === 'rejected' ? 'Zamítli' : params.type === 'complaint' ? 'Uznali' : 'Vyřídili'
  const after = 'Pokud s rozhodnutím nesouhlasíte, napište nám prosím ve svém účtu u reklamace.'
  const body = html`${paragraph('Dobrý den,')}
${lines.map((line) => paragraph(multiline(line)))}
${button(link, 'Moje reklamace a vrácení')}
${paragraph(after)}`
  return {
    subject: `${verb} jsme ${TITLE[params.type]} č. ${params.number} – ${SHOP_NAME}`,
    html: body,
    text: ['Dobrý den,', ...lines, `Moje reklamace a vrácení: ${link}`, after].join('\n\n'),
  }
}
