import { Hono } from 'hono'
import type { ApiEnv } from '../env'

let document: Promise<string> | undefined

/**
 * `GET /docs.json`: the OpenAPI 3.1 document (docs/decisions/036-openapi.md). Built on the first request and kept
 * for the isolate's life: the dynamic import keeps the tables and zod's JSON Schema code out of the cold start,
 * and one build takes a few milliseconds. Public and the same for everybody until the next deploy.
 */
export const docs = new Hono<ApiEnv>().get('/docs.json', async function openApi(c) {
  document ??= import('../openapi/apis').then(async ({ documentedApis }) => {
    const { openApiDocument } = await import('../openapi/document')
    return JSON.stringify(openApiDocument(documentedApis))
  })
  const body = await document.catch((error: unknown) => {
    document = undefined
    throw error
  })
  return c.body(body, 200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=3600' })
})
