import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createI18n } from './i18n'
import { type AppServices, ServicesProvider } from './services'

/**
 * Server-renders a component as a page would: inside a one-route router (so its links render) with the services,
 * by default only the Czech texts. For tests of components that a route would render.
 */
export async function renderPage(
  page: ReactNode,
  services: AppServices = { i18n: createI18n('cs') } as AppServices,
): Promise<string> {
  const rootRoute = createRootRoute({
    component: () => <ServicesProvider services={services}>{page}</ServicesProvider>,
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  await router.load()
  return renderToString(<RouterProvider router={router} />)
}
