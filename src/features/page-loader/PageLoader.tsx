import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState, type CSSProperties } from 'react'
import { useT } from '../../lib/services'
import type { LoadingProgress, LoadingState } from './loading-progress'

export const PENDING_IMAGE = '/images/pending.svg'

/**
 * The global page loader (docs/product.md#root-view): a thin bar at the top in the default layout, a centred spinner in
 * the cart layout. The pending image shows while loading and the progress is below 100.
 */
export function PageLoader({ variant }: { variant: 'bar' | 'spinner' }) {
  const t = useT()
  const loading = useRouterState({ select: (s) => s.status === 'pending' || s.isLoading })
  const [{ progress, visible }, setState] = useState<LoadingState>({ progress: 0, visible: false })
  // The progress's timing engine loads with the first navigation, not with the page: until then it has nothing to do.
  const loader = useRef<Promise<LoadingProgress> | null>(null)

  useEffect(() => () => void loader.current?.then((created) => created.clear()), [])

  useEffect(() => {
    if (!loading && !loader.current) return
    loader.current ??= import('./loading-progress').then(({ createLoadingProgress }) =>
      createLoadingProgress({ onChange: setState }),
    )
    // in order: a start and the finish that follows it run one after the other
    void loader.current.then((created) => (loading ? created.start() : created.finish()))
  }, [loading])

  const value = Math.round(progress)
  // The bar scales (no layout per tick); the pending image rides the bar's leading edge.
  const style = {
    '--page-loader-scale': String(progress / 100),
    '--page-loader-progress': `${progress}%`,
  } as CSSProperties
  const className = `page-loader page-loader--${variant}${visible ? ' page-loader--visible' : ''}`

  return (
    <div className={className} aria-hidden={!visible} style={style}>
      <div
        className="page-loader__track"
        role="progressbar"
        aria-label={t('loader.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
      >
        {variant === 'bar' ? <div className="page-loader__bar" /> : <div className="page-loader__spinner" />}
        {visible && progress < 100 && (
          <img className="page-loader__image" src={PENDING_IMAGE} alt="" width={24} height={24} decoding="async" />
        )}
      </div>
    </div>
  )
}
