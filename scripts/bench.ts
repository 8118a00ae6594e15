// npm run bench [-- --products 10000 --duration 10 --connections 8 --port 8790]
// node scripts/bench.ts --edge-cache-only --port 8831 [--duration 10 --connections 10]
//   only the edge-cache table, against a shop already running on that port; prints it, writes nothing.
//
// Measures the production build served locally (vite preview = workerd, as `npm start`) on a catalogue scaled
// to --products, and writes the figures and the machine into BENCHMARKS.md. A script, not a test: the numbers
// depend on the machine; the aims are checked and reported, not asserted.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { cpus, freemem, release, totalmem, type } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { benchCheckout } from './bench-checkout.ts'
import { writeEuropeSection } from './bench-europe.ts'
import { benchRoundTrips, roundTripSection } from './bench-round-trips.ts'
import { serverProcesses } from './bench-cpu.ts'
import { edgeCacheLoads, type EdgeCacheBench } from './bench-edge-cache.ts'
import { benchMemory, memoryTable, waitFor, workerdRssMb } from './bench-memory.ts'
import { firstLoadJs, readBudget } from './first-load-js.ts'
import { benchLighthouse, LIGHTHOUSE_RUNS, lighthouseTable } from './bench-lighthouse.ts'

const { values: opts } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
    port: { type: 'string', default: '8790' },
    'inspector-port': { type: 'string', default: '9390' },
    'memory-requests': { type: 'string', default: '1000' },
    state: { type: 'string', default: '.wrangler/bench' },
    'skip-build': { type: 'boolean', default: false },
    'edge-cache-only': { type: 'boolean', default: false },
  },
})
const root = process.cwd()
const bin = join(root, 'node_modules', '.bin')
const base = `http://localhost:${opts.port}`
const env = {
  ...process.env,
  PATH: `${bin}:${process.env.PATH}`,
  WRANGLER_STATE_DIR: opts.state,
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
}
const adult = { cookie: 'age_verified=1' }

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { cwd: root, env, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}`)
  return result.stdout
}

function productCount(): number {
  const out = run(join(bin, 'wrangler'), [
    'd1',
    'execute',
    'shop',
    '--local',
    '-c',
    'api/wrangler.toml',
    '--persist-to',
    opts.state,
    '--json',
    '--command',
    'SELECT COUNT(*) AS n FROM products',
  ])
  return JSON.parse(out)[0].results[0].n as number
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
const ms = (n: number) => `${n.toFixed(1)} ms`

/** autocannon on one path; `unique`: each request with a query parameter of its own, so the edge cache misses. */
async function load(path: string, unique = false, duration = Number(opts.duration)) {
  let n = 0
  const stamp = Date.now()
  const result = await autocannon({
    url: base + path,
    headers: adult,
    connections: Number(opts.connections),
    duration,
    requests: unique
      ? [
          {
            setupRequest: (request: autocannon.Request) => ({
              ...request,
              path: `${path}${path.includes('?') ? '&' : '?'}nocache=${stamp}-${n++}`,
            }),
          },
        ]
      : undefined,
  })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  }
}

/**
 * Sequential requests: p50/p99 of the total time. Each asks with a parameter of its own that the API ignores, so
 * the storefront's cache of public answers (worker/api-cache.ts) is missed and D1 does the work every time.
 */
async function sequential(path: string, count: number) {
  const uncached = (i: number) => `${base}${path}${path.includes('?') ? '&' : '?'}bench=${Date.now()}-${i}`
  for (let i = 0; i < 5; i++) await (await fetch(uncached(-i), { headers: adult })).arrayBuffer()
  const times: number[] = []
  for (let i = 0; i < count; i++) {
    const start = performance.now()
    await (await fetch(uncached(i), { headers: adult })).arrayBuffer()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p99: percentile(times, 99) }
}

/** Time to first byte against total for a streamed page, medians of `count` loads. */
async function streaming(path: string, count: number) {
  const first: number[] = []
  const total: number[] = []
  for (let i = 0; i < count; i++) {
    const start = performance.now()
    // a query of its own each time: a rendered page, as the edge cache would otherwise answer from memory
    const response = await fetch(`${base}${path}${path.includes('?') ? '&' : '?'}nocache=stream-${i}`, {
      headers: adult,
    })
    const reader = response.body!.getReader()
    let sawFirst = false
    for (;;) {
      const { done } = await reader.read()
      if (!sawFirst) {
        first.push(performance.now() - start)
        sawFirst = true
      }
      if (done) break
    }
    total.push(performance.now() - start)
  }
  first.sort((a, b) => a - b)
  total.sort((a, b) => a - b)
  return { ttfb: percentile(first, 50), total: percentile(total, 50) }
}

/** gzip kB of every script a page loads before it is interactive (scripts/first-load-js.ts). */
/** The edge-cache table's run (scripts/bench-edge-cache.ts) against this server, with this run's load settings. */
function edgeCacheBench(pages: Record<string, string>, server: EdgeCacheBench['server']): EdgeCacheBench {
  return { root, base, pages, server, duration: Number(opts.duration), load }
}

async function firstLoadJsOf(path: string) {
  const html = await (await fetch(base + path, { headers: adult })).text()
  return firstLoadJs(html, join(root, 'dist/client'))
}

async function main() {
  if (opts['edge-cache-only']) {
    const bestseller = (await (
      await fetch(`${base}/api/v2/shop/products?itemsPerPage=1&order%5Bbestseller%5D=desc`)
    ).json()) as { 'hydra:member': { slug: string }[] }
    const edge = await edgeCacheLoads(
      edgeCacheBench(
        { home: '/', category: '/kategorie/whisky', product: `/produkt/${bestseller['hydra:member'][0]!.slug}` },
        serverProcesses(opts.port),
      ),
    )
    console.log(
      `autocannon ${opts.connections} connections, ${edge.rounds} rounds × ${edge.seconds} s per row (medians), ${cpus().length} cores, ${base}\n\n${edge.table}\n\n${edge.floor}\n\ncached category page: ${(edge.categoryRatio * 100).toFixed(0)} % of the small static asset, ${(edge.categoryRatioSized * 100).toFixed(0)} % of the one of its size (aim ≥ 80 %)`,
    )
    return
  }
  const wanted = Number(opts.products)
  console.log(`› catalogue of ${wanted} products in ${opts.state}`)
  run(join(bin, 'wrangler'), [
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
  if (productCount() !== wanted)
    run(process.execPath, ['scripts/seed.ts', '--reset', '--state', opts.state, '--products', String(wanted)])
  if (!opts['skip-build']) run(join(bin, 'vite'), ['build'])
  const server: ChildProcess = spawn(join(bin, 'vite'), ['preview', '--port', opts.port, '--strictPort'], {
    cwd: root,
    env,
    stdio: 'ignore',
  })
  try {
    await waitFor(`${base}/site-manifest.json`)
    const category = '/kategorie/whisky'
    const bestseller = (await (
      await fetch(`${base}/api/v2/shop/products?itemsPerPage=1&order%5Bbestseller%5D=desc`)
    ).json()) as { 'hydra:member': { slug: string }[] }
    const product = `/produkt/${bestseller['hydra:member'][0]!.slug}`
    const trivial = '/site-manifest.json'
    console.log('› load: trivial route, category page, product page')
    // rendered every time: the edge cache would otherwise answer (its own table below)
    const loads = {
      trivial: await load(trivial),
      category: await load(category, true),
      product: await load(product, true),
    }
    console.log('› edge cache: a static asset, then home, category and product pages cached and rendered')
    const edge = await edgeCacheLoads(
      edgeCacheBench({ home: '/', category, product }, serverProcesses(opts.port, server.pid)),
    )
    const rss = workerdRssMb(server.pid!)
    // Let the runtime settle after the load runs (garbage collection, queued work) before timing single requests.
    await new Promise((r) => setTimeout(r, 5000))
    console.log('› streaming, facets, first-load JS')
    const stream = await streaming('/', 30)
    const facets = await sequential('/api/v2/shop/products?taxon=whisky&facets=1', 200)
    const search = await sequential('/api/v2/shop/search?q=whisky&facets=1', 200)
    const js = {
      home: await firstLoadJsOf('/'),
      category: await firstLoadJsOf(category),
      product: await firstLoadJsOf(product),
      cart: await firstLoadJsOf('/cart'),
    }
    console.log('› round trips: each page of a visit rendered 5 times, its Server-Timing read')
    const trips = await benchRoundTrips(base, 5)
    console.log('› Lighthouse, mobile, first visit, served gzip-compressed: home, category, product, cart')
    const lighthouse = await benchLighthouse(root, base, { home: '/', category, product, cart: '/cart' })
    console.log('› checkout: 50 orders one after another, then 20 completions at once')
    const checkout = await benchCheckout(base, 50, 20)
    const budget = readBudget(root)
    server.kill('SIGTERM')
    // Its own server: the inspector is on for it (scripts/bench-memory.ts), and the figures above are without it.
    console.log('› memory kept per 1,000 requests after warm-up')
    const memory = await benchMemory({
      root,
      env,
      port: String(Number(opts.port) + 1),
      inspectorPort: opts['inspector-port'],
      category,
      requests: Number(opts['memory-requests']),
      warmup: 1000,
    })
    const worstKb = Math.max(...memory.map((r) => r.storefrontKb + r.apiKb))
    const ratio = (a: number) => `${((a / loads.trivial.rps) * 100).toFixed(0)} %`
    const aim = (ok: boolean) => (ok ? 'met' : '**not met**')
    const cpu = cpus()
    const report = `# Benchmarks

