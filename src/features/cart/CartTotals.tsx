import { Price } from '../../components/ui/Price'
import type { Order } from '../../lib/api/normalize'
import { formatPrice } from '../../lib/money'
import { useT } from '../../lib/services'
import { GiftCardPayments } from '../gift-cards'
import { cartTotals } from './cart-totals'

/** The totals box: goods, discount, shipping (an estimate, or "zdarma"), payment fee, total incl. VAT. */
export function CartTotals({ cart }: { cart: Order }) {
  const t = useT()
  const totals = cartTotals(cart)
  const giftCards = cart.giftCards ?? []
  // once vouchers pay part of it, the total is what is left to pay
  const totalLabel = giftCards.length > 0 ? t('cart.totals.toPay') : t('cart.totals.total')
  return (
    <dl className="cart-totals" aria-label={t('cart.totals.title')}>
      <div>
        <dt>{t('cart.totals.items')}</dt>
        <dd>
          <Price amount={totals.items} />
        </dd>
      </div>
      {totals.discount < 0 ? (
        <div className="cart-totals__discount">
          <dt>{t('cart.totals.discount')}</dt>
          <dd>
            <Price amount={totals.discount} />
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t('cart.totals.shipping')}</dt>
        <dd>
          {totals.shipping === null ? (
            t('cart.totals.shippingLater')
          ) : totals.shipping === 0 ? (
            t('cart.totals.free')
          ) : (
            <Price amount={totals.shipping} />
          )}
        </dd>
      </div>
      {totals.paymentFee > 0 ? (
        <div>
          <dt>{t('cart.totals.paymentFee')}</dt>
          <dd>
            <Price amount={totals.paymentFee} />
          </dd>
        </div>
      ) : null}
      <GiftCardPayments cards={giftCards} rowClassName="cart-totals__discount" />
      <div className="cart-totals__total">
        <dt>{totalLabel}</dt>
        <dd>
          <Price amount={totals.total} superscript />
          {/* the goods' VAT reads as part of the total only while no voucher pays part of it */}
          {totals.vat > 0 && giftCards.length === 0 ? (
            <small>{t('cart.totals.vat', { amount: formatPrice(totals.vat) })}</small>
          ) : null}
        </dd>
      </div>
    </dl>
  )
}
