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

/**
 * The QR Platba as a GIF attached inline (docs/qr-platba.md): mail clients show an image the HTML names by its
 * Content-ID; many show neither an SVG nor a data URI.
 */
function qrPlatbaFile(spd: string): MailFile {
  const content = Uint8Array.from(atob(qrGifBase64(spd)), (char) => char.charCodeAt(0))
  return { name: QR_PLATBA_FILE, contentType: 'image/gif', content, contentId: `cid:${QR_PLATBA_FILE}` }
}
