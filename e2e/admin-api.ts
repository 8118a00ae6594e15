import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { localAdminToken } from '../scripts/admin-token.mjs'
import { rawRequest } from './raw-http'

const root = resolve(fileURLToPath(import.meta.url), '../..')

/**
 * The admin API as a script calls it: on the admin host, with the local admin token (decision 029); a PATCH's body
 * is a merge patch, any other body JSON-LD.
 */
export function adminApi(method: string, path: string, body?: unknown) {
  return rawRequest({
    method,
    path: `/api/v2/admin${path}`,
    headers: {
      host: 'admin.localhost',
      authorization: `Bearer ${localAdminToken(root)}`,
      accept: 'application/ld+json',
      ...(body === undefined
        ? {}
        : { 'content-type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}
