import { findGiftCard } from '../db/gift-cards'
import { invoiceBySource } from '../db/invoices'
import type { Bindings } from '../env'
import { documentFileName, documentOf } from '../invoices/issue'
import type { MailAttachmentRef } from './outbox-db'
import { qrGifBase64 } from '../payments/qr-image'
import { QR_PLATBA_FILE } from './order-confirmation'
import { MailDeliveryError, type MailFile } from './postmark'

/**
 * The files of a mail, made when it is sent: an issued document's PDF is drawn from the stored document (which
 * never changes, decision 045), so the outbox keeps a reference, not a second copy of the bytes. A reference to a
 * document that does not exist cannot get better by waiting: the mail fails for good rather than going without it.
 */
export async function resolveAttachments(env: Bindings, refs: readonly MailAttachmentRef[]): Promise<MailFile[]> {
  const files: MailFile[] = []
  for (const ref of refs) {
    if ('qrPlatba' in ref) {
      files.push(qrPlatbaFile(ref.qrPlatba))
      continue
    }
    if ('giftCard' in ref) {
      files.push(await giftCardFile(env, ref.giftCard))
      continue
    }
    // pdf-lib, fontkit and the fonts load with the first mail that carries a document (as the download does)
    const { renderDocumentPdf } = await import('../invoices/pdf')
    const row = await invoiceBySource(env.DB, ref.taxDocument)
    if (row === null) throw new MailDeliveryError(`attachment: no tax document "${ref.taxDocument}"`, true, null)
    files.push({
      name: documentFileName(row),
      contentType: 'application/pdf',
      content: await renderDocumentPdf(documentOf(row)),
    })
  }
  return files
}

/** Where the voucher's text sends its holder: the shop's host, or plain words where no URL is configured (locally). */
function storefrontHost(env: Bindings): string {
  try {
    return new URL(env.STOREFRONT_URL).host
  } catch {
    return 'našem e-shopu'
  }
}

/** A voucher's PDF (decision 056), drawn from its row; a voucher that does not exist fails the mail for good. */
async function giftCardFile(env: Bindings, code: string): Promise<MailFile> {
  const card = await findGiftCard(env.DB, code)
  if (card === null) throw new MailDeliveryError(`attachment: no gift card`, true, null)
  const { renderVoucherPdf, voucherFileName } = await import('../gift-cards/pdf')
  return {
    name: voucherFileName(card.code),
    contentType: 'application/pdf',
    content: await renderVoucherPdf({
      code: card.code,
      initialAmount: card.initial_amount,
      expiresAt: card.expires_at,
      storefrontUrl: storefrontHost(env),
    }),
  }
}

/**
 * The QR Platba as a GIF attached inline (docs/qr-platba.md): mail clients show an image the HTML names by its
 * Content-ID; many show neither an SVG nor a data URI.
 */
function qrPlatbaFile(spd: string): MailFile {
  const content = Uint8Array.from(atob(qrGifBase64(spd)), (char) => char.charCodeAt(0))
  return { name: QR_PLATBA_FILE, contentType: 'image/gif', content, contentId: `cid:${QR_PLATBA_FILE}` }
}
