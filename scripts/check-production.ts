// Refuses a production configuration that is not safe: run before every deploy (`npm run check:production`).
//
//   node scripts/check-production.ts [--env production|staging]     (staging: the deployment rules only)
//
// Reads the `env.<name>` section of both workers' wrangler configs as wrangler resolves it and applies the
// rules the workers themselves enforce at run time (api/http/production-guard.ts, worker/production-guard.ts),
// plus what only the config file shows: ENVIRONMENT is set to "production" there, and no secret sits in
// `vars`, which are committed to the repository (secrets are set with `wrangler secret put`); and that the shop's
// own details (address, phone, operator, IČO, DIČ in src/features/content/shop-info.ts) are no longer placeholders;
// and the deployment itself (scripts/deploy-config.ts): real binding ids, routes on the shop's domain, no public API.
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { unstable_readConfig } from 'wrangler'
import { apiProductionProblems, PRODUCTION_SECRETS } from '../api/http/production-guard.ts'
import { storefrontProductionProblems } from '../worker/production-guard.ts'
import { shopInfoPlaceholders } from '../src/features/content/shop-info.ts'
import { deploymentProblems, type WorkerConfig } from './deploy-config.ts'

type Vars = Record<string, unknown>

/** Secrets a production may go without; when set, only by `wrangler secret put`. */
const OPTIONAL_SECRETS = ['ADMIN_API_TOKEN', 'HEUREKA_API_KEY'] as const

/** Problems of one environment of both workers; `secrets` are the values `wrangler secret put` will provide. */
export function configProblems(api: Vars, storefront: Vars, secrets: Vars = {}): string[] {
  const problems: string[] = []
  for (const [name, vars] of [
    ['api', api],
    ['storefront', storefront],
  ] as const) {
    if (vars.ENVIRONMENT !== 'production')
      problems.push(`${name}: ENVIRONMENT must be "production" (is ${JSON.stringify(vars.ENVIRONMENT ?? null)})`)
  }
  // ADMIN_API_TOKEN (no admin API without it, decision 029) and HEUREKA_API_KEY (decision 062) are optional, but
  // never committed vars
  for (const name of [...PRODUCTION_SECRETS, ...OPTIONAL_SECRETS]) {
    if (name in api)
      problems.push(
        `api: ${name} must not be in vars (committed to the repository): set it with \`wrangler secret put ${name}\``,
      )
  }
  // a placeholder stands for each secret the config leaves to `wrangler secret put`, unless its value is given
  const placeholders = Object.fromEntries(
    [...PRODUCTION_SECRETS, 'HEUREKA_API_KEY'].map((name) => [name, 'x'.repeat(64)]),
  )
  const apiSettings = { ...api, ...placeholders, ...secrets, ENVIRONMENT: 'production' }
  problems.push(...apiProductionProblems(apiSettings).map((p) => `api: ${p}`))
  problems.push(
    ...storefrontProductionProblems({ ...storefront, ENVIRONMENT: 'production' }).map((p) => `storefront: ${p}`),
  )
  return problems
}

function readWorker(configPath: string, env: string): WorkerConfig {
  return unstable_readConfig({ config: configPath, env }, { hideWarnings: true }) as WorkerConfig
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(import.meta.url), '../..')
  const { values } = parseArgs({ options: { env: { type: 'string', default: 'production' } } })
  const api = readWorker(resolve(root, 'api/wrangler.toml'), values.env)
  const storefront = readWorker(resolve(root, 'wrangler.toml'), values.env)
  // staging is a development environment to the workers (contract/environment.ts): only its deployment is checked
  const production = values.env === 'production'
  const problems = [
    ...(production ? configProblems(api.vars ?? {}, storefront.vars ?? {}) : []),
    ...deploymentProblems(api, storefront, values.env),
  ]
  // the shop's own details shown on /kontakt and in its schema.org data (src/features/content/shop-info.ts)
  if (production)
    problems.push(
      ...shopInfoPlaceholders().map(
        (field) => `storefront: SHOP_INFO.${field} is still a placeholder: the owner fills it in`,
      ),
    )
  if (problems.length > 0) {
    console.error(
      `✗ the "${values.env}" configuration is not safe to deploy:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    )
    process.exit(1)
  }
  console.log(`✓ the "${values.env}" configuration passes the ${production ? 'production' : 'deployment'} checks`)
}
