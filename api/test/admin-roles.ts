import { Hono } from 'hono'
import type { AdminEnv, AdminRole } from '../admin/env'
import type { Bindings } from '../env'
import { handleApiError } from '../http/errors'
import { adminEnv } from './admin-client'

/** Extra request headers (an Idempotency-Key), and the bindings when a test gates the database. */
export type PersonOptions = { headers?: Record<string, string>; env?: Bindings }

/**
 * A request to some admin routes as a signed-in person with a role (decision 050), before the sign-in itself:
 * the routes as the admin API mounts them, with `actor` and `role` set as the sign-in sets them.
 */
export function asPerson(
  routes: Hono<AdminEnv>,
  person: { actor: string; role: AdminRole },
): (method: string, path: string, body?: unknown, options?: PersonOptions) => Promise<Response> {
  const app = new Hono<AdminEnv>()
    .use(async (c, next) => {
      c.set('actor', person.actor)
      c.set('role', person.role)
      await next()
    })
    .route('/api/v2/admin', routes)
    .onError((error, c) => handleApiError(error, c as never))
  return async (method, path, body, options = {}) => {
    const headers: Record<string, string> = { accept: 'application/ld+json', ...options.headers }
    if (body !== undefined)
      headers['content-type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/json'
    return app.request(
      `/api/v2/admin${path}`,
      { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
      options.env ?? adminEnv,
    )
  }
}
