import { hydraErrorResponse } from '../contract/hydra'
import { CLAIM_BODY_MAX_BYTES } from '../contract/claim-limits'

/**
 * Request bodies on the storefront, read in one place. Two rules:
 * - A body is read within a limit, counted on the stream itself (a missing or false Content-Length changes
 *   nothing); past the limit the request is refused with 413.
 * - A body is never left unread when the answer goes out. Under `vite preview`/`vite dev` (`npm start`,
 *   `npm run dev`) the request reaches workerd over a pooled HTTP connection, and workerd closes a connection
 *   whose request body was left partly unread, after its answer went out and without saying so: the pool then
 *   handed that connection to the next request, a 500 "fetch failed" (docs/security.md, hole 12; and the request after a
 *   refused upload on the same kept-alive connection). Refusals read the rest away (`discardLimit`).
 * Numbers: docs/decisions/015-storefront-hardening.md.
 */

/** The largest JSON body a shopper's call to the shop API needs (an address with notes, a cart line): well under 64 KiB. */
export const MAX_API_BODY_BYTES = 64 * 1024
/**
 * The one upload, `POST /api/v2/shop/claim-requests` (complaint attachments, decision 026), may be larger; the
 * API applies the same figure (api/http/body-limit.ts).
 */
export function maxApiBodyBytes(method: string, pathname: string): number {
  return method === 'POST' && pathname.replace(/\/+$/, '') === '/api/v2/shop/claim-requests'
    ? CLAIM_BODY_MAX_BYTES
    : MAX_API_BODY_BYTES
}
/** On Cloudflare, reading away more than this costs more than it is worth: the stream is cancelled instead. */
const CLOUDFLARE_DISCARD_BYTES = 1024 * 1024

/**
 * How much of an unwanted body is read away before the stream is cancelled. Locally (`ENVIRONMENT` `local`: the
 * servers of `npm start` and `npm run dev`) every byte: a cancelled upload leaves its connection broken for the
 * next request, and only the worker can read the rest (its answer cannot close the connection instead: workerd
 * drops a `Connection` header). On Cloudflare no connection is shared with the next request and cancelling ends
 * the upload, so 1 MiB, as before.
 */
export function discardLimit(environment: string): number {
  return environment === 'local' ? Number.POSITIVE_INFINITY : CLOUDFLARE_DISCARD_BYTES
}

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number, limit: number) {
  let read = alreadyRead
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return
    read += value.byteLength
    if (read > limit) return void (await reader.cancel())
  }
}

/** Reads the rest of a body nobody read (up to `limit` bytes), so the answer can go out; a read body is left alone. */
export async function discardBody(request: Request, limit: number): Promise<void> {
  if (!request.body || request.bodyUsed || request.body.locked) return
  await drain(request.body.getReader(), 0, limit).catch(() => undefined)
}

/** The body, or null when it is larger than `maxBytes` (the rest is then read away, up to `discard` bytes in all). */
export async function readBodyWithin(
  request: Request,
  maxBytes: number,
  discard: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await drain(reader, size, discard).catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

/** The most a form the storefront posts to itself (age gate, cookie banner) can be: a choice and a return path. */
export const MAX_FORM_BYTES = 8 * 1024

/**
 * The fields of a small HTML form post (urlencoded, as a form without `enctype` sends), or null when the body is
 * larger than such a form can be (the rest is read away as for any refused body).
 */
export async function readFormWithin(request: Request, discard: number): Promise<Record<string, string> | null> {
  const body = await readBodyWithin(request, MAX_FORM_BYTES, discard)
  if (body === null) return null
  return Object.fromEntries(new URLSearchParams(new TextDecoder().decode(body)))
}

/** The storefront's 413, shaped like the API's errors (hydra:Error) and saying what the limit is. */
export function payloadTooLarge(maxBytes: number): Response {
  return hydraErrorResponse(413, `Request body too large: at most ${maxBytes} bytes.`, { 'cache-control': 'no-store' })
}
