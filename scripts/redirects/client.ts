// How `npm run redirects` reaches the admin API (decision 029): locally it starts the API worker itself on the
// local D1 state with a one-off token (the running shop cannot pass /api/v2/admin on, by design); --remote
// talks to the deployed API worker at ADMIN_API_URL with ADMIN_API_TOKEN.
import { randomBytes } from 'node:crypto'
import { userInfo } from 'node:os'
import { join } from 'node:path'
import { unstable_dev } from 'wrangler'

export type AdminClient = {
  request: (method: string, path: string, body?: unknown) => Promise<Response>
  close: () => Promise<void>
}

const ADMIN_BASE = '/api/v2/admin'

function init(method: string, token: string, body: unknown): RequestInit {
  const headers: Record<string, string> = { accept: 'application/ld+json', authorization: `Bearer ${token}` }
  if (body !== undefined)
    headers['content-type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/json'
  return { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }
}

/** The API worker of api/wrangler.toml under workerd, on the shop's local state (what `npm start` serves). */
export async function localClient(root: string, state: string): Promise<AdminClient> {
  const token = randomBytes(32).toString('hex')
  // the audit log's "who": the person at this machine
  const name = `cli-${userInfo().username}`.replace(/[^a-z0-9_.-]/gi, '').slice(0, 40)
  const worker = await unstable_dev(join(root, 'api/index.ts'), {
    config: join(root, 'api/wrangler.toml'),
    persistTo: state,
    vars: { ADMIN_API_TOKEN: `${name}:${token}` },
    ip: '127.0.0.1',
    port: 0,
    inspectorPort: 0,
    logLevel: 'error',
    experimental: { disableExperimentalWarning: true, disableDevRegistry: true, testScheduled: false, watch: false },
  })
  return {
    request: async (method, path, body) =>
      (await worker.fetch(
        `http://127.0.0.1${ADMIN_BASE}${path}`,
        init(method, token, body) as never,
      )) as unknown as Response,
    close: () => worker.stop(),
  }
}

/** The deployed admin API: ADMIN_API_URL (the API worker's own origin) and ADMIN_API_TOKEN from the environment. */
export function remoteClient(): AdminClient {
  const base = process.env.ADMIN_API_URL?.replace(/\/+$/, '')
  const token = process.env.ADMIN_API_TOKEN
  if (!base || !token)
    throw new Error('--remote needs ADMIN_API_URL (the API worker, e.g. https://api.drinkarna.cz) and ADMIN_API_TOKEN')
  return {
    request: (method, path, body) => fetch(`${base}${ADMIN_BASE}${path}`, init(method, token, body)),
    close: async () => {},
  }
}

/** A client that starts only when a request is made: a CSV with problems is refused without starting a worker. */
export function lazyClient(start: () => Promise<AdminClient>): AdminClient {
  let started: Promise<AdminClient> | null = null
  return {
    request: async (method, path, body) => (await (started ??= start())).request(method, path, body),
    close: async () => {
      if (started) await (await started).close()
    },
  }
}
