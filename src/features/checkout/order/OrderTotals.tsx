import { Price } from '../../../components/ui/Price'
import { useT } from '../../../lib/services'
import type { TotalsPreview } from '../methods'

type Props = { totals: TotalsPreview; couponCode?: string | null }

/** Items, order discount (the coupon), shipping, payment fee and the total to pay; 0 reads "zdarma". */
export function OrderTotals({ totals, couponCode }: Props) {
  const t = useT()
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
      <div className="order-totals__row order-totals__row--total">
        <dt>{t('order.totals.total')}</dt>
        <dd>
          <Price amount={totals.total} superscript />
        </dd>
      </div>
    </dl>
  )
}
