import './texts'
import { Link, useLocation, useRouter } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef } from 'react'
import { useServices, useT } from '../../lib/services'
import { useAuth } from '../auth'
import { ACCOUNT_SECTIONS, sectionOf } from './sections'

/**
 * The account's frame: breadcrumbs (home › account › section), the heading and the section menu. A visitor who
 * is not logged in gets the login popup instead of the content; once logged in, the section's data is loaded.
 */
export function AccountLayout({ children }: { children: ReactNode }) {
  const t = useT()
  const router = useRouter()
  const isAuthenticated = useAuth((s) => s.isAuthenticated)
  const section = sectionOf(useLocation({ select: (location) => location.pathname }))
  const wasAuthenticated = useRef(isAuthenticated)

  useEffect(() => {
    // The loaders ran for a guest (and loaded nothing): after a login they run again for the customer.
    if (isAuthenticated && !wasAuthenticated.current) void router.invalidate()
    wasAuthenticated.current = isAuthenticated
  }, [isAuthenticated, router])

  return (
    <div className="account">
      <nav className="breadcrumbs" aria-label={t('nav.breadcrumbs')}>
        <ol>
          <li>
            <Link to="/">{t('catalogue.breadcrumbHome')}</Link>
          </li>
          <li>
            {section.key === 'overview' ? (
              <span aria-current="page">{t('account.title')}</span>
            ) : (
              <Link to="/account" activeOptions={{ exact: true }}>
                {t('account.title')}
              </Link>
            )}
          </li>
          {section.key === 'overview' ? null : (
            <li>
              <span aria-current="page">{t(`account.${section.key}.title`)}</span>
            </li>
          )}
        </ol>
      </nav>
      <h1>{section.key === 'overview' ? t('account.title') : t(`account.${section.key}.title`)}</h1>
      {isAuthenticated ? (
        <div className="account__body">
          <nav className="account__menu" aria-label={t('account.nav.label')}>
            <ul>
              {ACCOUNT_SECTIONS.map((item) => (
                <li key={item.key}>
                  {/* The active section gets aria-current="page" from the router. */}
                  <Link to={item.to} activeOptions={{ exact: true }}>
                    {t(`account.${item.key}.title`)}
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/logout">{t('account.nav.logout')}</Link>
              </li>
            </ul>
          </nav>
          <div className="account__content">{children}</div>
        </div>
      ) : (
        <LoginPrompt />
      )}
    </div>
  )
}

/** An unauthenticated visit opens the login popup at once; the button opens it again after a close. */
function LoginPrompt() {
  const t = useT()
  const { ui } = useServices()
  useEffect(() => {
    if (!ui.getState().authPopup) ui.getState().authPopupOpened('login')
  }, [ui])
  return (
    <section className="account__prompt" aria-labelledby="account-prompt-title">
      <h2 id="account-prompt-title">{t('account.prompt.title')}</h2>
      <p>{t('account.prompt.text')}</p>
      <button type="button" className="button button--primary" onClick={() => ui.getState().authPopupOpened('login')}>
        {t('account.prompt.login')}
      </button>
    </section>
  )
}
