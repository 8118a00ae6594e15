import { lazy, Suspense, useEffect, useState } from 'react'
import { useT } from '../../../lib/services'
import { useToasts } from './toast.store'

/** The list's code (timers, FLIP animation) loads with the first toast: most pages never show one. */
const ToastList = lazy(() => import('./ToastList').then((m) => ({ default: m.ToastList })))

/**
 * Toasts of the toast store, top-right (docs/product.md#constants). The live region is in the page from the start, so a
 * screen reader announces the first toast too; the list inside it comes with the first toast and stays.
 */
export function ToastHost() {
  const t = useT()
  const shown = useToasts((s) => s.toasts.length > 0)
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    if (shown) setLoaded(true)
  }, [shown])
  return (
    <section className="toast-region" aria-live="polite" aria-label={t('toast.region')}>
      {shown || loaded ? (
        <Suspense fallback={<div className="toast-list" />}>
          <ToastList closeLabel={t('toast.close')} />
        </Suspense>
      ) : (
        <div className="toast-list" />
      )}
    </section>
  )
}
