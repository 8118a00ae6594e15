/**
 * Counts round trips and how many of them ran one after another (docs/decisions/058-round-trips.md): the
 * storefront's API calls of one page render, and the shop API's D1 round trips of one API call.
 *
 * A call's depth is 1 + the greatest depth of the calls that had ended when it started; the chain's depth is the
 * greatest of them. It is kept from the order of events, not from clocks: in a worker the clock stands still
 * between I/O, so a call answered from memory ends at the very instant the next one starts, and comparing times
 * would call two parallel calls sequential.
 */
export type ChainSummary = {
  /** Calls started so far (those still running included). */
  calls: number
  /** The longest chain of calls made one after another. */
  depth: number
  /** Calls not answered yet when the summary was taken. */
  pending: number
  /** Milliseconds from the first call's start to the last one's end (or to now, while some still run). */
  ms: number
  /**
   * The longest chain again, each ended call weighing what its `done` said (a page: the D1 round trips of each API
   * call; 1 when not said). Calls still running are left out: their weight is not known yet.
   */
  weighted: number
  /** The longest chain among the ended calls only (what a reader waited for before the summary was taken). */
  endedDepth: number
}

export type CallChain = {
  /**
   * Marks a call's start; call the returned function when its answer is there (or it failed), with its weight.
   * `instant`: answered from memory, no round trip: it is counted, but no later call is taken to have waited for
   * it (the order of events cannot tell whether one did, and it would have cost nothing).
   */
  start(): (weight?: number, instant?: boolean) => void
  summary(): ChainSummary
}

export function createCallChain(now: () => number = () => performance.now()): CallChain {
  let endedDepth = 0
  let endedWeighted = 0
  let depth = 0
  let calls = 0
  let pending = 0
  let first: number | null = null
  let last = 0
  return {
    start() {
      const own = endedDepth + 1
      const before = endedWeighted
      const at = now()
      first ??= at
      calls++
      pending++
      depth = Math.max(depth, own)
      let done = false
      return (weight = 1, instant = false) => {
        if (done) return
        done = true
        pending--
        if (!instant) {
          endedDepth = Math.max(endedDepth, own)
          endedWeighted = Math.max(endedWeighted, before + weight)
        }
        last = Math.max(last, now())
      }
    },
    summary() {
      const end = pending > 0 ? now() : last
      const ms = first === null ? 0 : Math.max(0, end - first)
      return { calls, depth, pending, ms, weighted: endedWeighted, endedDepth }
    },
  }
}

/** Runs `work` as one call of the chain. */
export async function timed<T>(chain: CallChain | undefined, work: () => Promise<T>): Promise<T> {
  if (!chain) return work()
  const done = chain.start()
  try {
    return await work()
  } finally {
    done()
  }
}

/** The storefront page's `Server-Timing` entry: `api;dur=<ms>;desc="calls=<N> depth=<D>"`. */
export function apiServerTiming(summary: ChainSummary): string {
  return `api;dur=${summary.ms.toFixed(1)};desc="calls=${summary.calls} depth=${summary.depth}"`
}

/**
 * The page's second entry, `api-d1;desc="trips=<T> depth=<D>"`: the longest chain of D1 round trips under the
 * render's API calls that had ended when the headers went, each call weighing the trips its answer reported
 * (below), and the longest chain of those calls themselves (the headers waited for these; not for deferred ones).
 */
export function apiD1ServerTiming(summary: ChainSummary): string {
  return `api-d1;desc="trips=${summary.weighted} depth=${summary.endedDepth}"`
}

/** The shop API answer's `Server-Timing` entry: `d1;dur=<ms>;desc="trips=<N>"` (trips: the depth of its D1 calls). */
export function d1ServerTiming(summary: ChainSummary): string {
  return `d1;dur=${summary.ms.toFixed(1)};desc="trips=${summary.depth}"`
}

/** Reads a `Server-Timing` header's entry by name: its duration and its `desc` as key=value numbers. */
export function readServerTiming(
  header: string | null,
  name: string,
): { dur: number | null; values: Record<string, number> } | null {
  if (!header) return null
  for (const entry of header.split(/,(?=\s*[\w-]+\s*(?:;|,|$))/)) {
    const [metric, ...params] = entry.split(';').map((part) => part.trim())
    if (metric !== name) continue
    let dur: number | null = null
    const values: Record<string, number> = {}
    for (const param of params) {
      const eq = param.indexOf('=')
      const key = param.slice(0, eq).trim()
      const value = param.slice(eq + 1).trim()
      if (key === 'dur') dur = Number(value)
      if (key === 'desc')
        for (const pair of value.replace(/^"|"$/g, '').split(/\s+/)) {
          const [k, v] = pair.split('=')
          if (k && v !== undefined && Number.isFinite(Number(v))) values[k] = Number(v)
        }
    }
    return { dur, values }
  }
  return null
}
