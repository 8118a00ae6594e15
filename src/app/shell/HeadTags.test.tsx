import { createMemoryHistory, createRootRoute, createRouter, HeadContent, RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { HeadTags } from './HeadTags'

/** The head of a page whose root declares what ours does: meta tags, a stylesheet, an icon and an inline script. */
async function renderHead(head: ReactNode): Promise<string> {
  const rootRoute = createRootRoute({
    head: () => ({
      meta: [{ charSet: 'utf-8' }, { title: 'Drinkárna' }, { name: 'description', content: 'Nápoje' }],
      links: [
        { rel: 'stylesheet', href: '/assets/app.css' },
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      ],
      scripts: [{ id: 'consent', children: 'window.dataLayer=[]' }],
    }),
    component: () => <head>{head}</head>,
  })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    ssr: { nonce: 'N0NCE' },
  })
  await router.load()
  return renderToString(<RouterProvider router={router} />)
}

const tagsOf = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? []

describe('the head', () => {
  it('carries the CSP nonce on its scripts only, not on every meta and link as Start writes them', async () => {
    const html = await renderHead(<HeadTags />)
    expect(tagsOf(html, 'script').join()).toContain('nonce="N0NCE"')
    for (const tag of [...tagsOf(html, 'meta'), ...tagsOf(html, 'link')]) expect(tag).not.toMatch(/\snonce=/)
    // the router reads the nonce from this meta when it hydrates
    expect(html).toContain('<meta property="csp-nonce" content="N0NCE"/>')
    expect(tagsOf(html, 'link').join()).toContain('href="/assets/app.css"')
    expect(tagsOf(html, 'meta').join()).toContain('name="description"')
  })

  it("is Start's head otherwise: the same tags in the same order", async () => {
    const ours = await renderHead(<HeadTags />)
    const start = await renderHead(<HeadContent />)
    expect(ours).toBe(start.replace(/(<(?:meta|link)\b[^>]*?) nonce="N0NCE"/g, '$1'))
    expect(start).not.toBe(ours)
  })
})
