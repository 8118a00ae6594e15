import { describe, expect, it } from 'vitest'
import { chainedApi } from '../../lib/api/fake-api'
import { Route } from '../../routes/__root'

/**
 * Decision 058: on the server the root route sends the navigation's calls out with the route steps' (the user,
 * the cart), so a page's own loader calls are the second in a row, not the third.
 */
describe('the root route on the server', () => {
  it('starts the navigation while the cart is restored', async () => {
    const { api, chain, asked, call } = chainedApi()
    const cart = { status: 'idle', load: () => call('/orders/cart-token') }
    const services = {
      api,
      customerIri: () => null,
      sharedRender: false,
      cart: { getState: () => cart },
    }
    const beforeLoad = Route.options.beforeLoad as unknown as (input: unknown) => Promise<void>
    await beforeLoad({ context: { services }, location: { href: '/cart' }, preload: false })
    expect(asked).toContain('/orders/cart-token')
    expect(asked.some((path) => path.startsWith('/menus/'))).toBe(true)
    expect(chain.summary().depth).toBe(1)
  })
})
