/**
 * Settings save themselves (docs/product.md#account): every valid change is scheduled, and once the customer pauses
 * for `delayMs` the latest values are sent. Saves never overlap; values that arrive during a save are sent
 * right after it. Pure (timers injected by default from the platform), so the rules are unit-tested.
 */
export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed'

type Options<T> = {
  delayMs: number
  /** Sends the values; false (or a rejection) when they were not saved. */
  save: (values: T) => Promise<boolean>
  onStatus: (status: AutosaveStatus) => void
}

export function createAutosave<T>({ delayMs, save, onStatus }: Options<T>) {
  let timer: ReturnType<typeof setTimeout> | null = null
  let waiting: { values: T } | null = null
  let running: Promise<void> | null = null

  async function saveWaiting(): Promise<void> {
    while (waiting) {
      const { values } = waiting
      waiting = null
      onStatus('saving')
      const saved = await save(values).catch(() => false)
      if (!waiting) onStatus(saved ? 'saved' : 'failed')
    }
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer)
    timer = null
    if (!running) {
      running = saveWaiting().finally(() => {
        running = null
      })
    }
    return running
  }

  return {
    /** The latest valid values; sent after the pause. */
    schedule(values: T): void {
      waiting = { values }
      onStatus('pending')
      if (timer) clearTimeout(timer)
      timer = setTimeout(() => void flush(), delayMs)
    },
    /** Sends what is waiting now (leaving the page); resolves when everything is saved. */
    flush,
    /** Forgets a change not yet sent (the customer went back to the saved values). */
    cancel(): void {
      if (timer) clearTimeout(timer)
      timer = null
      waiting = null
    },
  }
}
export type Autosave<T> = ReturnType<typeof createAutosave<T>>
