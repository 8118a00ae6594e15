import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type * as z from 'zod/mini'
import { collection } from '../http/jsonld'
import type { AdminEnv } from './env'

/**
 * A JSON-LD answer of the admin API, built to its contract schema (contract/admin/, decision 052): the body is
 * typed by the schema, and checked against it on its way out, so an answer that drifted from what the console
 * parses fails its tests (a 500 in any case, never half an answer). What goes out is the schema's output: a
 * field the contract does not name is not sent. Never stored by any cache (it carries what only ops may see).
 */
export function adminJson<E extends AdminEnv, S extends z.ZodMiniType>(
  c: Context<E>,
  schema: S,
  body: z.input<S>,
  status: ContentfulStatusCode = 200,
): Response {
  const checked = schema.safeParse(body)
  if (!checked.success) {
    const problems = checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`The answer of ${c.req.method} ${new URL(c.req.url).pathname} breaks its contract: ${problems}`)
  }
  return c.body(JSON.stringify(checked.data), status, {
    'content-type': 'application/ld+json; charset=utf-8',
    'cache-control': 'no-store',
  })
}

type Member<S extends z.ZodMiniType> = z.input<S> extends { 'hydra:member': Array<infer T> } ? T : never

/** A page of a hydra collection (api/http/jsonld.ts) of the request's URL, its members typed by the schema. */
export function adminList<E extends AdminEnv, S extends z.ZodMiniType>(
  c: Context<E>,
  schema: S,
  list: { type: string; members: Member<S>[]; totalItems: number; page?: { page: number; itemsPerPage: number } },
): Response {
  return adminJson(c, schema, collection({ ...list, url: new URL(c.req.url) }) as z.input<S>)
}
