/**
 * The watch list's public surface (decisions 022 and 025). The store is created per request with the
 * other services (`services.watchdog`; empty on the server, loaded in the browser after hydration and at
 * login, cleared at logout); components read it with `useWatchdog(selector)`.
 */
export type { WatchdogState, WatchMode } from './watchdog.store'
export { useWatchdog } from './use-watchdog'
export { useWatchdogSync } from './use-watchdog-sync'
export { ProductWatch } from './ProductWatch'
export { CardWatch } from './CardWatch'
