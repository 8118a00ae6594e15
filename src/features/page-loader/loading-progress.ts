/** The global page loader's timing (docs/product.md#constants). */
export const LOADING = { durationMs: 2000, throttleMs: 200, hideDelayMs: 500, resetDelayMs: 400 } as const

/** How often the estimated progress advances while visible; the bar's CSS transition smooths the steps. */
const TICK_MS = 100

export type LoadingState = { progress: number; visible: boolean }

type TimerHandle = ReturnType<typeof setTimeout>
type IntervalHandle = ReturnType<typeof setInterval>

export type LoadingTimers = {
  setTimeout: (callback: () => void, ms: number) => TimerHandle
  clearTimeout: (handle: TimerHandle) => void
  setInterval?: (callback: () => void, ms: number) => IntervalHandle
  clearInterval?: (handle: IntervalHandle) => void
}

export type LoadingProgress = { start(): void; finish(): void; clear(): void }

// Looked up at call time, so fake timers installed after import still apply.
const globalTimers: Required<LoadingTimers> = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle),
}

/**
 * Estimated progress after `elapsedMs` of a load expected to take `durationMs`: fast at first, about 70 at
 * the estimate, then ever slower, so a slow load keeps moving but never reaches 100 before it finishes.
 */
export function estimateProgress(elapsedMs: number, durationMs: number = LOADING.durationMs): number {
  if (elapsedMs <= 0) return 0
  const progress = (200 / Math.PI) * Math.atan((2 * elapsedMs) / durationMs)
  // atan approaches π/2 but floating point reaches it after ~10^16 ms; keep the promise "never 100".
  return Math.min(progress, 99.9)
}

/**
 * The page loader without a framework: `start()` when a navigation begins, `finish()` when it ends.
 * A load that finishes within the throttle is never shown; a finished bar fills, hides after the hide delay
 * and drops back to 0 after the reset delay (so it does not visibly run backwards while fading out).
 */
export function createLoadingProgress(options: {
  onChange: (state: LoadingState) => void
  timers?: LoadingTimers
  now?: () => number
}): LoadingProgress {
  const timers = options.timers ?? globalTimers
  const now = options.now ?? Date.now
  let state: LoadingState = { progress: 0, visible: false }
  let loading = false
  let startedAt = 0
  let throttle: TimerHandle | undefined
  let hide: TimerHandle | undefined
  let reset: TimerHandle | undefined
  let tick: { stop: () => void } | undefined

  function emit(next: LoadingState) {
    if (next.progress === state.progress && next.visible === state.visible) return
    state = next
    options.onChange(state)
  }

  function stopTimers() {
    for (const handle of [throttle, hide, reset]) if (handle !== undefined) timers.clearTimeout(handle)
    throttle = hide = reset = undefined
    tick?.stop()
    tick = undefined
  }

  function advance() {
    emit({ progress: estimateProgress(now() - startedAt), visible: true })
  }

  function startTicking() {
    const { setInterval: every, clearInterval: stopEvery } = timers
    if (every && stopEvery) {
      const handle = every(advance, TICK_MS)
      tick = { stop: () => stopEvery(handle) }
      return
    }
    let handle: TimerHandle
    const schedule = () => {
      handle = timers.setTimeout(() => {
        advance()
        schedule()
      }, TICK_MS)
    }
    schedule()
    tick = { stop: () => timers.clearTimeout(handle) }
  }

  function show() {
    throttle = undefined
    advance()
    startTicking()
  }

  return {
    start() {
      if (loading) return
      loading = true
      stopTimers()
      startedAt = now()
      // A new load while the previous bar is still fading out continues on screen without a new throttle.
      if (state.visible) {
        emit({ progress: 0, visible: true })
        show()
      } else {
        emit({ progress: 0, visible: false })
        throttle = timers.setTimeout(show, LOADING.throttleMs)
      }
    },
    finish() {
      if (!loading) return
      loading = false
      const wasVisible = state.visible
      stopTimers()
      if (!wasVisible) return
      emit({ progress: 100, visible: true })
      hide = timers.setTimeout(() => {
        hide = undefined
        emit({ progress: 100, visible: false })
        reset = timers.setTimeout(() => {
          reset = undefined
          emit({ progress: 0, visible: false })
        }, LOADING.resetDelayMs)
      }, LOADING.hideDelayMs)
    },
    clear() {
      loading = false
      stopTimers()
      emit({ progress: 0, visible: false })
    },
  }
}
