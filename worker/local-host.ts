/**
 * `npm start` behind a port the Fetch standard calls bad (`docker run -p 6000:8787`, `127.0.0.1:10080`): undici,
 * through which Miniflare hands each request to workerd, refuses to fetch such a URL, so the local server's Host
 * guard (scripts/vite/host-guard.ts) passes the request on with the port left out of its Host and the Host as
 * sent in this header. Here the storefront puts it back into the URL, so links, redirects and the same-origin
 * check see the origin the browser uses. Nothing in the worker fetches that origin: API calls go to a fixed
 * internal one (worker/upstream.ts). Only where ENVIRONMENT is "local": anywhere else the header is ignored.
 */
export const LOCAL_HOST_HEADER = 'x-shop-local-host'

/** A name or address and a port, as the Host guard let it through. */
const HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9_.-]+):\d{1,5}$/i

/** The request with the Host the browser sent back in its URL, or the request itself. */
export function withLocalHost(request: Request, environment: string | undefined): Request {
  const host = request.headers.get(LOCAL_HOST_HEADER)
  if (environment !== 'local' || host === null) return request
  const url = new URL(request.url)
  if (HOST.test(host)) {
    try {
      url.host = new URL(`${url.protocol}//${host}`).host
    } catch {
      // not a host after all: the URL stays as the local server sent it
    }
  }
  const restored = new Request(url, request)
  restored.headers.delete(LOCAL_HOST_HEADER)
  return restored
}
