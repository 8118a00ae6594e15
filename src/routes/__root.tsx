import { createRootRouteWithContext, Outlet, Scripts, useMatches, useRouter } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { dehydrateAuth, useHydrateAuth, userRestoreStep } from '../features/auth/auth-restore'
import { cartRestoreStep, dehydrateCart, useHydrateCart } from '../features/cart/cart-restore'
import { AppShell } from '../app/shell/AppShell'
import { PageHead } from '../app/shell/HeadTags'
import { CONSENT_SCRIPT_ID, consentHeadScript } from '../features/consent'
import { loadNavigation } from '../app/shell/navigation.api'
import { getShellData } from '../app/shell/shell-data'
import { reportToServer } from '../features/errors/app-error-handler'
import { NotFoundPage } from '../features/not-found/NotFoundPage'
import { buildUpdateStep } from '../features/site-update/build-update-step'
import { redirectStep } from '../features/redirects/client-redirects'
import { runRouteSteps, type RouteSteps } from '../lib/route-steps'
import { ServicesProvider } from '../lib/services'
import type { RouterContext } from '../router'
import appCss from '../styles/app.css?url'

/** docs/product.md#route-steps. Later capabilities add their steps here (the watch list after the user). */
const routeSteps: RouteSteps = {
  global: [buildUpdateStep],
  whenLoggedIn: [userRestoreStep],
  cart: [cartRestoreStep],
  redirects: [redirectStep],
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location, preload }) => {
    // On the server the navigation's calls go out with the route steps', not after them: the root loader finds
    // them in the client's memo, and the page's own calls are the second in a row (decision 058).
    if (typeof window === 'undefined' && !preload) loadNavigation(context.services.api).catch(() => undefined)
    return runRouteSteps(routeSteps, {
      services: context.services,
      location,
      preload,
      isServer: typeof window === 'undefined',
    })
  },
  loader: async ({ context }) => ({
    shell: getShellData(),
    navigation: await loadNavigation(context.services.api),
    // Read by the cart restore step just before; the browser's store starts from it.
    cart: dehydrateCart(context.services.cart),
    auth: dehydrateAuth(context.services.auth),
  }),
  // The shell data is per visit: read once on the server and hydrated, never refetched by navigation.
  staleTime: Number.POSITIVE_INFINITY,
  shouldReload: false,
  head: ({ match, matches }) => {
    const t = match.context.services.i18n.t
    const failed = matches.some((m) => m.status === 'notFound' || m.status === 'error' || m._notFound)
    const title = failed ? t('error.meta.title') : t('home.metaTitle')
    const description = failed ? t('error.meta.description') : t('site.description')
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { title },
        { name: 'description', content: description },
        { name: 'theme-color', content: '#7a2e12' },
        { property: 'og:site_name', content: t('site.name') },
        { property: 'og:locale', content: 'cs_CZ' },
        { property: 'og:type', content: 'website' },
        { property: 'og:title', content: title },
        { property: 'og:description', content: description },
        { name: 'twitter:card', content: 'summary' },
        ...(failed ? [{ name: 'robots', content: 'noindex' }] : []),
      ],
      // first in the head, with the nonce: Consent Mode defaults before any tag (features/consent)
      scripts: [{ id: CONSENT_SCRIPT_ID, children: consentHeadScript(match.loaderData?.shell.gtmId ?? '') }],
      links: [
        { rel: 'stylesheet', href: appCss },
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      ],
    }
  },
  shellComponent: RootDocument,
  component: RootComponent,
  notFoundComponent: NotFoundPage,
  errorComponent: RootError,
})

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="cs">
      <head>
        <PageHead />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

function useLayout(): 'default' | 'cart' {
  return useMatches({ select: (matches) => matches.at(-1)?.staticData.layout ?? 'default' })
}

function RootComponent() {
  const { services } = Route.useRouteContext()
  const { shell, navigation, cart, auth } = Route.useLoaderData()
  useHydrateCart(services.cart, cart)
  useHydrateAuth(services.auth, auth)
  return (
    <ServicesProvider services={services}>
      <AppShell shell={shell} navigation={navigation} layout={useLayout()}>
        <Outlet />
      </AppShell>
    </ServicesProvider>
  )
}

/** The root view shows the 404 page when an error is present (docs/product.md#404-page); the error is reported. */
function RootError({ error }: { error: unknown }) {
  const services = useRouter().options.context.services as RouterContext['services']
  useEffect(() => reportToServer(error, 'route'), [error])
  return (
    <ServicesProvider services={services}>
      <main id="content" className="page page--error">
        <NotFoundPage />
      </main>
    </ServicesProvider>
  )
}
