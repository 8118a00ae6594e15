import { describe, expect, it } from 'vitest'
import { createCallChain, timed } from '../../contract/call-chain'
import { type RouteStep, type RouteStepContext, runRouteSteps } from './route-steps'
import type { AppServices } from './services'

/** A step that makes one API call (a stand-in that answers after a tick). */
function callingStep(chain: ReturnType<typeof createCallChain>, name: string, log: string[]): RouteStep {
  return () =>
    timed(chain, async () => {
      log.push(`${name} asked`)
      await new Promise((resolve) => setTimeout(resolve, 1))
      log.push(`${name} answered`)
    })
}

async function run(isServer: boolean) {
  const chain = createCallChain()
  const log: string[] = []
  const services = { customerIri: () => '/api/v2/shop/customers/1' } as unknown as AppServices
  const context = { services, isServer, preload: false, location: {} } as unknown as RouteStepContext
  await runRouteSteps(
    {
      global: [],
      whenLoggedIn: [callingStep(chain, 'user', log)],
      cart: [callingStep(chain, 'cart', log)],
      redirects: [callingStep(chain, 'redirects', log)],
    },
    context,
  )
  return { depth: chain.summary().depth, log }
}

describe('route steps', () => {
  it('restore the user and the cart side by side on the server: one call deep before the loaders', async () => {
    const { depth, log } = await run(true)
    expect(log.slice(0, 2)).toEqual(['user asked', 'cart asked'])
    // the redirect step still comes after both
    expect(log.at(-2)).toBe('redirects asked')
    expect(depth).toBe(2)
  })

  it('keep the order in the browser, where a login may pick up a cart', async () => {
    const { depth, log } = await run(false)
    expect(log).toEqual([
      'user asked',
      'user answered',
      'cart asked',
      'cart answered',
      'redirects asked',
      'redirects answered',
    ])
    expect(depth).toBe(3)
  })
})
