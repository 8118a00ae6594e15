import { lazy, Suspense, useEffect, useState } from 'react'
import { COOKIE_POLICY_PATH, onOpenConsentSettings } from './consent-events'

/**
 * The banner's code is a chunk of its own: only a visitor who has not chosen (the server rendered the banner,
 * and hydration waits for the chunk while the server's markup stays usable) or who opens the settings loads it.
 */
let loaded: typeof import('./ConsentBanner') | undefined
const load = () => import('./ConsentBanner').then((m) => (loaded = m))
const LazyBanner = lazy(() => load().then((m) => ({ default: m.ConsentBanner })))
// The server loads it at once and renders it directly: a lazy component that suspends on the server is sent
// later in the stream and revealed by a script, so a visitor without JavaScript would never see it.
if (import.meta.env.SSR) void load()

type Props = {
  /** No choice of the current version yet (read by the server from the cookie, a page-cache variant). */
  ask: boolean
  /** The banner appears after hydration (the age gate was confirmed just now): it takes the focus. */
  focusOnShow: boolean
}

/** Holds the consent banner's place in the shell: shown when asking, or reopened from the settings links. */
export function ConsentSlot({ ask, focusOnShow }: Props) {
  const [shown, setShown] = useState<{ settings: boolean; focus: boolean; returnTo: HTMLElement | null } | null>(
    ask ? { settings: false, focus: focusOnShow, returnTo: null } : null,
  )
  useEffect(
    () =>
      onOpenConsentSettings(() => {
        const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null
        setShown({ settings: true, focus: true, returnTo })
      }),
    [],
  )
  if (!shown) return null
  const ConsentBanner = import.meta.env.SSR && loaded ? loaded.ConsentBanner : LazyBanner
  return (
    <Suspense fallback={null}>
      <ConsentBanner
        key={String(shown.settings)}
        settingsOpen={shown.settings}
        takeFocus={shown.focus}
        policyHref={COOKIE_POLICY_PATH}
        onDone={() => {
          setShown(null)
          // back where the visitor opened the settings, else to the page's content
          ;(shown.returnTo?.isConnected ? shown.returnTo : document.getElementById('content'))?.focus()
        }}
      />
    </Suspense>
  )
}
