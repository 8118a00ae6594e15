import { Hono } from 'hono'
import { shopApi } from '../openapi/apis'
import { openApiDocument } from '../openapi/document'
import type { ApiEnv } from '../env'

let serialized: string | undefined

/**
 * `GET /docs.json`: the OpenAPI 3.1 document of the shop API (docs/decisions/036-openapi.md). Built on the first
 * request, not at start-up, and kept for the isolate's life: one build takes 10–20 ms. Public and the same for
 * everybody until the next deploy. The admin API's document is its own, on the admin host (api/admin/docs.ts).
 */
export const docs = new Hono<ApiEnv>().get('/docs.json', function openApi(c) {
  serialized ??= JSON.stringify(openApiDocument([shopApi]))
  return c.body(serialized, 200, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'public, max-age=3600',
  })
})
