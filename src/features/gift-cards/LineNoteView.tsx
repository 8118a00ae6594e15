import { formatPrice } from '../../lib/money'
import { useT } from '../../lib/services'
import './texts'

export type Line = { giftCard?: boolean; unitPrice: number; giftCardCodes?: string[] }

/**
 * Under a voucher line of a cart or an order: the voucher's value, that it comes by e-mail, and once the order is
 * paid the codes it issued (one per piece, the printed form). Nothing for a line of goods.
 */
export default function LineNoteView({ item, className }: { item: Line; className: string }) {
  const t = useT()
  const codes = item.giftCardCodes ?? []
  return (
    <>
      <span className={className}>{t('giftCards.line.value', { amount: formatPrice(item.unitPrice) })}</span>
      {codes.length > 0 ? (
        <span className={`${className} gift-card-codes`}>
          {t('giftCards.line.codes', { n: codes.length })}{' '}
          {codes.map((code) => (
            <code key={code} className="gift-card-codes__code">
              {code}
            </code>
          ))}
        </span>
      ) : (
        <span className={className}>{t('giftCards.line.byEmail')}</span>
      )}
    </>
  )
}
