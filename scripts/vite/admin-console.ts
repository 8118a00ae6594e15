import { existsSync, readFileSync, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import type { Connect, Plugin } from 'vite'
import { CONSOLE_HEADERS, isConsolePage } from '../../contract/console-hosting.ts'

/**
 * The local stand-in of what the admin host does in production for the staff console (decision 049): there the
 * API worker serves console/dist as its static assets behind Cloudflare Access; here the local server
 * (`vite preview` of `npm start`, and `vite dev`) serves the same files on http://admin.localhost:PORT, and, as
 * Access does, sends a page request without the Access cookie to the sign-in page first (the sandbox's). The
 * admin API (/api/v2/admin) and the Access sandbox (/sandbox/access) on that host go on to the storefront
 * worker (worker/local-admin.ts). No other host ever gets a console file.
 */

export const LOCAL_ADMIN_HOSTNAME = 'admin.localhost'
const ACCESS_COOKIE = /(?:^|;\s*)CF_Authorization=[^;]+/

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
}

const hostnameOf = (host: string | undefined) => (host ?? '').replace(/:\d+$/, '').toLowerCase()

/** The file of console/dist a path names, or null (outside it, missing, a folder). */
export function consoleFile(dist: string, path: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return null
  }
  const file = resolve(dist, `.${sep}${normalize(decoded)}`)
  if (!file.startsWith(`${resolve(dist)}${sep}`) || !existsSync(file) || !statSync(file).isFile()) return null
  return file
}

function answer(res: ServerResponse, status: number, type: string, body: string | Buffer, head: boolean): void {
  res.statusCode = status
  for (const [name, value] of Object.entries(CONSOLE_HEADERS)) res.setHeader(name, value)
  res.setHeader('content-type', type)
  res.end(head ? undefined : body)
}

export function consoleHandler(dist: string): Connect.NextHandleFunction {
  return function adminConsole(req: IncomingMessage, res: ServerResponse, next) {
    if (hostnameOf(req.headers.host) !== LOCAL_ADMIN_HOSTNAME) return next()
    const url = new URL(req.url ?? '/', 'http://admin.localhost')
    const path = url.pathname
    if (path === '/api/v2/admin' || path.startsWith('/api/v2/admin/') || path.startsWith('/sandbox/access/'))
      return next()
    // everything else on this host is the console's or nothing (the worker answers it 404)
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const head = req.method === 'HEAD'
    if (isConsolePage(path)) {
      if (!ACCESS_COOKIE.test(req.headers.cookie ?? '')) {
        res.statusCode = 302
        res.setHeader('cache-control', 'no-store')
        res.setHeader('location', `/sandbox/access/sign-in?redirect=${encodeURIComponent(path + url.search)}`)
        return void res.end()
      }
      const index = join(dist, 'index.html')
      if (!existsSync(index))
        return answer(res, 503, 'text/plain; charset=utf-8', 'The console is not built: npm run build\n', head)
      return answer(res, 200, TYPES['.html']!, readFileSync(index), head)
    }
    const file = consoleFile(dist, path)
    if (!file) return next()
    answer(res, 200, TYPES[extname(file)] ?? 'application/octet-stream', readFileSync(file), head)
  }
}

/** For `vite preview` and `vite dev` alike; before the Cloudflare plugin, which would hand the request to the worker. */
export function adminConsole(dist: string): Plugin {
  return {
    name: 'shop:admin-console',
    configureServer: (server) => void server.middlewares.use(consoleHandler(dist)),
    configurePreviewServer: (server) => void server.middlewares.use(consoleHandler(dist)),
  }
}
