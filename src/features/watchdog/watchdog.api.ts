import type { WatchdogEntry, WatchdogEventInput } from '../../../contract/watchdog'
import type { ApiClient } from '../../lib/api/client'

/**
 * The watchdog calls of the shop API (decision 022), through the one API client. Every call runs in the
 * browser only (the list is personal state, loaded after hydration), where answers are trusted (decision 009).
 */
const entryPath = (code: string) => `/watchdog/${encodeURIComponent(code)}`

export function createWatchdogApi(api: ApiClient) {
  return {
    /** `GET /watchdog`: the customer's entries, newest first (never cached: it changes with every alert). */
    async list(): Promise<WatchdogEntry[]> {
      const answer = (await api.get('/watchdog', { cache: false })) as { 'hydra:member'?: WatchdogEntry[] } | undefined
      return answer?.['hydra:member'] ?? []
    },
    /** `POST /watchdog`: a new entry, or the variant's entry with its events replaced and re-armed. */
    async add(productVariantCode: string, events: WatchdogEventInput[]): Promise<WatchdogEntry> {
      return (await api.post('/watchdog', { body: { productVariantCode, events } })) as WatchdogEntry
    },
    /** `PUT /watchdog/{code}`: replaces the events and re-arms them. */
    async update(code: string, events: WatchdogEventInput[]): Promise<WatchdogEntry> {
      return (await api.put(entryPath(code), { body: { events } })) as WatchdogEntry
    },
    /** `DELETE /watchdog/{code}` (204). */
    remove(code: string): Promise<void> {
      return api.delete(entryPath(code))
    },
  }
}
export type WatchdogApi = ReturnType<typeof createWatchdogApi>
