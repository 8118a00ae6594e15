import { createRootRouteWithContext, Link, Outlet, useRouterState } from '@tanstack/react-router'
import { AdminApiError } from '../lib/admin-api'
import type { Me } from '../lib/session'
import { loadMe } from '../lib/session'
import { t } from '../lib/texts'
import { NAV } from '../nav'

export type ConsoleContext = { me?: Me }

function Shell() {
  const { me } = rootRoute.useLoaderData()
  const loading = useRouterState({ select: (state) => state.status === 'pending' })
  return (
    <>
      <a className="skip-link" href="#obsah">
        {t('shell.skip')}
      </a>
      <header className="shell-header">
        <p className="shell-brand">{t('shell.brand')}</p>
        <nav aria-label={t('shell.nav')} className="shell-nav">
          <ul>
            {NAV.filter((item) => !item.roles || item.roles.includes(me.role)).map((item) => (
              <li key={item.to}>
                <Link to={item.to} activeOptions={{ exact: item.to === '/', includeSearch: false }}>
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="shell-user">
          <span>
            {me.actor} <small>({t(`roles.${me.role}`)})</small>
          </span>
          {me.signOutUrl && <a href={me.signOutUrl}>{t('shell.signOut')}</a>}
        </p>
      </header>
      <main id="obsah" className="shell-main" aria-busy={loading}>
        <Outlet />
      </main>
    </>
  )
}

/** Signed out, expired or not allowed: what to do about it, never a blank page. */
function SignInProblem({ error }: { error: unknown }) {
  const status = error instanceof AdminApiError ? error.status : 0
  const message = status === 403 ? t('shell.forbidden') : status === 401 ? t('shell.signedOut') : t('shell.failed')
  return (
    <main id="obsah" className="shell-main shell-main--alone">
      <h1>{t('shell.brand')}</h1>
      <p role="alert">{message}</p>
      <p>
        <a href={window.location.pathname}>{t('shell.reload')}</a>
      </p>
    </main>
  )
}

export const rootRoute = createRootRouteWithContext<ConsoleContext>()({
  loader: async ({ abortController }) => ({ me: await loadMe(abortController.signal) }),
  // who is signed in does not change while the console is open: the shell does not ask again on every navigation
  staleTime: Infinity,
  component: Shell,
  errorComponent: SignInProblem,
})
