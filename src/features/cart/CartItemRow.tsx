import { Link } from '@tanstack/react-router'
import { variantLabel } from '../../../contract/variant-label'
import { Price } from '../../components/ui/Price'
import type { OrderItem } from '../../lib/api/normalize'
import { useServices, useT } from '../../lib/services'
import { GiftCardLineNote } from '../gift-cards'
import { linePrice } from './cart-analytics'
import { QuantityField, useQuantityLabels } from './QuantityField'
import { useCart } from './use-cart'

/** One cart line: image, name (to the product), variant, unit price (the original struck through), quantity, total, remove. */
export function CartItemRow({ item, interactive }: { item: OrderItem; interactive: boolean }) {
  const t = useT()
  const { cart } = useServices()
  const name = item.productName ?? item.variantName ?? item.variantCode
  // a voucher's variant is its value, which its own note says
  const variant = item.giftCard ? null : variantLabel(name, item.variantName)
  // two lines of one product differ by their engraving: their buttons must not share one accessible name
  const label = item.engraving ? `${name} – ${t('cart.engraving', { text: item.engraving })}` : name
  const labels = useQuantityLabels(label)
  const price = linePrice(item)
  // the quantity last asked for until its answer came: quick clicks each count from it (cart.store.ts)
  const quantity = useCart((state) => state.quantities[item.id]) ?? item.quantity
  const original = Math.max(item.originalUnitPrice ?? item.unitPrice, item.unitPrice)
  return (
    <li className="cart-item">
      {item.image ? (
        <img
          className="cart-item__image"
          src={item.image}
          alt=""
          width={72}
          height={96}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="cart-item__image" />
      )}
      <div className="cart-item__info">
        <h3 className="cart-item__name">
          {item.productSlug ? (
            <Link to="/produkt/$slug" params={{ slug: item.productSlug }}>
              {name}
            </Link>
          ) : (
            name
          )}
        </h3>
        {variant ? <p className="cart-item__variant">{t('cart.variant', { name: variant })}</p> : null}
        {item.giftCard ? (
          <p className="cart-item__variant">
            <GiftCardLineNote item={item} className="gift-card-line" />
          </p>
        ) : null}
        {item.engraving ? (
          <p className="cart-item__engraving">{t('cart.engraving', { text: item.engraving })}</p>
        ) : null}
        <p className="cart-item__unit">
          <span className="visually-hidden">{t('cart.unitPrice')}: </span>
          <Price amount={price} />
          {original > price ? (
            <del>
              <span className="visually-hidden">{t('product.originalPrice')}: </span>
              <Price amount={original} />
            </del>
          ) : null}
        </p>
      </div>
      <QuantityField
        id={`cart-item-${item.id}`}
        value={quantity}
        onCommit={(next) => void cart.getState().changeQuantity(item.id, next)}
        onStep={(step) => void cart.getState().stepQuantity(item.id, step)}
        disabled={!interactive}
        {...labels}
      />
      <p className="cart-item__total">
        <span className="visually-hidden">{t('cart.lineTotal')}: </span>
        <Price amount={item.subtotal ?? price * item.quantity} superscript />
      </p>
      <button
        type="button"
        className="cart-item__remove"
        aria-label={t('cart.removeLabel', { name: label })}
        disabled={!interactive}
        onClick={() => void cart.getState().removeItem(item.id)}
      >
        {t('cart.remove')}
      </button>
    </li>
  )
}
