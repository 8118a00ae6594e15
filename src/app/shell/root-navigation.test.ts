import { describe, expect, it } from 'vitest'
import { createCallChain, timed } from '../../../contract/call-chain'
import type { ApiClient } from '../../lib/api/client'
import { Route } from '../../routes/__root'

/**
 * Decision 058: on the server the root route sends the navigation's calls out with the route steps' (the user,
 * the cart), so a page's own loader calls are the second in a row, not the third.
 */
describe('the root route on the server', () => {
  it('starts the navigation while the cart is restored', async () => {
    const chain = createCallChain()
    const asked: string[] = []
    const answer = (path: string) =>
      timed(chain, async () => {
        asked.push(path)
        await new Promise((resolve) => setTimeout(resolve, 1))
        return null
      })
    const api = { get: answer, getOrNull: answer } as unknown as ApiClient
    const cart = { status: 'idle', load: () => answer('/orders/cart-token') }
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
