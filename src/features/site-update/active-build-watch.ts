import type { BuildWatch } from './build-watch'

/*
 * The page session's watch, shared by the hook that polls (through build-watch.ts, loaded after hydration) and
 * the route step that reloads (in every page's scripts, so this holder is kept apart from the watch's code:
 * docs/decisions/021-first-load-javascript.md). Module state is normally off limits (one isolate serves many
 * requests), but this is only ever set from a browser effect: on the server it stays null and the step does
 * nothing there.
 */
let activeWatch: BuildWatch | null = null

export function getActiveBuildWatch(): BuildWatch | null {
  return activeWatch
}

export function setActiveBuildWatch(watch: BuildWatch | null): void {
  activeWatch = watch
}
