// What only the deployed configuration of both workers shows, beyond their vars (scripts/check-production.ts):
// ids still the repository's placeholders, an address outside the shop's own domain, a public API worker, a
// storefront bound to another environment's API. Wrangler would deploy every one of these without a word.

/** The parts of a worker's resolved wrangler config (wrangler's `unstable_readConfig`) that these rules read. */
export type WorkerConfig = {
  name?: string
  workers_dev?: boolean
  routes?: Array<string | { pattern: string }>
  observability?: { enabled?: boolean }
  d1_databases?: Array<{ binding: string; database_name?: string; database_id?: string }>
  kv_namespaces?: Array<{ binding: string; id?: string }>
  services?: Array<{ binding: string; service: string }>
  vars?: Record<string, unknown>
}

/** The ids the repository ships: zeros (a trailing 1 tells the local KV namespace apart). */
const PLACEHOLDER_ID = /^[0-]+1?$/

const routeHost = (route: string | { pattern: string }) =>
  (typeof route === 'string' ? route : route.pattern).split('/')[0]

export function deploymentProblems(api: WorkerConfig, storefront: WorkerConfig, env = 'production'): string[] {
  const problems: string[] = []
  for (const [label, config] of [
    ['api', api],
    ['storefront', storefront],
  ] as const) {
    if (config.workers_dev !== false) problems.push(`${label}: workers_dev must be false (no *.workers.dev address)`)
    if (config.observability?.enabled !== true)
      problems.push(`${label}: observability must be enabled (Workers Logs keeps the request log)`)
  }
  for (const db of api.d1_databases ?? []) {
    if (!db.database_id || PLACEHOLDER_ID.test(db.database_id)) {
      problems.push(
        `api: D1 ${db.binding} has the placeholder database_id: the owner runs \`wrangler d1 create ${db.database_name}\` and fills in its id`,
      )
    }
  }
  for (const kv of storefront.kv_namespaces ?? []) {
    if (!kv.id || PLACEHOLDER_ID.test(kv.id)) {
      problems.push(
        `storefront: KV ${kv.binding} has the placeholder id: the owner runs \`wrangler kv namespace create ${kv.binding} --env ${env}\` and fills in its id`,
      )
    }
  }
  const siteHost = URL.canParse(String(storefront.vars?.SITE_URL))
    ? new URL(String(storefront.vars?.SITE_URL)).host
    : null
  // the API's one route is the admin API's host (decision 029), a subdomain of the shop's, where nothing else answers
  const adminHost = typeof api.vars?.ADMIN_HOST === 'string' ? api.vars.ADMIN_HOST : null
  const shopDomain = siteHost?.replace(/^www\./, '') ?? null
  for (const route of api.routes ?? []) {
    const host = routeHost(route)
    if (host !== adminHost || !shopDomain || !host.endsWith(`.${shopDomain}`)) {
      problems.push(
        `api: route ${host} must be ADMIN_HOST (${adminHost ?? 'none'}), a subdomain of the shop's domain: the shop API is reached through the storefront only`,
      )
    }
  }
  const routes = storefront.routes ?? []
  if (routes.length === 0) problems.push("storefront: routes must name the shop's domain (SITE_URL)")
  for (const route of routes) {
    if (routeHost(route) !== siteHost)
      problems.push(
        `storefront: route ${routeHost(route)} is not the host of SITE_URL (${siteHost ?? 'none'}): the owner fills in the shop's domain in both`,
      )
  }
  if (api.vars?.STOREFRONT_URL !== storefront.vars?.SITE_URL) {
    problems.push(
      `api: STOREFRONT_URL (${String(api.vars?.STOREFRONT_URL)}) must be the storefront's SITE_URL (${String(storefront.vars?.SITE_URL)})`,
    )
  }
  const binding = storefront.services?.find((s) => s.binding === 'SHOP_API')
  if (binding?.service !== api.name)
    problems.push(
      `storefront: SHOP_API must bind the API worker of this environment (${api.name}), not ${binding?.service ?? 'nothing'}`,
    )
  return problems
}
