import { html, requireMailLink } from './html'
import { button, formatCzk, paragraph, SHOP_NAME } from './layout'
import type { RenderedBody } from './order-confirmation'

/**
 * The mail carrying gift vouchers (decision 056), a PDF per voucher attached: to the buyer once the order is paid,
 * or to whom staff issued one by hand. `codes` are the printed codes, `expiresAt` the last day (`5. 1. 2027`).
 */
export type GiftCardsParams = {
  /** The order that bought them; null for a voucher issued by hand. */
  number: string | null
  vouchers: Array<{ code: string; amount: number }>
  expiresAt: string
  /** The shop, where a voucher is spent. */
  link: string
}

export function giftCardsMail(params: GiftCardsParams): RenderedBody {
  const link = requireMailLink(params.link)
  const one = params.vouchers.length === 1
  const listed = params.vouchers.map((voucher) => `${voucher.code} v hodnotě ${formatCzk(voucher.amount)}`)
  const lines = [
    params.number === null
      ? `posíláme Vám ${one ? 'dárkový poukaz' : 'dárkové poukazy'} obchodu ${SHOP_NAME}.`
      : `děkujeme za zaplacení objednávky č. ${params.number}. V příloze posíláme ${one ? 'dárkový poukaz' : 'dárkové poukazy'} jako PDF.`,
    `${one ? 'Kód poukazu' : 'Kódy poukazů'}: ${listed.join('; ')}.`,
    `${one ? 'Poukaz platí' : 'Poukazy platí'} do ${params.expiresAt} včetně. Uplatníte ho v košíku zadáním kódu, i po částech.`,
  ]
  const action = 'Přejít do obchodu'
  const subject = `${one ? 'Dárkový poukaz' : 'Dárkové poukazy'} – ${SHOP_NAME}`
  const body = html`${paragraph('Dobrý den,')}
${lines.map((line) => paragraph(line))}
${button(link, action)}`
  const text = ['Dobrý den,', ...lines, `${action}: ${link}`].join('\n\n')
  return { subject, html: body, text }
}
