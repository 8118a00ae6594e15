import type { OrderGiftCard } from '../../../../contract/gift-cards'
import { Price } from '../../../components/ui/Price'
import { useT } from '../../../lib/services'
import { GiftCardPayments } from '../../gift-cards'
import type { TotalsPreview } from '../methods'

type Props = { totals: TotalsPreview; couponCode?: string | null; giftCards?: readonly OrderGiftCard[] }

/**
 * Items, order discount (the coupon), shipping, payment fee, the gift vouchers paying part of it and the total to
 * pay; 0 reads "zdarma".
 */
export function OrderTotals({ totals, couponCode, giftCards = [] }: Props) {
  const t = useT()
  // once vouchers pay part of it, the total is what is left to pay
  const totalLabel = giftCards.length > 0 ? t('order.totals.toPay') : t('order.totals.total')
  const free = (amount: number) => (amount === 0 ? t('checkout.free') : <Price amount={amount} />)
  return (
    <dl className="order-totals">
      <div className="order-totals__row">
        <dt>{t('order.totals.items')}</dt>
        <dd>
          <Price amount={totals.itemsSubtotal} />
        </dd>
      </div>
      {totals.discount !== 0 ? (
        <div className="order-totals__row order-totals__row--discount">
          <dt>{couponCode ? t('order.totals.coupon', { code: couponCode }) : t('order.totals.discount')}</dt>
          <dd>
            <Price amount={totals.discount} />
          </dd>
        </div>
      ) : null}
      <div className="order-totals__row">
        <dt>{t('order.totals.shipping')}</dt>
        <dd>{free(totals.shipping)}</dd>
      </div>
      <div className="order-totals__row">
        <dt>{t('order.totals.paymentFee')}</dt>
        <dd>{free(totals.paymentFee)}</dd>
      </div>
      <GiftCardPayments cards={giftCards} rowClassName="order-totals__row order-totals__row--discount" />
      <div className="order-totals__row order-totals__row--total">
        <dt>{totalLabel}</dt>
        <dd>
          <Price amount={totals.total} superscript />
        </dd>
      </div>
    </dl>
  )
}
