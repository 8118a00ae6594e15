import { setActiveBuildWatch } from './active-build-watch'

/** After a reload for a new build, no second one for this long (docs/product.md#constants), so a stale edge cannot loop us. */
export const RELOAD_GUARD_MS = 10_000
/** How often the browser asks for the latest build id. */
export const BUILD_POLL_MS = 5 * 60_000
/** sessionStorage key: when the last reload for a new build happened (ms since the epoch). */
export const RELOAD_AT_KEY = 'build-reload-at'
export const SITE_MANIFEST_PATH = '/site-manifest.json'

export type BuildWatch = {
  /** Asks for the latest build id; never rejects (a failed check changes nothing, the next one tries again). */
  check(): Promise<void>
  isUpdatePending(): boolean
  /** A new build is out and no reload for a new build happened within the guard window. */
  shouldReloadOnNavigation(): boolean
  /** Remembers that a reload for a new build is starting now. */
  markReloading(): void
}

type BuildWatchOptions = {
  currentId: string
  fetchLatestId: () => Promise<string | null>
  storage: Pick<Storage, 'getItem' | 'setItem'>
  now?: () => number
}

/** The site-manifest check (docs/product.md#browser): when the build id changes, the app reloads on the next navigation. */
export function createBuildWatch({ currentId, fetchLatestId, storage, now = Date.now }: BuildWatchOptions): BuildWatch {
  let pending = false
  let inFlight: Promise<void> | null = null

  async function fetchAndCompare() {
    try {
      const latestId = await fetchLatestId()
      if (latestId && latestId !== currentId) pending = true
    } catch {
      // Offline or mid-deploy: not an error for the visitor, and the next poll asks again.
    } finally {
      inFlight = null
    }
  }

  function lastReloadAt(): number | null {
    try {
      const value = Number(storage.getItem(RELOAD_AT_KEY))
      return Number.isFinite(value) && value > 0 ? value : null
    } catch {
      // Storage can be blocked (privacy settings); then there is no guard record.
      return null
    }
  }

  return {
    check() {
      if (pending) return Promise.resolve()
      inFlight ??= fetchAndCompare()
      return inFlight
    },
    isUpdatePending: () => pending,
    shouldReloadOnNavigation() {
      if (!pending) return false
      const at = lastReloadAt()
      if (at === null) return true
      const elapsed = now() - at
      return elapsed < 0 || elapsed >= RELOAD_GUARD_MS
    },
    markReloading() {
      try {
        storage.setItem(RELOAD_AT_KEY, String(now()))
      } catch {
        // Without storage the guard cannot be kept; the reload still brings the new build.
      }
    },
  }
}

/** The build id of a site manifest (`{ "id": "..." }`), or null; checked by hand: this ships on every page. */
function manifestId(body: unknown): string | null {
  const id = body !== null && typeof body === 'object' ? (body as { id?: unknown }).id : undefined
  return typeof id === 'string' && id !== '' ? id : null
}

/** The latest build id from the site manifest, or null when it cannot be read. */
export async function fetchLatestBuildId(
  fetcher: (path: string, init: RequestInit) => Promise<Response> = (path, init) => fetch(path, init),
): Promise<string | null> {
  const response = await fetcher(SITE_MANIFEST_PATH, { cache: 'no-store' })
  if (!response.ok) return null
  return manifestId(await response.json().catch(() => null))
}

/** Reading `window.sessionStorage` throws when the browser blocks storage; the guard then lasts for this page. */
function sessionStorageOrMemory(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    return window.sessionStorage
  } catch {
    const items = new Map<string, string>()
    return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) }
  }
}

/**
 * Starts this page session's watch (use-build-watch.ts loads this module after hydration): polls the site
 * manifest every BUILD_POLL_MS and whenever the tab becomes visible again. Returns what stops it.
 */
export function startBuildWatch(buildId: string): () => void {
  const watch = createBuildWatch({
    currentId: buildId,
    fetchLatestId: fetchLatestBuildId,
    storage: sessionStorageOrMemory(),
  })
  setActiveBuildWatch(watch)
  const poll = window.setInterval(() => void watch.check(), BUILD_POLL_MS)
  function onVisibilityChange() {
    if (document.visibilityState === 'visible') void watch.check()
  }
  document.addEventListener('visibilitychange', onVisibilityChange)
  return () => {
    window.clearInterval(poll)
    document.removeEventListener('visibilitychange', onVisibilityChange)
    setActiveBuildWatch(null)
  }
}

// its tests set the holder through this module
export { setActiveBuildWatch }
