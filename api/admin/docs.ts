import { Hono } from 'hono'
import { adminApi } from '../openapi/apis'
import { openApiDocument } from '../openapi/document'
import type { AdminEnv } from './env'

let serialized: string | undefined

/**
 * `GET /api/v2/admin/docs.json`: the admin API's own OpenAPI document, inside the token check and so on the admin
 * host only, like the API it describes (decision 029); the public shop document leaves it out (decision 036).
 * Built on the first request and kept for the isolate's life, as the shop's.
 */
export const adminDocs = new Hono<AdminEnv>().get('/docs.json', function adminOpenApi(c) {
  serialized ??= JSON.stringify(
    openApiDocument([adminApi], {
      title: 'Drinkárna admin API',
      description:
        'Redirects, prices and stock, content: the operations of decision 029, on the admin host with an admin token.',
    }),
  )
  return c.body(serialized, 200, { 'content-type': 'application/json; charset=utf-8' })
})
