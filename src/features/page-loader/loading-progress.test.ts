import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLoadingProgress, estimateProgress, LOADING, type LoadingState } from './loading-progress'

function setup() {
  const states: LoadingState[] = []
  const loader = createLoadingProgress({ onChange: (state) => states.push(state), now: () => Date.now() })
  const last = () => states.at(-1) ?? { progress: 0, visible: false }
  return { loader, states, last }
}

describe('estimateProgress', () => {
  it('starts at 0 and grows with the elapsed time', () => {
    expect(estimateProgress(0)).toBe(0)
    expect(estimateProgress(500)).toBeGreaterThan(0)
    expect(estimateProgress(1000)).toBeGreaterThan(estimateProgress(500))
  })

  it('is past the half at the estimated duration but never reaches 100, however long the load', () => {
    expect(estimateProgress(LOADING.durationMs)).toBeGreaterThan(50)
    expect(estimateProgress(60_000)).toBeLessThan(100)
    expect(estimateProgress(Number.MAX_SAFE_INTEGER)).toBeLessThan(100)
  })
})

describe('createLoadingProgress', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('uses the constants of the specification', () => {
    expect(LOADING).toEqual({ durationMs: 2000, throttleMs: 200, hideDelayMs: 500, resetDelayMs: 400 })
  })

  it('stays hidden during the throttle and shows once the load takes longer', () => {
    const { loader, last } = setup()
    loader.start()
    vi.advanceTimersByTime(LOADING.throttleMs - 1)
    expect(last().visible).toBe(false)
    vi.advanceTimersByTime(1)
    expect(last().visible).toBe(true)
  })

  it('never shows a load that finishes within the throttle', () => {
    const { loader, states } = setup()
    loader.start()
    vi.advanceTimersByTime(LOADING.throttleMs / 2)
    loader.finish()
    vi.advanceTimersByTime(10_000)
    expect(states.some((state) => state.visible)).toBe(false)
  })

  it('lets the progress grow while loading without ever reaching 100', () => {
    const { loader, last } = setup()
    loader.start()
    vi.advanceTimersByTime(LOADING.throttleMs + 300)
    const early = last().progress
    vi.advanceTimersByTime(LOADING.durationMs)
    const later = last().progress
    vi.advanceTimersByTime(120_000)
    expect(later).toBeGreaterThan(early)
    expect(last().progress).toBeGreaterThan(later)
    expect(last().progress).toBeLessThan(100)
  })

  it('fills the bar on finish, hides it after the hide delay and resets it after the reset delay', () => {
    const { loader, last } = setup()
    loader.start()
    vi.advanceTimersByTime(1000)
    loader.finish()
    expect(last()).toEqual({ progress: 100, visible: true })
    vi.advanceTimersByTime(LOADING.hideDelayMs - 1)
    expect(last().visible).toBe(true)
    vi.advanceTimersByTime(1)
    expect(last()).toEqual({ progress: 100, visible: false })
    vi.advanceTimersByTime(LOADING.resetDelayMs - 1)
    expect(last().progress).toBe(100)
    vi.advanceTimersByTime(1)
    expect(last()).toEqual({ progress: 0, visible: false })
  })

  it('stops advancing once finished', () => {
    const { loader, states } = setup()
    loader.start()
    vi.advanceTimersByTime(1000)
    loader.finish()
    vi.advanceTimersByTime(LOADING.hideDelayMs + LOADING.resetDelayMs)
    const count = states.length
    vi.advanceTimersByTime(5000)
    expect(states.length).toBe(count)
  })

  it('keeps the bar on screen and starts again from 0 when a new load begins while it fades out', () => {
    const { loader, last } = setup()
    loader.start()
    vi.advanceTimersByTime(1000)
    loader.finish()
    vi.advanceTimersByTime(LOADING.hideDelayMs / 2)
    loader.start()
    expect(last()).toEqual({ progress: 0, visible: true })
    vi.advanceTimersByTime(LOADING.hideDelayMs + LOADING.resetDelayMs)
    expect(last().visible).toBe(true)
    expect(last().progress).toBeGreaterThan(0)
  })

  it('ignores a second start while loading and a finish while idle', () => {
    const { loader, states, last } = setup()
    loader.finish()
    expect(states).toEqual([])
    loader.start()
    vi.advanceTimersByTime(1000)
    const progress = last().progress
    loader.start()
    vi.advanceTimersByTime(100)
    expect(last().progress).toBeGreaterThanOrEqual(progress)
  })

  it('hides and resets at once on clear and leaves no timer running', () => {
    const { loader, last } = setup()
    loader.start()
    vi.advanceTimersByTime(1000)
    loader.clear()
    expect(last()).toEqual({ progress: 0, visible: false })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('works with timeouts alone when no interval functions are given', () => {
    const states: LoadingState[] = []
    const loader = createLoadingProgress({
      onChange: (state) => states.push(state),
      timers: {
        setTimeout: (callback, ms) => setTimeout(callback, ms),
        clearTimeout: (handle) => clearTimeout(handle),
      },
    })
    loader.start()
    vi.advanceTimersByTime(1000)
    const progress = states.at(-1)?.progress ?? 0
    vi.advanceTimersByTime(1000)
    expect(states.at(-1)?.progress).toBeGreaterThan(progress)
    loader.clear()
    expect(vi.getTimerCount()).toBe(0)
  })
})
