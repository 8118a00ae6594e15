import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import { API_BASE } from '../../contract/channel'
import { CLAIM_BODY_MAX_BYTES } from '../../contract/claim-limits'
import type { ApiEnv } from '../env'
import { hydraErrorResponse } from './errors'

/**
 * Every request body of the API is capped: the largest a shop call needs is a customer or address object
 * with notes, a few kB of JSON, so 64 KiB leaves room and still stops a client from making an isolate buffer
 * megabytes. Hono counts the streamed body when there is no Content-Length (the runtime holds a body to its
 * Content-Length otherwise). The storefront applies the same figures in its proxy (worker/request-body.ts).
 * docs/decisions/015-storefront-hardening.md. The one upload, `POST /claim-requests` (up to 5 attachments of
 * 5 MB each, decision 026), has its own larger cap, on that route and on the staff's reply to a claim only.
 */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024

const CLAIM_PATH = `${API_BASE}/claim-requests`
/** A staff reply to a claim carries attachments as the customer's claim does (decision 050). */
const CLAIM_REPLY_PATH = /^\/api\/v2\/admin\/claim-requests\/\d{1,12}\/messages$/
/**
 * A redirect import of up to 1000 rows, the shop's whole content (decision 029), or a bank statement of some
 * 8,000 movements (decision 045): behind the admin token.
 */
export const IMPORT_BODY_MAX_BYTES = 1024 * 1024
const IMPORT_PATHS: Record<string, string> = {
  '/api/v2/admin/redirects/import': 'POST',
  '/api/v2/admin/content': 'PUT',
  '/api/v2/admin/bank-statements': 'POST',
}

/**
 * The sandbox mail provider's sending call (local and staging only): a mail with its invoice PDF in base64 is
 * larger than a shop call; Postmark, which it stands in for, takes messages up to 10 MB.
 */
export const MAIL_BODY_MAX_BYTES = 10 * 1024 * 1024
const MAIL_PATH = '/sandbox/mailbox/email'

function limit(maxSize: number) {
  return bodyLimit({
    maxSize,
    onError: () => hydraErrorResponse(413, `Request body too large: at most ${maxSize} bytes.`),
  })
}

const limits = new Map(
  [MAX_REQUEST_BODY_BYTES, CLAIM_BODY_MAX_BYTES, IMPORT_BODY_MAX_BYTES, MAIL_BODY_MAX_BYTES].map((bytes) => [
    bytes,
    limit(bytes),
  ]),
)

/** The largest body a request to `path` with `method` may have. */
export function maxRequestBodyBytes(method: string, path: string): number {
  const route = path.replace(/\/+$/, '')
  if (method === 'POST' && (route === CLAIM_PATH || CLAIM_REPLY_PATH.test(route))) return CLAIM_BODY_MAX_BYTES
  if (method === 'POST' && route === MAIL_PATH) return MAIL_BODY_MAX_BYTES
  return IMPORT_PATHS[route] === method ? IMPORT_BODY_MAX_BYTES : MAX_REQUEST_BODY_BYTES
}

export const limitRequestBody = createMiddleware<ApiEnv>((c, next) =>
  limits.get(maxRequestBodyBytes(c.req.method, c.req.path))!(c, next),
)
