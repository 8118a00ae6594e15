import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { hydraErrorResponse, type Violation } from '../../contract/hydra'
import { loggablePath } from '../../contract/request-log'

export { hydraErrorResponse }
import type { ApiEnv } from '../env'

/** A failure the client can act on; rendered as a `hydra:Error` with its status. */
export class HttpError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 415 | 422 | 429
  constructor(status: HttpError['status'], description: string) {
    super(description)
    this.name = 'HttpError'
    this.status = status
  }
}

export class NotFoundError extends HttpError {
  constructor(description = 'Not Found') {
    super(404, description)
  }
}

/** A rate limit hit: 429 with `Retry-After` in seconds (docs/decisions/013). */
export class TooManyRequestsError extends HttpError {
  readonly retryAfterSeconds: number
  constructor(description: string, retryAfterSeconds: number) {
    super(429, description)
    this.name = 'TooManyRequestsError'
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds))
  }
}

/** A missing, invalid or expired token, or bad credentials: lexik's `{code: 401, message}` (docs/shop-api.md#errors). */
export class UnauthorizedError extends Error {
  constructor(message: 'JWT Token not found' | 'Invalid JWT Token' | 'Expired JWT Token' | 'Invalid credentials.') {
    super(message)
    this.name = 'UnauthorizedError'
  }
}

/** Invalid input: a 422 `ConstraintViolationList`. */
export class ValidationError extends Error {
  readonly violations: Violation[]
  constructor(violations: Violation[]) {
    super(violations.map((v) => (v.propertyPath ? `${v.propertyPath}: ${v.message}` : v.message)).join('\n'))
    this.name = 'ValidationError'
    this.violations = violations
  }
}

const jsonLd = { 'content-type': 'application/ld+json; charset=utf-8' }

export function violationListResponse(violations: Violation[]): Response {
  const body = {
    '@context': '/api/v2/contexts/ConstraintViolationList',
    '@type': 'ConstraintViolationList',
    'hydra:title': 'An error occurred',
    'hydra:description': new ValidationError(violations).message,
    violations,
  }
  return new Response(JSON.stringify(body), { status: 422, headers: jsonLd })
}

/** The one error handler of the API: known errors render themselves, the rest is logged and becomes a 500. */
export function handleApiError(error: Error, c: Context<ApiEnv>): Response {
  if (error instanceof ValidationError) return violationListResponse(error.violations)
  if (error instanceof UnauthorizedError) {
    return new Response(JSON.stringify({ code: 401, message: error.message }), {
      status: 401,
      headers: { 'content-type': 'application/json' },
    })
  }
  if (error instanceof TooManyRequestsError) {
    const response = hydraErrorResponse(429, error.message)
    response.headers.set('retry-after', String(error.retryAfterSeconds))
    return response
  }
  if (error instanceof HttpError) return hydraErrorResponse(error.status, error.message)
  if (error instanceof SyntaxError) return hydraErrorResponse(400, 'Syntax error')
  // Hono's own (a malformed JSON body in a validator, a body over the limit): the client's fault.
  if (error instanceof HTTPException && error.status < 500)
    return hydraErrorResponse(error.status, error.message || 'Bad Request')
  console.error(
    JSON.stringify({
      level: 'error',
      msg: 'unhandled',
      requestId: c.get('requestId'),
      path: loggablePath(new URL(c.req.url)),
      error: String(error.stack ?? error),
    }),
  )
  return hydraErrorResponse(500, 'Internal Server Error')
}
