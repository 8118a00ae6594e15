// node scripts/bench-memory.ts [--skip-build] [--state .wrangler/mem] [--requests 1000] [--warmup 1000]
//
// What stays in the isolates per request: the production build under vite preview (workerd, both workers),
// with the inspector on (INSPECTOR_PORT, vite.config.ts). For each kind of request: a warm-up (JIT code,
// caches of public API answers, lazily built tables), a full GC, the V8 heap of the storefront and the shop
// API isolates, `--requests` more requests (autocannon, 10 connections), a full GC, the heaps again. The
// warm-up is long because V8 keeps compiling for a while: after 300 category pages the next 1,000 still add
// about 0.9 MB of optimised code, after 1,300 only tens of kB. The difference per 1,000 requests is what
// each request keeps for good. Runs alone (on a seeded state, e.g. the one `npm start -- --state
// .wrangler/mem` made) or from scripts/bench.ts, which writes it into BENCHMARKS.md.
//
// Heap, not RSS, is the figure: a heap snapshot (the only full GC workerd's inspector offers, scripts/memory/
// cdp.ts) costs workerd tens of MB of RSS itself, and RSS also holds what the allocator keeps after a peak.
// RSS is reported beside it for orientation; scripts/memory/rss-rounds.ts measures RSS in rounds, and
// docs/decisions/018-ssr-memory.md has its figures.
import { spawn, spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { connectInspector } from './memory/cdp.ts'

export type MemoryTarget = {
  name: string
  path: string
  /** a query parameter of its own per request, so no cache answers */ unique?: boolean
}

export type MemoryRow = MemoryTarget & {
  requests: number
  errors: number
  /** kB of V8 heap kept per 1,000 requests after a full GC, per isolate */
  storefrontKb: number
  apiKb: number
  rssBeforeMb: number
  rssAfterMb: number
}

const WORKERS = ['storefront', 'shop-api'] as const

/**
 * RSS of the workerd that `vite preview` (process `serverPid`) started, in MB. Only that one: other working
 * copies on the same machine run their own workerd.
 */
export function workerdRssMb(serverPid: number): number {
  const pids = spawnSync('pgrep', ['-P', String(serverPid), 'workerd'], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
  if (pids.length === 0) return NaN
  const out = spawnSync('ps', ['-o', 'rss=', '-p', pids.join(',')], { encoding: 'utf8' }).stdout
  return (
    out
      .split('\n')
      .filter(Boolean)
      .reduce((sum, line) => sum + Number(line), 0) / 1024
  )
}

async function send(base: string, target: MemoryTarget, amount: number, offset: number) {
  let n = offset
  const separator = target.path.includes('?') ? '&' : '?'
  const result = await autocannon({
    url: base + target.path,
    headers: { cookie: 'age_verified=1' },
    connections: 10,
    amount,
    requests: target.unique
      ? [{ setupRequest: (request) => ({ ...request, path: `${target.path}${separator}memory=${n++}` }) }]
      : undefined,
  })
  return { total: result.requests.total, errors: result.errors + result.non2xx }
}

/** Retained heap per 1,000 requests after warm-up, for each target, against a server whose inspector is on. */
export async function measureRetainedMemory(options: {
  base: string
  inspectorPort: number
  targets: MemoryTarget[]
  requests: number
  warmup: number
  /** the vite preview process, for the RSS of its workerd */
  serverPid: number
  log?: (line: string) => void
}): Promise<MemoryRow[]> {
  const inspectors = await Promise.all(WORKERS.map((name) => connectInspector(options.inspectorPort, name)))
  const heaps = async () => Promise.all(inspectors.map((inspector) => inspector.usedHeapAfterGc()))
  const rows: MemoryRow[] = []
  try {
    for (const target of options.targets) {
      await send(options.base, target, options.warmup, 0)
      const before = await heaps()
      const rssBeforeMb = workerdRssMb(options.serverPid)
      const { total, errors } = await send(options.base, target, options.requests, options.warmup)
      const after = await heaps()
      const perThousand = (i: number) => ((after[i]! - before[i]!) / 1024) * (1000 / total)
      const row = {
        ...target,
        requests: total,
        errors,
        storefrontKb: perThousand(0),
        apiKb: perThousand(1),
        rssBeforeMb,
        rssAfterMb: workerdRssMb(options.serverPid),
      }
      options.log?.(
        `  ${target.name}: storefront ${row.storefrontKb.toFixed(0)} kB, API ${row.apiKb.toFixed(0)} kB per 1,000 (${total} requests, ${errors} errors)`,
      )
      rows.push(row)
    }
  } finally {
    for (const inspector of inspectors) inspector.close()
  }
  return rows
}

export function memoryTable(rows: MemoryRow[]): string {
  const kb = (n: number) => `${n.toFixed(0)} kB`
  return [
    '| request | requests | storefront heap kept per 1,000 | shop API heap kept per 1,000 | workerd RSS before → after |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} (\`${r.path}\`${r.unique ? ', a new query each' : ''}) | ${r.requests}${r.errors ? ` (${r.errors} errors)` : ''} | ${kb(r.storefrontKb)} | ${kb(r.apiKb)} | ${r.rssBeforeMb.toFixed(0)} → ${r.rssAfterMb.toFixed(0)} MB |`,
    ),
  ].join('\n')
}

/** The targets of the benchmark: a category page, a product page, the proxy from the cache and through to D1. */
export function memoryTargets(category: string, product: string): MemoryTarget[] {
  return [
    { name: 'category page', path: category },
    { name: 'product page', path: product },
    { name: 'API through the proxy, cached', path: '/api/v2/shop/taxons' },
    { name: 'API through the proxy, to D1', path: '/api/v2/shop/products?taxon=rum&itemsPerPage=12', unique: true },
  ]
}

/** Resolves once `url` answers 200 (a server coming up); throws after `ms`. */
export async function waitFor(url: string, ms = 120_000): Promise<void> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not come up`)
}

/** Serves the build with the inspector on (its own port and inspector port), measures, stops the server. */
export async function benchMemory(options: {
  root: string
  env: NodeJS.ProcessEnv
  port: string
  inspectorPort: string
  category: string
  requests: number
  warmup: number
}) {
  const bin = join(options.root, 'node_modules', '.bin')
  const base = `http://localhost:${options.port}`
  const server = spawn(join(bin, 'vite'), ['preview', '--port', options.port, '--strictPort'], {
    cwd: options.root,
    env: { ...options.env, INSPECTOR_PORT: options.inspectorPort },
    stdio: 'ignore',
  })
  try {
    await waitFor(`${base}/site-manifest.json`)
    const bestseller = (await (
      await fetch(`${base}/api/v2/shop/products?itemsPerPage=1&order%5Bbestseller%5D=desc`)
    ).json()) as { 'hydra:member': { slug: string }[] }
    const product = `/produkt/${bestseller['hydra:member'][0]!.slug}`
    return await measureRetainedMemory({
      base,
      inspectorPort: Number(options.inspectorPort),
      targets: memoryTargets(options.category, product),
      requests: options.requests,
      warmup: options.warmup,
      serverPid: server.pid!,
      log: console.log,
    })
  } finally {
    server.kill('SIGTERM')
  }
}

