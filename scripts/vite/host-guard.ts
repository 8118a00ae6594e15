import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Connect, Plugin } from 'vite'

/**
 * The local servers the README starts (`vite preview` for `npm start`, `vite dev`) build the request URL from
 * the `Host` header before the shop's code runs; a malformed one (`localhost:99999`, `127.0.0.1:abc`) made
 * them throw and answer 500 with a stack trace and absolute file paths. This plugin puts a Host check first
 * in the middleware chain (400, short plain body) and a last error handler that answers without details
 * (the error still goes to the terminal). See docs/decisions/015-storefront-hardening.md.
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

function answerPlain(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status
  res.setHeader('content-type', 'text/plain; charset=utf-8')
  res.setHeader('cache-control', 'no-store')
  res.setHeader('connection', 'close')
  res.end(`${text}\n`)
}

const checkHost: Connect.NextHandleFunction = function checkHost(req: IncomingMessage, res: ServerResponse, next) {
  if (isValidHostHeader(req.headers.host)) return next()
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
