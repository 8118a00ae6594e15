/** Route preloads run at most about this many at a time (docs/product.md#constants). */
export const MAX_PARALLEL_PRELOADS = 5

/** Wraps an async function so that at most `max` calls run at once; the rest wait their turn in order. */
export function limitConcurrency<A extends unknown[], R>(fn: (...args: A) => Promise<R>, max: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async (...args: A): Promise<R> => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve))
    running++
    try {
      return await fn(...args)
    } finally {
      running--
      waiting.shift()?.()
    }
  }
}
