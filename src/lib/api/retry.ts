/** Statuses after which a GET is tried once more (docs/product.md#errors); other methods are not retried. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])

export function shouldRetry(method: string, status: number, attempt: number): boolean {
  return method === 'GET' && attempt === 0 && RETRY_STATUSES.has(status)
}

/** Wait before the retry: Retry-After when the server sent a short one, else a fixed pause. */
export function retryDelayMs(retryAfter: string | null, fallbackMs: number): number {
  const seconds = retryAfter === null ? Number.NaN : Number(retryAfter)
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, 2000)
  return fallbackMs
}
