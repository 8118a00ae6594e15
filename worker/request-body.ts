import { hydraErrorResponse } from '../contract/hydra'
import { CLAIM_BODY_MAX_BYTES } from '../contract/request-limits'

/**
 * Request bodies on the storefront, read in one place. Two rules:
 * - A body is read within a limit, counted on the stream itself (a missing or false Content-Length changes
 *   nothing); past the limit the request is refused with 413.
 * - A body is never left unread when the answer goes out. Under `vite preview`/`vite dev` the request
 *   reaches workerd over a pooled HTTP connection; answering before its body was read broke that connection
 *   for another request running beside it (500 "fetch failed", issue 9 hole 12). Refusals read the rest away.
 * Numbers: docs/decisions/015-storefront-hardening.md.
 */

/** The largest JSON body a shopper's call to the shop API needs (an address with notes, a cart line): well under 64 KiB. */
export const MAX_API_BODY_BYTES = 64 * 1024
/**
 * The one upload, `POST /api/v2/shop/claim-requests` (complaint attachments, decision 026), may be larger; the
 * API applies the same figure (api/http/body-limit.ts).
 */
export function maxApiBodyBytes(method: string, pathname: string): number {
  return method === 'POST' && pathname.replace(/\/+$/, '') === '/api/v2/shop/claim-requests' ? CLAIM_BODY_MAX_BYTES : MAX_API_BODY_BYTES
}
/** Reading away more than this costs more than the connection is worth: the stream is cancelled instead. */
const MAX_DISCARD_BYTES = 1024 * 1024

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<void> {
  let read = alreadyRead
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return
    read += value.byteLength
    if (read > MAX_DISCARD_BYTES) return void (await reader.cancel())
  }
}

/** Reads the rest of a body nobody read, so the answer can go out; a body already read is left alone. */
export async function discardBody(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed || request.body.locked) return
  await drain(request.body.getReader(), 0).catch(() => undefined)
}

/** The body, or null when it is larger than `maxBytes` (the rest is then read away). */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await drain(reader, size).catch(() => undefined)
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

/** The storefront's 413, shaped like the API's errors (hydra:Error) and saying what the limit is. */
export function payloadTooLarge(maxBytes: number): Response {
  return hydraErrorResponse(413, `Request body too large: at most ${maxBytes} bytes.`, { 'cache-control': 'no-store' })
}
