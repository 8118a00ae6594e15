import { variantLabel } from '../../../../contract/variant-label'
import { Price } from '../../../components/ui/Price'
import type { OrderItem } from '../../../lib/api/normalize'
import { useT } from '../../../lib/services'
import { GiftCardLineNote } from '../../gift-cards'

/** The lines of a cart or order: image, name, variant (unless the name says it), quantity × unit price, line price. */
export function OrderItems({ items }: { items: OrderItem[] }) {
  const t = useT()
  return (
    <ul className="order-items">
      {items.map((item) => {
        // a voucher's variant is its value, which its own note says
        const variant = item.giftCard ? null : variantLabel(item.productName, item.variantName)
        return (
          <li key={item.id} className="order-items__item">
            {item.image ? (
              <img className="order-items__image" src={item.image} alt="" width={56} height={56} loading="lazy" />
            ) : null}
            <span className="order-items__name">
              {item.productName ?? item.variantCode}
              {variant ? <span className="order-items__variant">{variant}</span> : null}
              {item.engraving ? (
                <span className="order-items__variant">{t('cart.engraving', { text: item.engraving })}</span>
              ) : null}
              <GiftCardLineNote item={item} className="order-items__variant" />
            </span>
            <span className="order-items__quantity">
              {t('order.items.quantity', { quantity: item.quantity })} ×{' '}
              <Price amount={item.discountedUnitPrice ?? item.unitPrice} />
            </span>
            <Price className="order-items__total" amount={item.subtotal ?? item.total} />
          </li>
        )
      })}
    </ul>
  )
}
