import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { ToastHost } from '../../components/ui/toast/ToastHost'
import { useT } from '../../lib/services'
import { AgeGate } from '../../features/age-gate/AgeGate'
import { ConsentSlot } from '../../features/consent'
import { useGlobalErrorHandlers } from '../../features/errors/app-error-handler'
import { ReturnNotices } from '../../features/notices/ReturnNotices'
import { PageLoader } from '../../features/page-loader/PageLoader'
import { useRedirectTablePrefetch } from '../../features/redirects/client-redirects'
import { useBuildWatch } from '../../features/site-update/use-build-watch'
import { Footer } from './Footer'
import { Header } from './Header'
import type { Navigation } from './navigation.api'
import type { ShellData } from './shell-data'
import { ViewportEffects } from './ViewportEffects'

/** The development form is shown on staging hosts only: its code loads there and nowhere else. */
const ApiBaseForm = lazy(() => import('../../features/dev-tools/ApiBaseForm').then((m) => ({ default: m.ApiBaseForm })))

type Props = { shell: ShellData; navigation: Navigation; layout: 'default' | 'cart'; children: ReactNode }

/** The root view (docs/product.md#root-view): layout, global loader, age gate, cookie banner, notices, toasts, development form. */
export function AppShell({ shell, navigation, layout, children }: Props) {
  const t = useT()
  const [ageVerified, setAgeVerified] = useState(shell.ageVerified)
  useBuildWatch()
  useRedirectTablePrefetch()
  // Marks the document once React has taken over: tests and tools can wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  useGlobalErrorHandlers(shell.isCrawler)
  return (
    <>
      <a className="skip-link" href="#content">
        {t('nav.skipToContent')}
      </a>
      <PageLoader variant={layout === 'cart' ? 'spinner' : 'bar'} />
      {/* Behind the age gate nothing can be reached by keyboard; crawlers still get the whole page. */}
      <div className={`layout layout--${layout}`} inert={!ageVerified}>
        <Header navigation={navigation} compact={layout === 'cart'} />
        <main id="content" className="layout__main" tabIndex={-1}>
          {children}
        </main>
        <Footer
          menu={navigation.footer}
          about={navigation.footerAbout}
          compact={layout === 'cart'}
          heurekaKey={shell.heurekaKey}
        />
      </div>
      {ageVerified ? null : (
        <AgeGate host={shell.host} leaveUrl={shell.ageGateLeaveUrl} onConfirm={() => setAgeVerified(true)} />
      )}
      {/* One dialog at a time: the cookie banner comes after the age gate; crawlers get neither choice. */}
      {ageVerified && !shell.isCrawler ? (
        <ConsentSlot ask={!shell.consentChosen} focusOnShow={!shell.ageVerified} />
      ) : null}
      <ReturnNotices />
      <ToastHost />
      <ViewportEffects />
      <Suspense fallback={null}>
        {shell.devTools.unlocked ? <ApiBaseForm current={shell.devTools.apiBase} /> : null}
      </Suspense>
    </>
  )
}
