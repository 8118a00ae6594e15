// Deploys both workers to one wrangler environment (docs/operations.md, docs/decisions/030-deploy-and-logs.md).
//
//   node scripts/deploy.ts [--env production|staging] [--dry-run]     (npm run deploy -- --env staging)
//
// In order: `npm run check:production` (for staging only its deployment rules), the Vite build for that environment, the remote D1
// migrations, the API worker, then the storefront: the storefront's service binding needs the API deployed first.
// --dry-run builds and has wrangler check and bundle both workers without contacting Cloudflare (no check, no
// migrations): `npm run test:deploy`, part of `npm test`, so a broken production bundle fails CI.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

export const ENVIRONMENTS = ['staging', 'production'] as const
export type Environment = (typeof ENVIRONMENTS)[number]
export type Step = { title: string; args: string[]; env?: Record<string, string> }

/** The commands of one deploy, each run with the project's Node from the repository root. */
export function deployPlan(env: Environment, dryRun: boolean): Step[] {
  const wrangler = 'node_modules/wrangler/bin/wrangler.js'
  const dry = (name: string) => (dryRun ? ['--dry-run', '--outdir', `.wrangler/dry-run/${env}/${name}`] : [])
  return [
    ...(dryRun ? [] : [{ title: 'check the configuration', args: ['scripts/check-production.ts', '--env', env] }]),
    // its own output folder: dist/ stays the local build that `vite preview` serves
    {
      title: `build for ${env}`,
      args: ['node_modules/vite/bin/vite.js', 'build', '--outDir', `.wrangler/build/${env}`],
      env: { CLOUDFLARE_ENV: env },
    },
    // the staff console (decision 049): the API worker's static assets, console/dist, the same for every environment
    { title: 'build the console', args: ['node_modules/vite/bin/vite.js', 'build', '-c', 'console/vite.config.ts'] },
    ...(dryRun
      ? []
      : [
          {
            title: 'apply the D1 migrations',
            args: [wrangler, 'd1', 'migrations', 'apply', 'DB', '--remote', '-c', 'api/wrangler.toml', '--env', env],
          },
        ]),
    // the API from its source (wrangler bundles it); the storefront as Vite built it (.wrangler/deploy/config.json
    // points wrangler at that build's generated wrangler.json, which must have been built for the same --env)
    {
      title: 'deploy the API worker',
      args: [wrangler, 'deploy', '-c', 'api/wrangler.toml', '--env', env, ...dry('api')],
    },
    { title: 'deploy the storefront worker', args: [wrangler, 'deploy', '--env', env, ...dry('storefront')] },
  ]
}

function main(): number {
  const root = resolve(fileURLToPath(import.meta.url), '../..')
  const { values } = parseArgs({
    options: { env: { type: 'string', default: 'production' }, 'dry-run': { type: 'boolean', default: false } },
  })
  const env = values.env as Environment
  if (!ENVIRONMENTS.includes(env)) {
    console.error(`✗ unknown environment "${values.env}": one of ${ENVIRONMENTS.join(', ')}`)
    return 2
  }
  const dryRun = values['dry-run']
  // the build rewrites the pointer `vite preview` and `wrangler deploy` follow; put the local one back afterwards
  const pointer = join(root, '.wrangler/deploy/config.json')
  const previous = existsSync(pointer) ? readFileSync(pointer, 'utf8') : null
  const done: string[] = []
  try {
    for (const step of deployPlan(env, dryRun)) {
      console.log(
        `\n› ${step.title}: ${
          step.env
            ? `${Object.entries(step.env)
                .map(([k, v]) => `${k}=${v} `)
                .join('')}`
            : ''
        }node ${step.args.join(' ')}`,
      )
      const result = spawnSync(process.execPath, step.args, {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          ...step.env,
          WRANGLER_SEND_METRICS: 'false',
          ...(dryRun ? { CLOUDFLARE_CF_FETCH_ENABLED: 'false' } : {}),
        },
      })
      if (result.status !== 0) {
        console.error(
          `\n✗ ${step.title} failed (exit ${result.status}); done before it: ${done.join(', ') || 'nothing'}`,
        )
        return result.status ?? 1
      }
      done.push(step.title)
    }
  } finally {
    if (previous === null) rmSync(pointer, { force: true })
    else writeFileSync(pointer, previous)
  }
  console.log(`\n✓ ${dryRun ? 'dry run of' : 'deployed'} "${env}": ${done.join(', ')}`)
  return 0
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main()
