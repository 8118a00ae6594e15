/** A mounted route as Hono lists it in `app.routes`. */
export type MountedRoute = { method: string; path: string }

/** Hono's `:name` and `:name{regex}` segments are OpenAPI's `{name}`. */
export function openApiPath(honoPath: string): string {
  return honoPath
    .split('/')
    .map((segment) => segment.replace(/^:(\w+)(\{.*\})?$/, '{$1}'))
    .join('/')
}

/**
 * The operations the app really serves below the given bases, as `GET /api/v2/shop/orders/{token}`. Middleware
 * (`ALL`, `/*`) is no operation; routes outside the bases (contexts, media, sandboxes) are not the document's.
 */
export function mountedOperations(routes: MountedRoute[], bases: string[]): string[] {
  const operations = routes
    .filter((route) => route.method !== 'ALL' && !route.path.endsWith('/*'))
    .filter((route) => bases.some((base) => route.path.startsWith(`${base}/`)))
    .map((route) => `${route.method} ${openApiPath(route.path)}`)
  return [...new Set(operations)].sort()
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

/** The operations a document describes, in the same notation. */
export function documentedOperations(document: { paths: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(document.paths)
    .flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => METHODS.includes(key))
        .map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort()
}
