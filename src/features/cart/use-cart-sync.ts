import { useEffect, useRef } from 'react'
import { useServices } from '../../lib/services'
import { readCartToken } from './cart-cookie'

/**
 * Keeps the browser's cart in step (docs/product.md#cart): shows a price change the server render saw, loads the
 * cart when the server could not, and when the tab becomes visible reloads it if the layout is cart or the
 * cookie's token is not the one in memory (another tab ordered or started a cart).
 */
export function useCartSync(isCartLayout: boolean): void {
  const { cart } = useServices()
  const cartLayout = useRef(isCartLayout)
  cartLayout.current = isCartLayout

  useEffect(() => {
    const state = cart.getState()
    if (state.status === 'idle') void state.load()
    state.showDeferredNotices()
  }, [cart])

  useEffect(() => {
    function onVisibilityChange() {
      if (document.visibilityState !== 'visible') return
      const { token, load } = cart.getState()
      if (cartLayout.current || readCartToken(document.cookie) !== token) void load()
    }
    document.addEventListener('visibilitychange', onVisibilityChange)
    return () => document.removeEventListener('visibilitychange', onVisibilityChange)
  }, [cart])
}
