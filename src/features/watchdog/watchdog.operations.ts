import './texts'
import type { WatchdogEntry } from '../../../contract/watchdog'
import { isApiError } from '../../lib/api/errors'
import { createWatchdogApi } from './watchdog.api'
import type { WatchdogContext, WatchdogOperations } from './watchdog.store'

/**
 * What the watch list store does with the API, in its own chunk: loaded by the first add, update, remove or
 * reload, never by a page's first load (decision 025). Each change returns false and shows a Czech toast when
 * it fails (docs/product.md#errors); a 422's own message (the list is full, the variant is gone) is shown when there is one.
 */
function failed(context: WatchdogContext, error: unknown, key: string): false {
  const violation = isApiError(error, 422) ? error.violations[0]?.message : undefined
  // a 401 ends the session (the API client reports it): the logout says enough
  if (!isApiError(error, 401)) context.showError(violation ?? context.t(key))
  return false
}

function accept(context: WatchdogContext, entry: WatchdogEntry) {
  const { entries, codes } = context.get()
  const code = entry.productVariant.code
  context.set({
    entries: { ...entries, [code]: entry },
    codes: codes.includes(code) ? codes : [code, ...codes],
  })
}

export const operations: WatchdogOperations = {
  async add(context, code, events) {
    const generation = context.generation()
    try {
      const entry = await createWatchdogApi(context.api).add(code, events)
      if (generation === context.generation()) accept(context, entry)
      return true
    } catch (error) {
      return failed(context, error, 'watchdog.error.add')
    }
  },

  async update(context, code, events) {
    const generation = context.generation()
    try {
      const entry = await createWatchdogApi(context.api).update(code, events)
      if (generation === context.generation()) accept(context, entry)
      return true
    } catch (error) {
      // not on the list any more (removed in another tab): the list is read again
      if (isApiError(error, 404)) void context.get().reload()
      return failed(context, error, 'watchdog.error.update')
    }
  },

  async remove(context, code) {
    const generation = context.generation()
    try {
      await createWatchdogApi(context.api).remove(code)
    } catch (error) {
      // 404: it is not on the list (removed in another tab), which is what the customer wanted
      if (!isApiError(error, 404)) return failed(context, error, 'watchdog.error.remove')
    }
    if (generation === context.generation()) {
      const { [code]: _removed, ...entries } = context.get().entries
      context.set({ entries, codes: context.get().codes.filter((listed) => listed !== code) })
    }
    return true
  },

  async reload(context, generation) {
    const list = await createWatchdogApi(context.api).list()
    if (generation !== context.generation()) return
    const entries: Record<string, WatchdogEntry> = {}
    for (const entry of list) entries[entry.productVariant.code] = entry
    context.set({ entries, codes: list.map((entry) => entry.productVariant.code), status: 'ready' })
  },
}
