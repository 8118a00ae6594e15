import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Connect, Plugin } from 'vite'
import { LOCAL_HOST_HEADER } from '../../worker/local-host.ts'

/**
 * The local servers the README starts (`vite preview` for `npm start`, `vite dev`) build the request URL from
 * the `Host` header before the shop's code runs; a malformed one (`localhost:99999`, `127.0.0.1:abc`) made
 * them throw and answer 500 with a stack trace and absolute file paths. This plugin puts a Host check first
 * in the middleware chain (400, short plain body) and a last error handler that answers without details
 * (the error still goes to the terminal); a valid Host with a port undici refuses is passed on without it
 * (`hostStandIn`). See docs/decisions/015-storefront-hardening.md.
 */

/** A DNS name (labels of letters, digits, `-`, `_`), an IPv4 address or a bracketed IPv6 address, then an optional port. */
const HOST_PATTERN =
  /^(?:\[[0-9a-f:.]+\]|[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?)(?::(\d{1,5}))?$/i

export function isValidHostHeader(host: string | undefined): boolean {
  if (!host || host.length > 255) return false
  const match = HOST_PATTERN.exec(host)
  if (!match) return false
  const port = match[1] === undefined ? 80 : Number(match[1])
  if (port < 1 || port > 65535) return false
  try {
    return new URL(`http://${host}/`).host !== ''
  } catch {
    return false
  }
}

/**
 * The ports the Fetch standard blocks (https://fetch.spec.whatwg.org/#bad-port), as undici, which Miniflare
 * hands every request to, refuses them. `scripts/vite/host-guard.test.ts` checks the list against undici's own.
 */
export const BAD_PORTS: ReadonlySet<string> = new Set(
  (
    '1 7 9 11 13 15 17 19 20 21 22 23 25 37 42 43 53 69 77 79 87 95 101 102 103 104 109 110 111 113 115 117 119 ' +
    '123 135 137 139 143 161 179 389 427 465 512 513 514 515 526 530 531 532 540 548 554 556 563 587 601 636 ' +
    '989 990 993 995 1719 1720 1723 2049 3659 4045 4190 5060 5061 6000 6566 6665 6666 6667 6668 6669 6679 6697 10080'
  ).split(' '),
)

/**
 * The Host Miniflare may be given for a valid `host`: the same name without the port when the port is a bad one
 * (`127.0.0.1:6000` → `127.0.0.1`), else null (the Host goes as sent). The Cloudflare plugin builds the request's
 * URL from the Host and Miniflare fetches it through undici, which refuses a bad port outright: every page and
 * API call of `docker run -p 6000:8787` was a 500. The Host as sent goes along in LOCAL_HOST_HEADER, which the
 * storefront worker puts back into the URL (worker/local-host.ts).
 */
export function hostStandIn(host: string): string | null {
  const port = /:(\d+)$/.exec(host)?.[1]
  if (port === undefined || !BAD_PORTS.has(String(Number(port)))) return null
  return host.slice(0, host.length - port.length - 1)
}

/** Sets a request header in both of Node's views of it (the Cloudflare plugin reads `rawHeaders`). */
function replaceHeader(req: IncomingMessage, name: string, value: string | null): void {
  const raw: string[] = []
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i]!.toLowerCase() !== name) raw.push(req.rawHeaders[i]!, req.rawHeaders[i + 1]!)
  }
  if (value === null) delete req.headers[name]
  else {
    raw.push(name, value)
    req.headers[name] = value
  }
  req.rawHeaders = raw
}

function answerPlain(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status
  res.setHeader('content-type', 'text/plain; charset=utf-8')
  res.setHeader('cache-control', 'no-store')
  res.setHeader('connection', 'close')
  res.end(`${text}\n`)
}

const checkHost: Connect.NextHandleFunction = function checkHost(req: IncomingMessage, res: ServerResponse, next) {
  // only this guard sets it: a client's own would choose the URL the worker sees
  if (req.headers[LOCAL_HOST_HEADER] !== undefined) replaceHeader(req, LOCAL_HOST_HEADER, null)
  const host = req.headers.host
  if (isValidHostHeader(host)) {
    const standIn = hostStandIn(host!)
    if (standIn !== null) {
      replaceHeader(req, 'host', standIn)
      replaceHeader(req, LOCAL_HOST_HEADER, host!)
    }
    return next()
  }
  // read the body away so the connection ends cleanly
  req.resume()
  answerPlain(res, 400, 'Bad Request: invalid Host header')
}

const hideErrors: Connect.ErrorHandleFunction = function hideErrors(error, req, res, _next) {
  console.error(`[shop] ${req.method} ${req.url} failed:`, error)
  req.resume()
  if (res.headersSent) return void res.destroy()
  answerPlain(res, 500, 'Internal Server Error')
}

/**
 * Vite installs its CORS and allowed-hosts middlewares before any plugin hook runs, and the allowed-hosts one
 * answers 403 to some malformed hosts itself; the check goes in front of the whole chain so every malformed
 * Host gets the same 400.
 */
function guard(middlewares: Connect.Server): () => void {
  middlewares.stack.unshift({ route: '', handle: checkHost })
  // returned: runs after Vite's own middlewares are in place, so this error handler is the last but connect's
  return () => middlewares.use(hideErrors)
}

/** Host check first, error details never to the client; for `vite preview` and `vite dev` alike. */
export function hostGuard(): Plugin {
  return {
    name: 'shop:host-guard',
    configureServer: (server) => guard(server.middlewares),
    configurePreviewServer: (server) => guard(server.middlewares),
  }
}
