import { createStore } from 'zustand/vanilla'
import type { WatchdogEntry, WatchdogEventInput, WatchdogEventType } from '../../../contract/watchdog'
import type { ApiClient } from '../../lib/api/client'

/**
 * Watch status (docs/product.md#watch-list): `any` – the variant is on the list; `withEvents` – on the list with at least
 * one event to alert about; `withoutEvents` – on the list with no events (kept, no alerts).
 */
export type WatchMode = 'any' | 'withEvents' | 'withoutEvents'

export type WatchdogState = {
  /** The customer's entries by product variant code. */
  entries: Record<string, WatchdogEntry>
  /** The variant codes in the API's order (newest first). */
  codes: string[]
  /** `idle` for a guest and before the first load; `failed` when the last load failed. */
  status: 'idle' | 'loading' | 'ready' | 'failed'
  isWatched(code: string, mode?: WatchMode): boolean
  /** The variant is on the list with this event among its events (armed or fired). */
  watchesEvent(code: string, type: WatchdogEventType): boolean
  /** `POST /watchdog` (an upsert: a listed variant gets these events, re-armed). False and a toast on failure. */
  add(code: string, events: WatchdogEventInput[]): Promise<boolean>
  /** `PUT /watchdog/{code}`: replaces the events and re-arms them. False and a toast on failure. */
  update(code: string, events: WatchdogEventInput[]): Promise<boolean>
  /** `DELETE /watchdog/{code}`. False and a toast on failure. */
  remove(code: string): Promise<boolean>
  /** Loads the list (login, a session taken over, the first page after hydration). */
  reload(): Promise<void>
  /** Forgets the list (logout, an expired session). */
  clear(): void
}

type Set = (partial: Partial<WatchdogState>) => void

/** What the operations module works with: the store's state and the store's dependencies. */
export type WatchdogContext = WatchdogStoreDeps & {
  get: () => WatchdogState
  set: Set
  /** Changes with every clear() and reload(): an answer for an older generation is dropped. */
  generation: () => number
}

export type WatchdogOperations = {
  add(context: WatchdogContext, code: string, events: WatchdogEventInput[]): Promise<boolean>
  update(context: WatchdogContext, code: string, events: WatchdogEventInput[]): Promise<boolean>
  remove(context: WatchdogContext, code: string): Promise<boolean>
  reload(context: WatchdogContext, generation: number): Promise<void>
}

export type WatchdogStoreDeps = {
  api: ApiClient
  t: (key: string) => string
  /** Shows an error toast. */
  showError: (message: string) => void
  /** The code that talks to the API, loaded on first use so it stays out of every page's first load (decision 025). */
  operations?: () => Promise<WatchdogOperations>
}

const loadOperations = () => import('./watchdog.operations').then((module) => module.operations)

/**
 * The watch list (docs/product.md#data, docs/product.md#watch-list, docs/product.md#errors), created per request with the other services. On the server it
 * stays empty (`idle`): the list is personal, so pages render the guest's state and the browser loads the list
 * after hydration (use-watchdog-sync.ts); the auth store reloads it at login and clears it at logout.
 */
export function createWatchdogStore(deps: WatchdogStoreDeps) {
  const operations = deps.operations ?? loadOperations
  let generation = 0
  /** The load under way, shared by a second reload of the same generation (login and the sync hook both ask). */
  let loading: { generation: number; done: Promise<void> } | null = null

  return createStore<WatchdogState>()((set, get) => {
    const context: WatchdogContext = { ...deps, get, set, generation: () => generation }

    /**
     * Runs an operation. When its code cannot be loaded (offline) it fails like any other, with the shop's
     * generic message: the watch list's own texts come with that code.
     */
    async function run(task: (ops: WatchdogOperations) => Promise<boolean>): Promise<boolean> {
      let ops: WatchdogOperations
      try {
        ops = await operations()
      } catch {
        deps.showError(deps.t('cart.error.generic'))
        return false
      }
      return task(ops)
    }

    return {
      entries: {},
      codes: [],
      status: 'idle',

      isWatched(code, mode = 'any') {
        const entry = get().entries[code]
        if (!entry) return false
        if (mode === 'withEvents') return entry.events.length > 0
        if (mode === 'withoutEvents') return entry.events.length === 0
        return true
      },

      watchesEvent(code, type) {
        return get().entries[code]?.events.some((event) => event.type === type) ?? false
      },

      add: (code, events) => run((ops) => ops.add(context, code, events)),
      update: (code, events) => run((ops) => ops.update(context, code, events)),
      remove: (code) => run((ops) => ops.remove(context, code)),

      reload() {
        if (loading && loading.generation === generation) return loading.done
        const current = ++generation
        set({ status: 'loading' })
        const done = (async () => {
          try {
            await (await operations()).reload(context, current)
          } catch {
            if (current === generation) set({ status: 'failed' })
          } finally {
            if (loading?.generation === current) loading = null
          }
        })()
        loading = { generation: current, done }
        return done
      },

      clear() {
        generation += 1
        set({ entries: {}, codes: [], status: 'idle' })
      },
    }
  })
}
export type WatchdogStore = ReturnType<typeof createWatchdogStore>

declare module '../../lib/services' {
  interface AppServices {
    /** The watch list (features/watchdog): read it with `useWatchdog`; empty on the server. */
    watchdog: WatchdogStore
  }
}
