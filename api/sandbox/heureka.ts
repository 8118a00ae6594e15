import { Hono } from 'hono'
import * as z from 'zod/mini'
import { listSandboxHeurekaCalls, recordSandboxHeurekaCall } from '../db/heureka'
import type { ApiEnv } from '../env'
import { equalSecrets } from '../payments/comgate'

/**
 * The local stand-in of Heureka's "Ověřeno zákazníky" API v2 (docs/decisions/062-heureka-certification.md): the
 * same path (`POST /sandbox/heureka/shop-certification/v2/order/log`), the same JSON body (`apiKey`, `email`,
 * `orderId`, `productItemIds`) and the same answers, `{code, message, description?}` with the HTTP status as the
 * code: 200 `ok`; 401 for a missing or wrong key (it must equal HEUREKA_API_KEY); 400 for a body without a valid
 * e-mail. It records each call without the key (`GET /sandbox/heureka/calls.json`, newest first), for tests and
 * a look.
 */

const body = z.object({
  apiKey: z.optional(z.string()),
  email: z.optional(z.string()),
  orderId: z.optional(z.string()),
  productItemIds: z.optional(z.array(z.string())),
})

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const heurekaSandbox = new Hono<ApiEnv>()
  .post('/shop-certification/v2/order/log', async function logOrder(c) {
    const parsed = body.safeParse(await c.req.json().catch(() => null))
    const call = parsed.success ? parsed.data : {}
    const { apiKey, ...rest } = call
    const keyGiven = Boolean(apiKey)
    const answer = (status: 200 | 400 | 401, message: string, description?: string) =>
      recordSandboxHeurekaCall(c.env.DB, { body: rest, keyGiven, status }).then(() =>
        c.json({ code: status, message, ...(description ? { description } : {}) }, status),
      )
    if (!apiKey || !c.env.HEUREKA_API_KEY || !equalSecrets(apiKey, c.env.HEUREKA_API_KEY))
      return answer(401, 'unauthorized', 'Invalid or missing apiKey.')
    if (!parsed.success || !call.email || !EMAIL.test(call.email))
      return answer(400, 'bad-request', 'Missing or invalid email.')
    return answer(200, 'ok')
  })
  .get('/calls.json', async function calls(c) {
    return c.json(await listSandboxHeurekaCalls(c.env.DB), 200, { 'cache-control': 'no-store' })
  })
