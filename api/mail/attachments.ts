import { invoiceBySource } from '../db/invoices'
import type { Bindings } from '../env'
import { documentFileName, documentOf } from '../invoices/issue'
import type { MailAttachmentRef } from './outbox-db'
import { MailDeliveryError, type MailFile } from './postmark'

/**
 * The files of a mail, made when it is sent: an issued document's PDF is drawn from the stored document (which
 * never changes, decision 045), so the outbox keeps a reference, not a second copy of the bytes. A reference to a
 * document that does not exist cannot get better by waiting: the mail fails for good rather than going without it.
 */
export async function resolveAttachments(env: Bindings, refs: readonly MailAttachmentRef[]): Promise<MailFile[]> {
  const files: MailFile[] = []
  if (refs.length === 0) return files
  // pdf-lib, fontkit and the fonts load with the first mail that carries a document (as the download does)
  const { renderDocumentPdf } = await import('../invoices/pdf')
  for (const ref of refs) {
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
