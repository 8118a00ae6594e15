import { useEffect } from 'react'
import { useServices, useUi } from '../../lib/services'
import { MOBILE_BREAKPOINT_PX } from '../../lib/stores/ui.store'

/** Matches exactly below the breakpoint; .02 avoids a gap at fractional widths (zoom, high-DPI). */
const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`

/**
 * The browser side of the ui store (docs/product.md#browser): tells it the viewport width when crossing the mobile
 * breakpoint, and locks the body's scrolling while any overlay holds a scroll lock. Renders nothing.
 */
export function ViewportEffects() {
  const { ui } = useServices()
  const locked = useUi((state) => state.scrollLocks > 0)

  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY)
    function measure() {
      ui.getState().viewportMeasured(window.innerWidth)
    }
    measure()
    query.addEventListener('change', measure)
    return () => query.removeEventListener('change', measure)
  }, [ui])

  useEffect(() => {
    if (!locked) return
    const { body, documentElement } = document
    const before = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
    // Hiding the scrollbar widens the page; padding of the same width keeps the content from jumping.
    const scrollbarPx = window.innerWidth - documentElement.clientWidth
    if (scrollbarPx > 0) {
      const padding = Number.parseFloat(window.getComputedStyle(body).paddingRight) || 0
      body.style.paddingRight = `${padding + scrollbarPx}px`
      // Fixed elements (header, toasts) can add this to their own right offset.
      documentElement.style.setProperty('--scrollbar-compensation', `${scrollbarPx}px`)
    }
    body.style.overflow = 'hidden'
    return () => {
      body.style.overflow = before.overflow
      body.style.paddingRight = before.paddingRight
      documentElement.style.removeProperty('--scrollbar-compensation')
    }
  }, [locked])

  return null
}
