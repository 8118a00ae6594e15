import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RefundGiftCards } from './RefundGiftCards'

async function render(element: ReactNode): Promise<string> {
  const root = createRootRoute({ component: () => element })
  const card = createRoute({ getParentRoute: () => root, path: '/darkove-poukazy/$code' })
  const router = createRouter({
    routeTree: root.addChildren([card]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  await router.load()
  return renderToString(<RouterProvider router={router} />).replace(/<!-- -->/g, '')
}

describe("a refund's part given back to vouchers, on the order screen", () => {
  it('names each voucher with its amount and links to it', async () => {
    const html = await render(
      <ul>
        <RefundGiftCards parts={[{ code: 'ABCD-EFGH-JKLM-NPQR', amount: 12_350 }]} />
      </ul>,
    )
    expect(html).toContain('Vráceno na dárkový poukaz')
    expect(html).toContain('ABCD-EFGH-JKLM-NPQR')
    expect(html).toContain('123,50\u00a0Kč')
    expect(html).toContain('href="/darkove-poukazy/ABCD-EFGH-JKLM-NPQR"')
  })

  it('shows nothing for a refund paid in money alone', async () => {
    expect(await render(<RefundGiftCards parts={[]} />)).toBe('')
  })
})
