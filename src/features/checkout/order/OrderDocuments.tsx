import { Price } from '../../../components/ui/Price'
import { useT } from '../../../lib/services'
import { formatDate } from '../../../../contract/prague-time'
import { documentDownloadPath, type OrderDocument } from './order.api'

/**
 * The order's invoice and credit notes (docs/decisions/045-invoices-and-bank-statements.md), each a PDF the
 * storefront's proxy serves to whoever may read the order. Nothing before the first is issued (the invoice comes
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
          </li>
        ))}
      </ul>
    </section>
  )
}
