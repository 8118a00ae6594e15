import { useHydrated } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { Ga4Item } from '../../lib/analytics'
import { useT } from '../../lib/services'
import { QuantityField, useQuantityLabels } from './QuantityField'
import { useAddToCart } from './use-add-to-cart'

type Props = {
  /** The chosen variant; null when the product has none to sell. */
  variantCode: string | null
  inStock: boolean
  /** GA4 details of the product (brand, categories, list) for `add_to_cart`. */
  item?: Partial<Ga4Item>
  /** The engraving text for these bottles ('' or absent: none). */
  engraving?: string
  /** The value of a free-amount gift voucher (haléře); undefined for anything else. */
  giftCardAmount?: number
  /** The engraving text breaks its rule: the click shows where instead of adding (the field says why). */
  refuse?: () => boolean
}

/**
 * The quantity and the add-to-cart button of a product form. The button is the form's submit button, so Enter
 * in a field of the form adds too (implicit submission clicks it); the form itself never posts.
 * Adding needs scripts: until the page has hydrated the button stays disabled.
 */
export function AddToCart({ variantCode, inStock, item, engraving, giftCardAmount, refuse }: Props) {
  const t = useT()
  const id = useId()
  const hydrated = useHydrated()
  const [quantity, setQuantity] = useState(1)
  const { add, pending } = useAddToCart()
  const labels = useQuantityLabels()
  const unavailable = !variantCode || !inStock
  return (
    <div className="add-to-cart">
      <QuantityField id={`${id}-quantity`} value={quantity} onCommit={setQuantity} disabled={unavailable} {...labels} />
      <button
        type="submit"
        className="button button--primary add-to-cart__button"
        disabled={!hydrated || unavailable || pending}
        aria-busy={pending}
        onClick={(event) => {
          event.preventDefault()
          if (refuse?.()) return
          if (variantCode && !pending) void add(variantCode, quantity, item, engraving, giftCardAmount)
        }}
      >
        {pending ? t('cart.adding') : t('product.addToCart')}
      </button>
    </div>
  )
}
