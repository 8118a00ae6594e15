import { describe, expect, it, vi } from 'vitest'
import type { RouteStepContext } from '../../lib/route-steps'
import { cartRestoreStep } from './cart-restore'

function contextWith(sharedRender: boolean, isServer = true) {
  const load = vi.fn(async () => undefined)
  const services = { sharedRender, cart: { getState: () => ({ status: 'idle', load }) } }
  const context = { services, isServer, preload: false, location: {} } as unknown as RouteStepContext
  return { context, load }
}

describe('the cart restore step', () => {
  it("reads the cookie's cart in a render for one visitor", async () => {
    const { context, load } = contextWith(false)
    await cartRestoreStep(context)
    expect(load).toHaveBeenCalledOnce()
  })

  it('leaves the cart idle in a shared render (edge cache): the browser loads its own cart after hydration', async () => {
    const { context, load } = contextWith(true)
    await cartRestoreStep(context)
    expect(load).not.toHaveBeenCalled()
  })
})
