import './texts'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { WatchdogEventType } from '../../../contract/watchdog'
import { useServices, useT } from '../../lib/services'
import { useAuth } from '../auth'
import { WatchButtons, watchRows } from './ProductWatch'
import { setWatch } from './set-watch'
import { useWatchdog } from './use-watchdog'

type Props = {
  variantCode: string
  inStock: boolean
  /** The event of the click that loaded the panel; taken (done or sent through the login) once mounted. */
  asked: WatchdogEventType | null
  onAskedTaken: () => void
}

/**
 * The product page's watch panel, loaded on demand by ProductWatch: the events not watched as buttons, the
 * watched ones as "Hlídáme …" with a button that stops them. A guest's click opens the login popup; the watch
 * is set once the login has loaded the list (merged with what the list already has), or dropped when the
 * popup is closed without logging in.
 */
export default function ProductWatchPanel({ variantCode, inStock, asked, onAskedTaken }: Props) {
  const t = useT()
  const { ui, watchdog } = useServices()
  const isAuthenticated = useAuth((s) => s.isAuthenticated)
  const listReady = useWatchdog((s) => s.status === 'ready')
  const listLoading = useWatchdog((s) => s.status === 'loading')
  const watchingStock = useWatchdog((s) => s.watchesEvent(variantCode, 'back_in_stock'))
  const watchingPrice = useWatchdog((s) => s.watchesEvent(variantCode, 'price_lower_than'))
  const [busy, setBusy] = useState(false)
  /** What a guest asked for; done after the login. */
  const [pending, setPending] = useState<{ code: string; type: WatchdogEventType } | null>(null)

  async function change(code: string, type: WatchdogEventType, watch: boolean) {
    setBusy(true)
    try {
      // the entry's other event must be known before it is sent again (a failed load is tried once more)
      if (watchdog.getState().status !== 'ready') await watchdog.getState().reload()
      await setWatch(watchdog.getState(), code, type, watch)
    } finally {
      setBusy(false)
    }
  }

  function watch(type: WatchdogEventType) {
    if (busy) return
    if (!isAuthenticated) {
      setPending({ code: variantCode, type })
      ui.getState().authPopupOpened('login')
      return
    }
    void change(variantCode, type, true)
  }

  // the click that loaded the panel (once, even if effects run twice)
  const taken = useRef<WatchdogEventType | null>(null)
  useEffect(() => {
    if (asked === null) {
      taken.current = null
      return
    }
    if (taken.current === asked) return
    taken.current = asked
    onAskedTaken()
    watch(asked)
  })

  useEffect(() => {
    if (!pending) return
    if (isAuthenticated && listReady) {
      setPending(null)
      if (!watchdog.getState().watchesEvent(pending.code, pending.type)) void change(pending.code, pending.type, true)
      return
    }
    // the popup closed without a login: the request is dropped
    return ui.subscribe((state) => {
      if (state.authPopup === null && !isAuthenticated) setPending(null)
    })
    // `change` is made anew each render and reads the store when called: the effect runs for a new request or login
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending, isAuthenticated, listReady, ui, watchdog])

  const watched: WatchdogEventType[] = []
  if (watchingStock) watched.push('back_in_stock')
  if (watchingPrice) watched.push('price_lower_than')
  const offered = watchRows(inStock, watchingStock).filter((type) => !watched.includes(type))

  return (
    <WatchButtons rows={offered} onWatch={watch} busy={busy || listLoading || pending !== null}>
      {watched.length > 0 ? (
        <ul className="product-watch__watched" aria-label={t('watchdog.product.label')}>
          {watched.map((type) => (
            <li key={type}>
              <span className="product-watch__state" role="status">
                <span aria-hidden="true">✓ </span>
                {t(`watchdog.product.watching.${type}`)}
              </span>
              <button
                type="button"
                className="product-watch__stop"
                aria-label={t(`watchdog.product.stopLabel.${type}`)}
                disabled={busy}
                onClick={() => void change(variantCode, type, false)}
              >
                {t('watchdog.product.stop')}
              </button>
            </li>
          ))}
          <li className="product-watch__note">
            {t('watchdog.product.note')}{' '}
            <Link to="/account/watchdog" className="product-watch__manage">
              {t('watchdog.product.manage')}
            </Link>
          </li>
        </ul>
      ) : null}
    </WatchButtons>
  )
}
