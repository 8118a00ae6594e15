import { html, requireMailLink } from './html'
import { button, htmlDocument, paragraph, SHOP_NAME, textDocument } from './layout'
import { orderConfirmation, type OrderConfirmationParams, type RenderedBody } from './order-confirmation'

/**
 * The shop's mails, in Czech. Links come in as parameters, built by the caller from STOREFRONT_URL (never from
 * the request's Host), and must be absolute http(s) URLs.
 */

export type { OrderConfirmationParams }

export type MailParams = {
  /** After registration (and on request): `link` confirms the address. */
  'account-verification': { link: string }
  /** Someone registered with an address that has an account already: `link` leads to the shop (password reset). */
  'account-exists': { link: string }
  /** `link` sets a new password; valid 1 hour, single use. */
  'password-reset': { link: string }
  /** The password was changed; `link` is the shop, where its owner can ask for a reset if it was not them. */
  'password-changed': { link: string }
  'order-confirmation': OrderConfirmationParams
}

export type MailTemplate = keyof MailParams

export const MAIL_TEMPLATES = [
  'account-verification',
  'account-exists',
  'password-reset',
  'password-changed',
  'order-confirmation',
] as const satisfies readonly MailTemplate[]

/** A template with its own parameters. */
export type MailContent = { [T in MailTemplate]: { template: T; params: MailParams[T] } }[MailTemplate]

/** One mail to queue: the recipient, a template and that template's parameters. */
export type MailRequest = MailContent & { to: string }

export type RenderedMail = { subject: string; html: string; text: string }

type LinkMail = { subject: string; lines: string[]; action: string; after: string[] }

function linkMail({ subject, lines, action, after }: LinkMail, rawLink: string): RenderedBody {
  const link = requireMailLink(rawLink)
  const body = html`${paragraph('Dobrý den,')}
${lines.map((line) => paragraph(line))}
${button(link, action)}
${after.map((line) => paragraph(line))}`
  const text = ['Dobrý den,', ...lines, `${action}: ${link}`, ...after].join('\n\n')
  return { subject, html: body, text }
}

const bodies: { [T in MailTemplate]: (params: MailParams[T]) => RenderedBody } = {
  'account-verification': ({ link }) =>
    linkMail(
      {
        subject: `Potvrďte svou e-mailovou adresu – ${SHOP_NAME}`,
        lines: [
          `děkujeme za registraci v obchodě ${SHOP_NAME}.`,
          'Registraci dokončíte potvrzením své e-mailové adresy:',
        ],
        action: 'Potvrdit e-mailovou adresu',
        after: ['Pokud jste se u nás neregistrovali, tento e-mail můžete ignorovat.'],
      },
      link,
    ),
  'account-exists': ({ link }) =>
    linkMail(
      {
        subject: `Pokus o registraci s Vaší e-mailovou adresou – ${SHOP_NAME}`,
        lines: [
          `někdo se právě pokusil zaregistrovat v obchodě ${SHOP_NAME} s Vaší e-mailovou adresou. Účet s touto adresou už ale existuje.`,
          'Pokud jste to byli Vy a nepamatujete si heslo, nastavte si nové přes „Zapomenuté heslo“ v přihlášení:',
        ],
        action: 'Přejít do obchodu',
        after: ['Pokud jste to nebyli Vy, nemusíte nic dělat. Váš účet zůstává beze změny.'],
      },
      link,
    ),
  'password-reset': ({ link }) =>
    linkMail(
      {
        subject: `Obnovení hesla – ${SHOP_NAME}`,
        lines: [
          `obdrželi jsme žádost o obnovení hesla k Vašemu účtu v obchodě ${SHOP_NAME}.`,
          'Nové heslo si nastavíte přes tento odkaz. Odkaz je platný 1 hodinu a lze jej použít jen jednou.',
        ],
        action: 'Nastavit nové heslo',
        after: ['Pokud jste o obnovení hesla nežádali, tento e-mail ignorujte. Vaše heslo zůstane beze změny.'],
      },
      link,
    ),
  'password-changed': ({ link }) =>
    linkMail(
      {
        subject: `Vaše heslo bylo změněno – ${SHOP_NAME}`,
        lines: [
          `heslo k Vašemu účtu v obchodě ${SHOP_NAME} bylo právě změněno.`,
          'Pokud jste heslo měnili Vy, nemusíte nic dělat. Pokud ne, nastavte si prosím ihned nové přes „Zapomenuté heslo“ v obchodě:',
        ],
        action: 'Přejít do obchodu',
        after: [],
      },
      link,
    ),
  'order-confirmation': (order) =>
    orderConfirmation({
      ...order,
      link: order.link ? requireMailLink(order.link) : null,
      payment: { ...order.payment, link: order.payment.link ? requireMailLink(order.payment.link) : null },
    }),
}

/** Subject, HTML and plain text of one mail. Throws a TypeError for a link that is not absolute http(s). */
export function renderMail(mail: MailContent): RenderedMail {
  // MailContent pairs each template with its own parameters
  const render = bodies[mail.template] as (params: MailContent['params']) => RenderedBody
  const { subject, html: body, text } = render(mail.params)
  const cleanSubject = subject.replace(/[\p{Cc}]+/gu, ' ').trim()
  return { subject: cleanSubject, html: htmlDocument(cleanSubject, body), text: textDocument(text) }
}
