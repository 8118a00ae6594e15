import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FilterForm, filledIn, Paging } from './ListControls'

async function render(element: ReactNode): Promise<string> {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => element }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  await router.load()
  return renderToString(<RouterProvider router={router} />).replace(/<!-- -->/g, '')
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href!.replace(/&amp;/g, '&'))

describe('a paged console list', () => {
  it('links the previous and next page with its filters kept, the first page without a page number', async () => {
    const html = await render(<Paging list="/objednavky" search={{ state: 'new', page: 2 }} total={95} pageSize={30} />)
    expect(html).toContain('Stránka 2 z 4')
    expect(html).toContain('aria-label="Stránky seznamu"')
    expect(hrefs(html)).toEqual(['/objednavky?state=new', '/objednavky?state=new&page=3'])
  })

  it('offers no next page on the last one and shows nothing when all fits on one page', async () => {
    const last = await render(<Paging list="/reklamace" search={{ page: 4 }} total={95} pageSize={30} />)
    expect(last).toContain('Předchozí stránka')
    expect(last).not.toContain('Další stránka')
    expect(await render(<Paging list="/reklamace" search={{}} total={30} pageSize={30} />)).toBe('')
  })
})

describe('a console filter form', () => {
  it('is a labelled search of its fields, filled from the URL, with the buttons to filter and to clear', async () => {
    const html = await render(
      <FilterForm
        label="Filtry objednávek"
        list="/objednavky"
        fields={[
          { name: 'search', type: 'search', label: 'Hledat', hint: 'Číslo nebo e-mail' },
          { name: 'state', label: 'Stav', options: [{ value: 'new', label: 'Nová' }] },
          { name: 'after', type: 'date', label: 'Od data' },
        ]}
        search={{ search: '000000042', state: 'new', page: 2 }}
        onApply={() => undefined}
      />,
    )
    expect(html).toMatch(/<form[^>]*role="search"[^>]*aria-label="Filtry objednávek"/)
    expect(html).toMatch(/<input[^>]*id="filter-search"[^>]*type="search"[^>]*value="000000042"/)
    expect(html).toMatch(/<option value="">Vše<\/option><option value="new" selected="">Nová<\/option>/)
    expect(html).toMatch(/<input[^>]*id="filter-after"[^>]*type="date"[^>]*value=""/)
    expect(html).toContain('>Filtrovat</button>')
    expect(hrefs(html)).toEqual(['/objednavky'])
  })

  it('puts only the filled-in fields into the URL', () => {
    expect(filledIn({ search: ' ', state: 'new', paymentState: '' })).toEqual({ state: 'new' })
  })
})
