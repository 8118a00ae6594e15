import { useState } from 'react'
import type { Ga4Item } from '../../lib/analytics'
import { useServices } from '../../lib/services'

/**
 * Adds to the cart from a catalogue page: the store creates the cart on the first add and toasts a refusal;
 * a success toast offers the way to the cart. `pending` is this button's own add, not any cart mutation.
 */
export function useAddToCart() {
  const { cart, toasts, i18n } = useServices()
  const [pending, setPending] = useState(false)
  async function add(
    variantCode: string,
    quantity: number,
    item?: Partial<Ga4Item>,
    engraving?: string,
    giftCardAmount?: number,
  ): Promise<boolean> {
    setPending(true)
    try {
      const added = await cart.getState().addItem(variantCode, quantity, item, engraving, giftCardAmount)
      if (added)
        toasts.getState().toastShown({
          kind: 'success',
          message: i18n.t('cart.added'),
          action: { label: i18n.t('cart.show'), to: '/cart' },
        })
      return added
    } finally {
      setPending(false)
    }
  }
  return { add, pending }
}
