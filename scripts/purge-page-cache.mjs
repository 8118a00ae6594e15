// Purges the edge cache of shared pages (docs/decisions/020-edge-cache.md) by bumping the cache generation
// in the storefront's KV namespace CACHE: every stored page becomes a miss within about a minute (KV's
// read cache) and is rendered again on its next request. Nothing is deleted: old copies expire on their own.
//
//   node scripts/purge-page-cache.mjs                       local shop (npm start), state in .wrangler/state
//   node scripts/purge-page-cache.mjs --state DIR           local shop with another data folder
//   node scripts/purge-page-cache.mjs --remote --env production
import { spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const root = resolve(fileURLToPath(import.meta.url), '../..')
const { values: opts } = parseArgs({
  options: {
    remote: { type: 'boolean', default: false },
    env: { type: 'string', default: '' },
    state: { type: 'string', default: process.env.WRANGLER_STATE_DIR || '.wrangler/state' },
  },
})
// the key and its meaning: worker/page-cache.ts (GENERATION_KEY); any new value purges, the time is readable
const generation = String(Date.now())
const args = ['kv', 'key', 'put', 'page-cache:generation', generation, '--binding', 'CACHE', '-c', 'wrangler.toml']
args.push(...(opts.remote ? ['--remote'] : ['--local', '--persist-to', opts.state]))
if (opts.env) args.push('--env', opts.env)
// under the project's own Node (decision 003), as scripts/start.mjs does: wrangler needs a newer one than 20
const bin = join(root, 'node_modules', '.bin')
const result = spawnSync(join(bin, 'node'), [join(bin, 'wrangler'), ...args], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
})
if (result.status !== 0) process.exit(result.status ?? 1)
console.log(`page cache generation is now ${generation}: shared pages render again within a minute`)
