import { html, requireMailLink } from './html'
import { button, paragraph, SHOP_NAME } from './layout'
import { lines } from './field-lines'
import type { RenderedBody } from './order-confirmation'

/**
 * The mails of the contact form (decision 026), in Czech. The sender's own confirmation never repeats what they
 * wrote: anyone can type someone else's address into a public form, and the shop must not carry their text to it.
 * The shop's notification carries everything.
 */

export type ContactConfirmationParams = { link: string }
export type ContactNotificationParams = { name: string; email: string; phone: string | null; message: string }

export function contactConfirmation({ link }: ContactConfirmationParams): RenderedBody {
  const shop = requireMailLink(link)
  const text = [
    'děkujeme za Vaši zprávu. Dostali jsme ji a odpovíme Vám co nejdříve, nejpozději do dvou pracovních dnů.',
    'Pokud jste nám nic nepsali, tento e-mail ignorujte.',
  ]
  const body = html`${paragraph('Dobrý den,')}
${text.map((line) => paragraph(line))}
${button(shop, 'Přejít do obchodu')}`
  return {
    subject: `Vaši zprávu jsme přijali – ${SHOP_NAME}`,
    html: body,
    text: ['Dobrý den,', ...text, `Přejít do obchodu: ${shop}`].join('\n\n'),
  }
}

export function contactNotification(params: ContactNotificationParams): RenderedBody {
  const rows = lines([
    ['Jméno', params.name],
    ['E-mail', params.email],
    ['Telefon', params.phone],
    ['Zpráva', params.message],
  ])
  return {
    subject: `Nová zpráva z kontaktního formuláře: ${params.name}`,
    html: html`${paragraph('Z kontaktního formuláře přišla nová zpráva.')}${rows.html}`,
    text: `Z kontaktního formuláře přišla nová zpráva.\n\n${rows.text}`,
  }
}
