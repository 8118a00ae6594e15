import type { Context } from 'hono'
import * as z from 'zod/mini'
import { hydraErrorResponse } from '../contract/hydra'
import { loggablePath } from '../contract/request-log'
import type { StorefrontEnv } from './env'
import { discardLimit, payloadTooLarge, readBodyWithin } from './request-body'

const MAX_BODY_BYTES = 8 * 1024
const text = (max: number) => z.optional(z.string().check(z.maxLength(max)))
const report = z.object({ message: text(2000), stack: text(4000), context: text(200), url: text(2000) })

/** Errors the app's error handler reports from browsers, logged with the request id. */
export async function receiveClientError(c: Context<StorefrontEnv>): Promise<Response> {
  const body = await readBodyWithin(c.req.raw, MAX_BODY_BYTES, discardLimit(c.env.ENVIRONMENT))
  if (body === null) return payloadTooLarge(MAX_BODY_BYTES)
  let json: unknown
  try {
    json = JSON.parse(new TextDecoder().decode(body))
  } catch {
    return hydraErrorResponse(400, 'The error report is not JSON.')
  }
  const parsed = report.safeParse(json)
  if (!parsed.success) return hydraErrorResponse(400, 'The error report has fields of the wrong type or length.')
  // the page's path only, as in the request log: a thank-you or order page has the order's token in its address
  const url =
    parsed.data.url && URL.canParse(parsed.data.url, c.req.url)
      ? loggablePath(new URL(parsed.data.url, c.req.url))
      : undefined
  console.error(
    JSON.stringify({ level: 'error', msg: 'client error', requestId: c.var.requestId, ...parsed.data, url }),
  )
  return c.body(null, 204)
}
