import { Link } from '@tanstack/react-router'
import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type RefObject } from 'react'
import { useServices } from '../../../lib/services'
import { type Toast, useToasts } from './toast.store'

const FLIP_DURATION_MS = 250

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

/**
 * FLIP: after the list changed, each toast that stayed moves from where it was to where it is now
 * (First, Last, Invert, Play) with a transform only, so nothing else is laid out again.
 */
function useFlip(list: RefObject<HTMLDivElement | null>, toasts: readonly Toast[]) {
  const previousTops = useRef(new Map<string, number>())
  const running = useRef(new WeakMap<Element, Animation>())
  useLayoutEffect(() => {
    const element = list.current
    if (!element) return
    const items = Array.from(element.children).filter((child): child is HTMLElement => child instanceof HTMLElement)
    // Measure every item before animating any. A toast still moving from an earlier change starts from where
    // it is seen now: its old place plus the offset its running animation adds.
    const measured = items.map((item) => {
      const seenTop = item.getBoundingClientRect().top
      running.current.get(item)?.cancel()
      const top = item.getBoundingClientRect().top
      const before = previousTops.current.get(item.dataset.toastId ?? '')
      return { item, top, from: before === undefined ? undefined : before + (seenTop - top) }
    })
    previousTops.current = new Map(measured.map(({ item, top }) => [item.dataset.toastId ?? '', top]))
    if (typeof Element.prototype.animate !== 'function' || prefersReducedMotion()) return
    for (const { item, top, from } of measured) {
      if (from === undefined || Math.abs(from - top) < 0.5) continue
      const animation = item.animate([{ transform: `translateY(${from - top}px)` }, { transform: 'translateY(0)' }], {
        duration: FLIP_DURATION_MS,
        easing: 'cubic-bezier(0.2, 0, 0, 1)',
      })
      running.current.set(item, animation)
    }
  }, [list, toasts])
}

/** The toasts, each closing itself after its duration; moved with FLIP when the list changes. */
export function ToastList({ closeLabel }: { closeLabel: string }) {
  const toasts = useToasts((s) => s.toasts)
  const list = useRef<HTMLDivElement>(null)
  useFlip(list, toasts)
  return (
    <div className="toast-list" ref={list}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} closeLabel={closeLabel} />
      ))}
    </div>
  )
}

function ToastItem({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  const { toasts } = useServices()
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const remainingMs = useRef(toast.durationMs)
  const paused = hovered || focused

  useEffect(() => {
    // A toast with no finite positive duration stays until closed.
    if (paused || !Number.isFinite(remainingMs.current) || remainingMs.current <= 0) return
    const startedAt = Date.now()
    const timer = setTimeout(() => toasts.getState().toastDismissed(toast.id), remainingMs.current)
    return () => {
      clearTimeout(timer)
      remainingMs.current = Math.max(1, remainingMs.current - (Date.now() - startedAt))
    }
  }, [paused, toast.id, toasts])

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
  }

  return (
    <div
      className={`toast toast--${toast.kind}`}
      data-toast-id={toast.id}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <span className="toast__icon" aria-hidden="true" />
      <p className="toast__message">
        {toast.message}
        {toast.action ? (
          <>
            {' '}
            <Link
              to={toast.action.to}
              className="toast__action"
              onClick={() => toasts.getState().toastDismissed(toast.id)}
            >
              {toast.action.label}
            </Link>
          </>
        ) : null}
      </p>
      <button
        type="button"
        className="toast__close"
        aria-label={closeLabel}
        onClick={() => toasts.getState().toastDismissed(toast.id)}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  )
}
