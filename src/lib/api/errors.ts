import type { Violation } from '../../../contract/hydra'

/** A failed API call, wrapped with its method, URL and status (docs/product.md#errors). */
export class ApiError extends Error {
  readonly method: string
  readonly url: string
  readonly status: number
  /** The parsed error body, when the API sent JSON. */
  readonly data: unknown
  constructor(method: string, url: string, status: number, data: unknown, cause?: unknown) {
    super(`${method} ${url} failed with status ${status}`, cause === undefined ? undefined : { cause })
    this.name = 'ApiError'
    this.method = method
    this.url = url
    this.status = status
    this.data = data
  }

  /** Violations of a 422 ConstraintViolationList, else an empty list. */
  get violations(): Violation[] {
    const data = this.data as { violations?: unknown } | null
    return Array.isArray(data?.violations) ? (data.violations as Violation[]) : []
  }

  /** `hydra:description` or the `message` of a `{code, message}` error, when the API gave one. */
  get description(): string | null {
    const data = this.data as Record<string, unknown> | null
    const text = data?.['hydra:description'] ?? data?.message
    return typeof text === 'string' ? text : null
  }
}

/** Status 0: the request never got an answer (network failure, aborted). */
export const NO_RESPONSE = 0

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status)
}
