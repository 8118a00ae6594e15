import { type GiftCardsParams, giftCardsMail } from './gift-card-mails'
import { nameWithVariant } from '../../contract/variant-label'
import { html, requireMailLink } from './html'
import { button, formatCzk, htmlDocument, paragraph, SHOP_NAME, textDocument } from './layout'
import { orderConfirmation, type OrderConfirmationParams, type RenderedBody } from './order-confirmation'
import {
  orderCancelled,
  type OrderCancelledParams,
  orderDelivered,
  type OrderDeliveredParams,
  orderReadyForPickup,
  type OrderReadyForPickupParams,
  orderRefunded,
  type OrderRefundedParams,
  orderShipped,
  type OrderShippedParams,
  paymentReceived,
  type PaymentReceivedParams,
  taxDocumentMail,
  type TaxDocumentParams,
} from './order-mails'
import type { MailAttachmentRef } from './outbox-db'
import { paymentReminder, type PaymentReminderParams } from './payment-reminder'
import {
  claimConfirmation,
  type ClaimConfirmationParams,
  claimMessageNotification,
  type ClaimMessageNotificationParams,
  claimNotification,
  type ClaimNotificationParams,
  claimDecision,
  type ClaimDecisionParams,
  claimReply,
  type ClaimReplyParams,
} from './claim-mails'
import {
  reviewInvitation,
  type ReviewInvitationParams,
  reviewModerated,
  type ReviewModeratedParams,
  reviewReplied,
  type ReviewRepliedParams,
} from './review-mails'
import {
  contactConfirmation,
  type ContactConfirmationParams,
  contactNotification,
  type ContactNotificationParams,
} from './contact-mails'

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
  /** An unpaid bank transfer, once, a few days before its deadline (decision 054). */
  'payment-reminder': PaymentReminderParams
  'watchdog-alert': WatchdogAlertParams
  /** The Drinksletter's double opt-in: `link` confirms the subscription; valid 48 hours, single use. */
  'newsletter-confirmation': { link: string }
  /** The first Drinksletter mail, after the confirmation: `link` is the shop, `unsubscribeLink` withdraws. */
  'newsletter-welcome': { link: string; unsubscribeLink: string }
  /** The contact form (decision 026): the sender's receipt (`link` is the shop), and the shop's notification. */
  'contact-confirmation': ContactConfirmationParams
  'contact-notification': ContactNotificationParams
  /** A complaint or return was filed: the customer's receipt (`link`: the claims page) and the shop's notification. */
  'claim-confirmation': ClaimConfirmationParams
  'claim-notification': ClaimNotificationParams
  /** A customer's follow-up message on their claim, to the shop. */
  'claim-message-notification': ClaimMessageNotificationParams
  /** Staff replied to a claim, or decided it (decision 050): to the order's customer. */
  'claim-reply': ClaimReplyParams
  'claim-decision': ClaimDecisionParams
  /** An order's life after placement (decision 044). */
  'payment-received': PaymentReceivedParams
  'order-shipped': OrderShippedParams
  'order-ready-for-pickup': OrderReadyForPickupParams
  'order-delivered': OrderDeliveredParams
  'order-cancelled': OrderCancelledParams
  'order-refunded': OrderRefundedParams
  /** An invoice or credit note, its PDF attached (decision 045). */
  'tax-document': TaxDocumentParams
  /** Product reviews (decision 061): the invitation (with consent only), the moderation's outcome, the shop's reply. */
  'review-invitation': ReviewInvitationParams
  'review-moderated': ReviewModeratedParams
  'review-replied': ReviewRepliedParams
  /** Gift vouchers, a PDF each attached (decision 056). */
  'gift-cards': GiftCardsParams
}

/** A watchdog alert (decision 022): what happened to a watched variant. Prices in haléře. */
export type WatchdogAlertParams = {
  productName: string
  /** The variant's own name (`0,7 l`), when it has one. */
  variantName?: string | null
  /** The price now. */
  price: number
  /** Back in stock: it was not available and now is. */
  backInStock: boolean
  /** Price drop: the price it got below; null when that event did not fire. */
  priceBelow: number | null
  /** Whether it can be ordered now (a price drop may come while it is sold out). */
  inStock: boolean
  /** The product page in the shop. */
  productLink: string
  /** Ends this watch without logging in (signed link). */
  unsubscribeLink: string
}

export type MailTemplate = keyof MailParams

export const MAIL_TEMPLATES = [
  'account-verification',
  'account-exists',
  'password-reset',
  'password-changed',
  'order-confirmation',
  'payment-reminder',
  'watchdog-alert',
  'newsletter-confirmation',
  'newsletter-welcome',
  'contact-confirmation',
  'contact-notification',
  'claim-confirmation',
  'claim-notification',
  'claim-message-notification',
  'claim-reply',
  'claim-decision',
  'payment-received',
  'order-shipped',
  'order-ready-for-pickup',
  'order-delivered',
  'order-cancelled',
  'order-refunded',
  'tax-document',
  'review-invitation',
  'review-moderated',
  'review-replied',
  'gift-cards',
] as const satisfies readonly MailTemplate[]

/** A template with its own parameters. */
export type MailContent = { [T in MailTemplate]: { template: T; params: MailParams[T] } }[MailTemplate]

/**
 * One mail to queue: the recipient, a template and that template's parameters; `headers` for the few a mail
 * needs beyond the provider's own (List-Unsubscribe on newsletter mails, RFC 2369 and 8058); `attachments`, files
 * resolved when it is sent (an issued document's PDF).
 */
