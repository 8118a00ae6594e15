import { Price } from '../../../components/ui/Price'
import { useT } from '../../../lib/services'
import { formatDate } from '../../../../contract/prague-time'
import { documentDownloadPath, type OrderDocument } from './order.api'

/**
 * The order's invoice and credit notes (docs/decisions/045-invoices-and-bank-statements.md), each a PDF the
 * storefront's proxy serves to whoever may read the order; under a credit note, what its refund gave back. Nothing before the first is issued (the invoice comes
 * with the payment, for cash on delivery with the dispatch).
 */
export function OrderDocuments({ documents, orderToken }: { documents: readonly OrderDocument[]; orderToken: string }) {
  const t = useT()
  if (documents.length === 0) return null
  return (
    <section className="order-documents" aria-labelledby="order-documents-title">
      <h2 id="order-documents-title">{t('order.documents.title')}</h2>
      <ul>
        {documents.map((document) => (
          <li key={document.id}>
            <a href={documentDownloadPath(document, orderToken)} download>
              {t(`order.documents.${document.kind}`, { number: document.number })}
            </a>{' '}
            <span className="order-documents__meta">
              {t('order.documents.issued', { date: formatDate(document.issuedAt) ?? document.issuedAt })},{' '}
              <Price amount={document.total} />
            </span>
            {document.lines && document.lines.length > 0 && (
              <ul className="order-documents__refund" aria-label={t('order.documents.refunded')}>
                {document.lines.map((line, index) => (
                  <li key={index}>
                    {line.name} · {t('order.documents.pieces', { quantity: line.quantity })} ·{' '}
                    <Price amount={line.amount} />
                  </li>
                ))}
              </ul>
            )}
            {document.reason && (
              <p className="order-documents__meta">{t('order.documents.reason', { reason: document.reason })}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
