import { bodyLimit } from 'hono/body-limit'
import { hydraErrorResponse } from './errors'

/**
 * Every request body of the API is capped: the largest a shop call needs is a customer or address object
 * with notes, a few kB of JSON (there are no uploads), so 64 KiB leaves room and still stops a client from
 * making an isolate buffer megabytes. Hono counts the streamed body when there is no Content-Length (the
 * runtime holds a body to its Content-Length otherwise). The storefront applies the same figure in its proxy
 * (worker/request-body.ts). docs/decisions/015-storefront-hardening.md.
 */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024

export const limitRequestBody = bodyLimit({
  maxSize: MAX_REQUEST_BODY_BYTES,
  onError: () => hydraErrorResponse(413, `Request body too large: at most ${MAX_REQUEST_BODY_BYTES} bytes.`),
})