export type MailRequest = MailContent & {
  to: string
  headers?: MailHeaders
  attachments?: readonly MailAttachmentRef[]
}

/** Extra header fields by name; names and values are checked when the mail is queued (api/mail/outbox.ts). */
export type MailHeaders = Readonly<Record<string, string>>

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

function watchdogAlert(params: WatchdogAlertParams): RenderedBody {
  const productLink = requireMailLink(params.productLink)
  const unsubscribeLink = requireMailLink(params.unsubscribeLink)
  const name = nameWithVariant(params.productName, params.variantName)
  const price = formatCzk(params.price)
  const dropped = params.priceBelow !== null
  const subject =
    params.backInStock && dropped
      ? `${name} je opět skladem a za nižší cenu – ${SHOP_NAME}`
      : params.backInStock
        ? `${name} je opět skladem – ${SHOP_NAME}`
        : `${name} je nyní levněji – ${SHOP_NAME}`
  const lines = [
    ...(params.backInStock ? [`produkt ${name}, který hlídáte, je opět skladem.`] : []),
    ...(params.priceBelow !== null
      ? [`cena produktu ${name}, který hlídáte, klesla pod ${formatCzk(params.priceBelow)}. Nyní stojí ${price}.`]
      : [`Cena: ${price}.`]),
    ...(params.inStock ? [] : ['Momentálně ho bohužel nemáme skladem.']),
  ]
  // the greeting's comma carries on into the first line
  const after =
    'Toto upozornění jsme Vám poslali jednou. Chcete-li produkt hlídat dál, zapněte si hlídání znovu ve svém účtu.'
  const stop = 'Nechcete už tento produkt hlídat? Hlídání zrušíte tímto odkazem (bez přihlášení):'
  const body = html`${paragraph('Dobrý den,')}
${lines.map((line) => paragraph(line))}
${button(productLink, 'Zobrazit produkt')}
${paragraph(after)}
${paragraph(html`${stop}<br><a href="${unsubscribeLink}" style="color:#7a2e1d;word-break:break-all">Zrušit hlídání</a>`)}`
  const text = ['Dobrý den,', ...lines, `Zobrazit produkt: ${productLink}`, after, `${stop} ${unsubscribeLink}`].join(
    '\n\n',
  )
  return { subject, html: body, text }
}

function newsletterWelcome({ link, unsubscribeLink }: MailParams['newsletter-welcome']): RenderedBody {
  const shop = requireMailLink(link)
  const unsubscribe = requireMailLink(unsubscribeLink)
  const lines = [
    'odběr Drinksletteru je potvrzený. Zhruba dvakrát do měsíce Vám pošleme novinky z Drinkárny, recepty na koktejly a nabídky, které jinde nenajdete.',
  ]
  const stop = 'Odběr můžete kdykoli zrušit jedním kliknutím:'
  const body = html`${paragraph('Dobrý den,')}
${lines.map((line) => paragraph(line))}
${button(shop, 'Přejít do obchodu')}
${paragraph(html`${stop}<br><a href="${unsubscribe}" style="color:#7a2e1d;word-break:break-all">Odhlásit odběr</a>`)}`
  const text = ['Dobrý den,', ...lines, `Přejít do obchodu: ${shop}`, `${stop} ${unsubscribe}`].join('\n\n')
  return { subject: `Vítejte v Drinksletteru – ${SHOP_NAME}`, html: body, text }
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
  'payment-reminder': (params) => paymentReminder({ ...params, link: requireMailLink(params.link) }),
  'watchdog-alert': watchdogAlert,
  'newsletter-confirmation': ({ link }) =>
    linkMail(
      {
        subject: `Potvrďte odběr Drinksletteru – ${SHOP_NAME}`,
        lines: [
          `děkujeme za zájem o Drinksletter, novinky, recepty a nabídky obchodu ${SHOP_NAME}.`,
          'Odběr začne, až ho potvrdíte tímto odkazem. Odkaz je platný 48 hodin.',
        ],
        action: 'Potvrdit odběr',
        after: [
          'Pokud jste se k odběru nepřihlašovali, tento e-mail ignorujte. Bez potvrzení Vám nic posílat nebudeme.',
        ],
      },
      link,
    ),
  'newsletter-welcome': newsletterWelcome,
  'contact-confirmation': contactConfirmation,
  'contact-notification': contactNotification,
  'claim-confirmation': claimConfirmation,
  'claim-notification': claimNotification,
  'claim-message-notification': claimMessageNotification,
  'claim-reply': claimReply,
  'claim-decision': claimDecision,
  'payment-received': paymentReceived,
  'order-shipped': orderShipped,
  'order-ready-for-pickup': orderReadyForPickup,
  'order-delivered': orderDelivered,
  'order-cancelled': orderCancelled,
  'order-refunded': orderRefunded,
  'tax-document': taxDocumentMail,
  'review-invitation': reviewInvitation,
  'review-moderated': reviewModerated,
  'review-replied': reviewReplied,
  'gift-cards': giftCardsMail,
}

/** Subject, HTML and plain text of one mail. Throws a TypeError for a link that is not absolute http(s). */
export function renderMail(mail: MailContent): RenderedMail {
  // MailContent pairs each template with its own parameters
  const render = bodies[mail.template] as (params: MailContent['params']) => RenderedBody
  const { subject, html: body, text } = render(mail.params)
  const cleanSubject = subject.replace(/[\p{Cc}]+/gu, ' ').trim()
  return { subject: cleanSubject, html: htmlDocument(cleanSubject, body), text: textDocument(text) }
}