if (import.meta.main) {
  const { values: opts } = parseArgs({
    options: {
      port: { type: 'string', default: '8791' },
      'inspector-port': { type: 'string', default: '9391' },
      state: { type: 'string', default: '.wrangler/mem' },
      category: { type: 'string', default: '/kategorie/rum' },
      requests: { type: 'string', default: '1000' },
      warmup: { type: 'string', default: '1000' },
      'skip-build': { type: 'boolean', default: false },
    },
  })
  const root = process.cwd()
  const bin = join(root, 'node_modules', '.bin')
  const env = {
    ...process.env,
    PATH: `${bin}:${process.env.PATH}`,
    WRANGLER_STATE_DIR: opts.state,
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_SEND_METRICS: 'false',
  }
  if (!opts['skip-build']) spawnSync(join(bin, 'vite'), ['build'], { cwd: root, env, stdio: 'inherit' })
  console.log(
    `› retained memory, ${opts.warmup} requests of warm-up, then ${opts.requests} measured (state ${opts.state})`,
  )
  const rows = await benchMemory({
    root,
    env,
    port: opts.port,
    inspectorPort: opts['inspector-port'],
    category: opts.category,
    requests: Number(opts.requests),
    warmup: Number(opts.warmup),
  })
  console.log(`\n${memoryTable(rows)}`)
}
