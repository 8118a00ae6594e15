// The edge-cache table of `npm run bench` (scripts/bench.ts): cached and rendered pages against static assets and
// the trivial worker route, and what stands between a hit and the asset's speed.
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { cpuPerRequest, type CpuSample, sampleCpu, type ServerProcesses } from './bench-cpu.ts'

export type LoadResult = { rps: number; p50: number; p99: number; errors: number; total: number }

export type EdgeCacheBench = {
  root: string
  base: string
  /** name → path of the pages to serve cached and rendered; `category` is the one the aim is about */
  pages: Record<string, string>
  server: ServerProcesses | null
  /** seconds per row, shared out over the rounds */
  duration: number
  /** autocannon on one path (`unique`: a query parameter of its own per request, so the edge cache misses) */
  load: (path: string, unique: boolean, seconds: number) => Promise<LoadResult>
}

const adult = { cookie: 'age_verified=1' }
const ms = (n: number) => `${n.toFixed(1)} ms`

/**
 * The edge cache (docs/decisions/020-edge-cache.md): each page served from the cache (warmed first, then the
 * same URL for the whole run) and rendered every time (a query parameter of its own per request: a miss that
 * renders and stores), against a static asset served by the platform (a small one, and the one closest in
 * size to the category page: locally every byte crosses vite preview's proxy) and the trivial worker route.
 * The rows take turns in rounds of --duration/5 seconds and each figure is the median of its rounds, so a
 * neighbour's load on a shared machine weighs on every row alike.
 */
export async function edgeCacheLoads({ root, base, pages, server, duration, load }: EdgeCacheBench) {
  const xCache = async (path: string) =>
    await fetch(base + path, { headers: adult }).then(async (r) => (await r.arrayBuffer(), r.headers.get('x-cache')))
  const pageBytes = (await (await fetch(base + pages.category!, { headers: adult })).arrayBuffer()).byteLength
  const sized = readdirSync(join(root, 'dist/client/assets'))
    .map((name) => ({ name, size: statSync(join(root, 'dist/client/assets', name)).size }))
    .sort((a, b) => Math.abs(a.size - pageBytes) - Math.abs(b.size - pageBytes))[0]!
  const specs: { name: string; path: string; unique: boolean; state: string }[] = [
    { name: 'static asset', path: '/favicon.svg', unique: false, state: '—' },
    {
      name: `static asset of ${(sized.size / 1024).toFixed(0)} kB (category page: ${(pageBytes / 1024).toFixed(0)} kB)`,
      path: `/assets/${sized.name}`,
      unique: false,
      state: '—',
    },
    { name: 'trivial worker route', path: '/site-manifest.json', unique: false, state: '—' },
  ]
  for (const [name, path] of Object.entries(pages)) {
    for (let i = 0; i < 50 && (await xCache(path)) !== 'hit'; i++) await new Promise((r) => setTimeout(r, 100))
    specs.push({ name: `${name}, cached`, path, unique: false, state: (await xCache(path)) ?? '?' })
    specs.push({ name: `${name}, rendered`, path, unique: true, state: 'miss' })
  }
  const rounds = 5
  const seconds = Math.max(1, Math.round(duration / rounds))
  const results = specs.map(() => [] as (Awaited<ReturnType<typeof load>> & { cpu: CpuSample })[])
  for (let round = 0; round < rounds; round++) {
    for (const [i, spec] of specs.entries()) {
      const before = sampleCpu(server)
      const run = await load(spec.path, spec.unique, seconds)
      results[i]!.push({ ...run, cpu: cpuPerRequest(before, sampleCpu(server), run.total) })
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const rows = specs.map((spec, i) => {
    const runs = results[i]!
    return {
      ...spec,
      rps: median(runs.map((r) => r.rps)),
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
      workerdMs: median(runs.map((r) => r.cpu.workerd)),
      nodeMs: median(runs.map((r) => r.cpu.node)),
    }
  })
  const assetRps = rows[0]!.rps
  const sizedRps = rows[1]!.rps
  const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(0)} %`
  const table = [
    '| page | x-cache | requests/s | p50 | p99 | vs static asset | vs asset of its size | workerd CPU / request | Node CPU / request | errors |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} (\`${r.path}${r.unique ? '?nocache=…' : ''}\`) | ${r.state} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} | ${pct(r.rps, assetRps)} | ${pct(r.rps, sizedRps)} | ${r.workerdMs.toFixed(2)} ms | ${r.nodeMs.toFixed(2)} ms | ${r.errors} |`,
    ),
  ].join('\n')
  const category = rows.find((r) => r.name === 'category, cached')!
  const route = rows.find((r) => r.name === 'trivial worker route')!
  // What stands between a hit and the asset's speed: the same worker answering with no page at all (the
  // trivial route: request log, security headers, redirect table, route match) sets the floor a hit cannot beat.
  const floor =
    `The trivial worker route, the storefront worker answering with no page, runs at ${pct(route.rps, assetRps)} of the ` +
    `static asset and ${pct(route.rps, sizedRps)} of the one of the page's size; the cached category page at ` +
    `${pct(category.rps, route.rps)} of that route (workerd CPU ${category.workerdMs.toFixed(2)} against ` +
    `${route.workerdMs.toFixed(2)} ms per request). A hit cannot be faster than the worker it runs in: the part above ` +
    `that route is the page's own cost, the rest is the worker's floor ([decision 059](docs/decisions/059-cached-page-csp-hashes.md)).`
  return {
    table,
    floor,
    categoryRatio: category.rps / assetRps,
    categoryRatioSized: category.rps / sizedRps,
    rounds,
    seconds,
  }
}
