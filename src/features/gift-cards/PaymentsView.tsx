import type { OrderGiftCard } from '../../../contract/gift-cards'
import { Price } from '../../components/ui/Price'
import { useT } from '../../lib/services'
import './texts'

/**
 * The rows of a totals list (`<dl>`) for the vouchers paying an order: one per voucher with what it pays, before
 * the total left to pay. A voucher is a means of payment, not a discount (docs/decisions/056-gift-vouchers.md): the
 * goods, discount and shipping above it stay as they are.
 */
export default function PaymentsView({
  cards,
  rowClassName,
}: {
  cards: readonly OrderGiftCard[]
  rowClassName: string
}) {
  const t = useT()
  return (
    <>
      {cards.map((card) => (
        <div key={card.code} className={`${rowClassName} gift-card-payment`}>
          <dt>
            {t('giftCards.totals.paidBy')} <span className="gift-card-code">{card.code}</span>
          </dt>
          <dd>
            <Price amount={-card.amount} />
          </dd>
        </div>
      ))}
    </>
  )
}
