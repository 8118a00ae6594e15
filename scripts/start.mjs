// Sets up and runs the shop locally. Runs on the machine's own Node (20 is enough for this file):
// it installs what is missing, then continues under the project's pinned Node (node_modules/.bin/node).
//
//   node scripts/start.mjs [--dev] [--port N] [--state DIR] [--reset] [--no-serve] [--products N] [--help]
//
// --reset deletes the local data (D1, KV, R2) first; without it a restart keeps carts and orders.
import { spawnSync, spawn } from 'node:child_process'
import { existsSync, rmSync, statSync } from 'node:fs'
import { delimiter, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { localAdminToken } from './admin-token.mjs'

const root = resolve(fileURLToPath(import.meta.url), '../..')
const { values: opts } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.PORT || '' },
    state: { type: 'string', default: process.env.WRANGLER_STATE_DIR || '.wrangler/state' },
    reset: { type: 'boolean', default: false },
    'no-serve': { type: 'boolean', default: false },
    products: { type: 'string', default: '' },
    help: { type: 'boolean', default: false },
  },
})
if (opts.help) {
  // before anything is installed: the README's test runs this on a clean clone's Node
  console.log(`npm start -- [options]      set up the local shop and serve it (npm run dev: the same with vite dev)

  --dev            serve with vite dev and hot reload (port 5173) instead of the production build (port 8787)
  --port N         serve on port N (or PORT=N)
  --state DIR      the local data folder (default .wrangler/state, or WRANGLER_STATE_DIR)
  --reset          delete the local data first: D1, KV and R2 migrated and seeded again
  --no-serve       set up and stop (npm run db:reset is --reset --no-serve)
  --products N     seed N products instead of the demo catalogue's ~330 (with --reset or an empty state)
  --help           print this and stop`)
  process.exit(0)
}
const port = opts.port || (opts.dev ? '5173' : '8787')
const bin = join(root, 'node_modules', '.bin')
const env = {
  ...process.env,
  PATH: `${bin}${delimiter}${process.env.PATH}`,
  WRANGLER_STATE_DIR: opts.state,
  // The machines here reach no Cloudflare endpoint; without these miniflare and wrangler try and log errors.
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
}

function run(command, args) {
  console.log(`\n› ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`✗ ${command} ${args.join(' ')} failed (exit ${result.status})`)
    process.exit(result.status ?? 1)
  }
}

function installIfNeeded() {
  const marker = join(root, 'node_modules', '.package-lock.json')
  const lock = join(root, 'package-lock.json')
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs)
  if (stale) run('npm', [existsSync(lock) ? 'ci' : 'install'])
}

installIfNeeded()
const node = join(bin, 'node')
if (opts.reset) {
  console.log(`\n› removing local data in ${opts.state}`)
  rmSync(join(root, opts.state), { recursive: true, force: true })
}
run(node, [
  join(bin, 'wrangler'),
  'd1',
  'migrations',
  'apply',
  'shop',
  '--local',
  '-c',
  'api/wrangler.toml',
  '--persist-to',
  opts.state,
])
run(node, [
  'scripts/seed.ts',
  '--if-empty',
  '--state',
  opts.state,
  ...(opts.products ? ['--products', opts.products] : []),
])
// idempotent, so on every start, even when the catalogue was kept: edited content/ files show up on restart
run(node, ['scripts/content-import.ts', '--state', opts.state])
if (opts['no-serve']) process.exit(0)
// the admin API's local staff token (api/.dev.vars), before the build copies it for the preview's API worker
localAdminToken(root)
if (!opts.dev) run(node, [join(bin, 'vite'), 'build'])
// the staff console on http://admin.localhost (decision 049): its own build, also for `--dev`
run(node, [join(bin, 'vite'), 'build', '-c', 'console/vite.config.ts'])

const server = spawn(node, [join(bin, 'vite'), opts.dev ? 'dev' : 'preview', '--port', port, '--strictPort'], {
  cwd: root,
  env,
  stdio: 'inherit',
})
console.log(`\n› the shop runs on http://localhost:${port}`)
console.log(`› the staff console on http://admin.localhost:${port} (sign in as a test person on the page it opens)`)
console.log(`› the admin API on http://admin.localhost:${port}/api/v2/admin (token: npm run --silent admin:token)`)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
