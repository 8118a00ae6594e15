/**
 * The watch list's public surface (issue 12, decisions 022 and 025). The store is created per request with the
 * other services (`services.watchList`; empty on the server, loaded in the browser after hydration and at
 * login, cleared at logout); components read it with `useWatchList(selector)`.
 */
export type { WatchListState, WatchMode } from './watchlist.store'
export { useWatchList } from './use-watch-list'
export { useWatchListSync } from './use-watch-list-sync'
export { ProductWatch } from './ProductWatch'
export { CardWatch } from './CardWatch'
