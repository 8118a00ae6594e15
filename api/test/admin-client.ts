import type { Bindings } from '../env'
import app from '../index'
import { testEnv } from './env'

/** Test tokens (32+ characters): the admin API's secret in these tests names two of them. */
export const OPS_TOKEN = 'ops-token-0123456789abcdef0123456789'
export const SCRIPT_TOKEN = 'script-token-0123456789abcdef012345'
export const adminEnv: Bindings = { ...testEnv, ADMIN_API_TOKEN: `ops:${OPS_TOKEN}, importer:${SCRIPT_TOKEN}` }

/** A request to the admin API as ops send it: JSON body, bearer token (`token: null` sends none). */
export function admin(
  method: string,
  path: string,
  options: { body?: unknown; token?: string | null; contentType?: string; env?: Bindings } = {},
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/ld+json' }
  const token = options.token === undefined ? OPS_TOKEN : options.token
  if (token !== null) headers.authorization = `Bearer ${token}`
  if (options.body !== undefined)
    headers['content-type'] =
      options.contentType ?? (method === 'PATCH' ? 'application/merge-patch+json' : 'application/json')
  const init: RequestInit = {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  }
  return Promise.resolve(app.request(`/api/v2/admin${path}`, init, options.env ?? adminEnv))
}
