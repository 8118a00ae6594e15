import { createMiddleware } from 'hono/factory'

/**
 * The one JSON line per request both workers print (Workers Logs keeps it; docs/operations.md reads it), and the
 * request id that ties the storefront's line to the API's: the storefront sends its id along in `x-request-id`
 * and both answer with it. Only what the request line shows goes in: no query, header, cookie or body.
 */
export const REQUEST_ID_HEADER = 'x-request-id'

const VALID_ID = /^[\w.-]{8,128}$/

/** The caller's id (the storefront's, over the service binding) or Cloudflare's ray id, else a new one. */
export function requestIdOf(headers: Headers): string {
  const incoming = headers.get(REQUEST_ID_HEADER) ?? headers.get('cf-ray')
  return incoming && VALID_ID.test(incoming) ? incoming : crypto.randomUUID()
}

/**
 * The path without what would put a secret into the logs: the query goes (payment and sign-in callbacks carry
 * codes there), and so does a segment that is or holds a token (cart and order tokens, verification and reset
 * links, signed unsubscribe ids `{id}.{signature}`: URL-safe random strings of 20 characters or more, which unlike
 * slugs and product codes mix capitals and small letters), a random UUID (a tax document's id), an e-mail, or the
 * code of a gift voucher (the segment after `gift-cards`: whoever reads it can spend the voucher).
 */
export function loggablePath(url: URL): string {
  return url.pathname
    .split('/')
    .map((segment, index, segments) =>
      /@|%40/i.test(segment)
        ? ':email'
        : UUID.test(segment)
          ? ':id'
          : segments[index - 1] === 'gift-cards'
            ? ':code'
            : segment.split('.').some(isToken)
              ? ':token'
              : segment,
    )
    .join('/')
}

/** A random UUID: the id of a personal document (an invoice or credit note), which opens it with the order's key. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const isToken = (part: string) => /^[\w-]{20,}$/.test(part) && /[a-z]/.test(part) && /[A-Z]/.test(part)

export type RequestLogLine = {
  level: 'info' | 'error'
  msg: 'request'
  worker: 'storefront' | 'api'
  requestId: string
  method: string
  path: string
  status: number
  durationMs: number
  colo?: string
  ray?: string
}

export function requestLogLine(
  worker: RequestLogLine['worker'],
  request: Request,
  status: number,
  durationMs: number,
  requestId: string,
): RequestLogLine {
  const colo = (request as { cf?: { colo?: unknown } }).cf?.colo
  const ray = request.headers.get('cf-ray')
  return {
    level: status >= 500 ? 'error' : 'info',
    msg: 'request',
    worker,
    requestId,
    method: request.method,
    path: loggablePath(new URL(request.url)),
    status,
    durationMs,
    ...(typeof colo === 'string' ? { colo } : {}),
    ...(ray ? { ray } : {}),
  }
}

/**
 * The one request-log middleware of both workers: every request gets an id (the caller's — the storefront's over
 * the service binding —, else Cloudflare's ray id, else a new one), kept in the context for the error log and the
 * upstream calls (worker/upstream.ts sends it on), answered in `x-request-id`, and one JSON line per request,
 * written once the answer's headers are ready (a streamed page may still be rendering).
 */
export function requestLog(worker: RequestLogLine['worker']) {
  return createMiddleware<{ Variables: { requestId: string } }>(async function logRequest(c, next) {
    const started = Date.now()
    const id = requestIdOf(c.req.raw.headers)
    c.set('requestId', id)
    await next()
    c.res.headers.set(REQUEST_ID_HEADER, id)
    console.log(JSON.stringify(requestLogLine(worker, c.req.raw, c.res.status, Date.now() - started, id)))
  })
}
