import { html, requireMailLink } from './html'
import { button, paragraph, SHOP_NAME } from './layout'
import type { RenderedBody } from './order-confirmation'
import { multiline } from './field-lines'

/**
 * The mails of product reviews (decision 061), in Czech: the invitation to review what was received (a commercial
 * message, sent only with consent, so it says how to stop them), the moderation's outcome and the shop's public
 * reply under the review.
 */

export type ReviewInvitationParams = {
  orderNumber: string
  /** One signed link per received line: the product's name and the review form for it. */
  lines: ReadonlyArray<{ productName: string; link: string }>
  /** The account's settings, where the invitations are turned off. */
  settingsLink: string
}

export type ReviewModeratedParams = {
  productName: string
  accepted: boolean
  /** Why it was rejected (staff's words). */
  reason: string | null
  /** The product page. */
  link: string
  /** The shop's reply written while the review waited: public from now on, so told with the publication. */
  reply?: string | null
}

export type ReviewRepliedParams = {
  productName: string
  /** The reply as staff wrote it (shown publicly under the review). */
  reply: string
  /** The product page. */
  link: string
}

export function reviewInvitation(params: ReviewInvitationParams): RenderedBody {
  const settings = requireMailLink(params.settingsLink)
  const lines = params.lines.map((line) => ({ ...line, link: requireMailLink(line.link) }))
  const intro = `děkujeme za nákup v obchodě ${SHOP_NAME} (objednávka ${params.orderNumber}). Jak jste se zbožím spokojeni? Vaše hodnocení pomůže ostatním zákazníkům s výběrem.`
  const validity = 'Odkazy fungují bez přihlášení 30 dní; každý produkt můžete ohodnotit jednou.'
  const stop = `Tyto e-maily posíláme jen s Vaším souhlasem. Vypnout je můžete v nastavení svého účtu: ${settings}`
  const body = html`${paragraph('Dobrý den,')}
${paragraph(intro)}
${lines.map((line) => html`${paragraph(line.productName)}${button(line.link, 'Ohodnotit produkt')}`)}
${paragraph(validity)}
${paragraph(stop)}`
  const text = [
    'Dobrý den,',
    intro,
    ...lines.map((line) => `${line.productName} – ohodnotit: ${line.link}`),
    validity,
    stop,
  ].join('\n\n')
  return { subject: `Jak jste spokojeni s nákupem? – ${SHOP_NAME}`, html: body, text }
}

export function reviewModerated(params: ReviewModeratedParams): RenderedBody {
  const link = requireMailLink(params.link)
  const lines = params.accepted
    ? [
        `Vaše hodnocení produktu ${params.productName} jsme zveřejnili. Děkujeme, že jste se podělili o svou zkušenost.`,
        ...(params.reply ? [`Odpověď obchodu: ${params.reply}`] : []),
      ]
    : [`Vaše hodnocení produktu ${params.productName} jsme bohužel nezveřejnili.`, `Důvod: ${params.reason ?? ''}`]
  const body = html`${paragraph('Dobrý den,')}
${lines.map((line) => paragraph(multiline(line)))}
${button(link, 'Zobrazit produkt')}`
  return {
    subject: params.accepted
      ? `Vaše hodnocení je zveřejněné – ${SHOP_NAME}`
      : `Vaše hodnocení jsme nezveřejnili – ${SHOP_NAME}`,
    html: body,
    text: ['Dobrý den,', ...lines, `Zobrazit produkt: ${link}`].join('\n\n'),
  }
}

/** The shop answered the review publicly: the customer hears of it once per reply (an edit of its text is not mailed). */
export function reviewReplied(params: ReviewRepliedParams): RenderedBody {
  const link = requireMailLink(params.link)
  const lines = [
    `na Vaše hodnocení produktu ${params.productName} jsme odpověděli. Odpověď je zveřejněná pod hodnocením:`,
    params.reply,
  ]
  const body = html`${paragraph('Dobrý den,')}
${lines.map((line) => paragraph(multiline(line)))}
${button(link, 'Zobrazit produkt')}`
  return {
    subject: `Obchod odpověděl na Vaše hodnocení – ${SHOP_NAME}`,
    html: body,
    text: ['Dobrý den,', ...lines, `Zobrazit produkt: ${link}`].join('\n\n'),
  }
}