Written by \`npm run bench\` (scripts/bench.ts) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. Production build served by
\`vite preview\` (workerd, both workers, local D1) on this machine; the load generator runs on the same machine,
so the figures are relative, not what the edge would do.

## Machine
- ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM (${(freemem() / 2 ** 30).toFixed(0)} GiB free at the end), ${type()} ${release()}
- Node ${process.version}; catalogue: ${wanted.toLocaleString('en')} products; autocannon ${opts.connections} connections × ${opts.duration} s per route

## Throughput (autocannon)
| route | requests/s | p50 | p99 | vs trivial | errors |
|---|---|---|---|---|---|
| trivial (\`${trivial}\`) | ${loads.trivial.rps.toFixed(0)} | ${ms(loads.trivial.p50)} | ${ms(loads.trivial.p99)} | 100 % | ${loads.trivial.errors} |
| category page, rendered (\`${category}?nocache=…\`) | ${loads.category.rps.toFixed(0)} | ${ms(loads.category.p50)} | ${ms(loads.category.p99)} | ${ratio(loads.category.rps)} | ${loads.category.errors} |
| product page, rendered (\`${product}?nocache=…\`) | ${loads.product.rps.toFixed(0)} | ${ms(loads.product.p50)} | ${ms(loads.product.p99)} | ${ratio(loads.product.rps)} | ${loads.product.errors} |

## Edge cache of shared pages (autocannon, same settings; [decision 020](docs/decisions/020-edge-cache.md))
"Cached" asks the same URL for the whole run after it was stored; "rendered" gives every request a query
parameter of its own, so each one renders and stores (the cost of a miss). ${edge.rounds} rounds of ${edge.seconds} s per row,
the rows taking turns; medians of the rounds.

${edge.table}

${edge.floor}

workerd memory after the load: ${rss.toFixed(0)} MB RSS (this server's workerd; it runs every isolate of the local
stack, not only ours: see the next section).

## Memory kept per 1,000 requests after warm-up (V8 heap after a full GC, both isolates)
Measured by \`npx node scripts/bench-memory.ts\` on its own server with the inspector on: 1,000 requests of warm-up, a
full GC, the heap of the storefront and the shop API isolates, ${opts['memory-requests']} more requests (10 connections), a full GC,
the heaps again. RSS is shown for orientation only: the heap snapshots that force the GC cost workerd RSS
themselves, and the local workerd also runs miniflare's own isolates ([decision 018](docs/decisions/018-ssr-memory.md)).

${memoryTable(memory)}

## Streaming (home page rendered, not from the edge cache; median of 30)
Time to first byte ${ms(stream.ttfb)}, whole page ${ms(stream.total)}.

${roundTripSection(trips)}

## Shop API on ${wanted.toLocaleString('en')} products (200 sequential uncached requests through the storefront proxy)
| call | p50 | p99 |
|---|---|---|
| \`/products?taxon=whisky&facets=1\` | ${ms(facets.p50)} | ${ms(facets.p99)} |
| \`/search?q=whisky&facets=1\` | ${ms(search.p50)} | ${ms(search.p99)} |

## First-load JavaScript (gzip, every script the page loads before it is interactive)
Budgets from \`first-load-js.budget.json\` (the e2e test fails past them); the aim is ${budget.aimKb} kB.
| page | files | gzip | budget |
|---|---|---|---|
${(['home', 'category', 'product', 'cart'] as const).map((page) => `| ${page} | ${js[page].files} | ${js[page].kb.toFixed(1)} kB | ${budget.pages[page]} kB |`).join('\n')}

## Lighthouse (mobile preset, Debian Chromium, first visit: the age gate shows; gzip over ${lighthouse[0]?.protocol === 'h2' ? 'HTTP/2 and TLS' : 'HTTP/1.1'}, as the edge serves)
Run by \`scripts/bench-lighthouse.ts\` (alone: \`npx node scripts/bench-lighthouse.ts --base http://localhost:PORT\`): a proxy compresses the pages on the
fly and speaks HTTP/2 (a self-signed certificate from openssl), as Cloudflare does; over HTTP/1.1 Lighthouse's
simulation would queue a page's ~30 script files on six connections. Each page is run ${LIGHTHOUSE_RUNS} times and the run of
median performance is shown. Lighthouse simulates a slow phone and network, so its figures hold on any machine
more than the ones above, but its blocking time still grows with the machine's load.

${lighthouseTable(lighthouse)}

## Checkout through the storefront proxy (${checkout.orders} orders one after another, one product each)
| step | p50 | p99 |
|---|---|---|
${checkout.steps.map((s) => `| ${s.step} | ${ms(s.p50)} | ${ms(s.p99)} |`).join('\n')}

${checkout.parallel.count} completions sent at once: all answered in ${ms(checkout.parallel.wall)}, ${checkout.parallel.failed} failed.

## Aims
| aim | measured | |
|---|---|---|
| cached category page ≥ 80 % of a static asset's throughput (the small one / one of the page's size) | ${(edge.categoryRatio * 100).toFixed(0)} % / ${(edge.categoryRatioSized * 100).toFixed(0)} % | ${aim(edge.categoryRatio >= 0.8)} / ${aim(edge.categoryRatioSized >= 0.8)} |
| category SSR ≥ 30 % of the trivial route's throughput | ${ratio(loads.category.rps)} | ${aim(loads.category.rps >= 0.3 * loads.trivial.rps)} |
| \`/products\` with facets p50 < 30 ms on 10,000 products | ${ms(facets.p50)} | ${aim(facets.p50 < 30 && wanted >= 10_000)} |
| product page first-load JS ≤ ${budget.aimKb} kB gzip | ${js.product.kb.toFixed(1)} kB | ${aim(js.product.kb <= budget.aimKb)} |
| order completion p50 < 50 ms | ${ms(checkout.steps.at(-1)!.p50)} | ${aim(checkout.steps.at(-1)!.p50 < 50)} |
| Lighthouse performance ≥ 98 on home, category, product and cart | ${lighthouse.map((r) => `${r.page} ${r.performance}`).join(', ')} | ${aim(lighthouse.every((r) => r.performance >= 98))} |
| heap kept < 1 MB per 1,000 requests after warm-up (worst request kind) | ${worstKb.toFixed(0)} kB | ${aim(worstKb < 1024)} |
`
    writeFileSync(join(root, 'BENCHMARKS.md'), report)
    console.log(report)
    console.log(writeEuropeSection(root, trips))
  } finally {
    server.kill('SIGTERM')
  }
}

await main()
