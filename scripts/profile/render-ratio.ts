// node scripts/profile/render-ratio.ts --port 8851 [--rounds 3 --duration 10 --connections 8 --path /kategorie/whisky]
//
// The uncached-render aim of issue 11 against a running shop: autocannon on the trivial worker route
// (/site-manifest.json) and on a page rendered every time (a query parameter of its own per request, so the edge
// cache misses), as scripts/bench.ts measures them, but the two taking turns for --rounds rounds, because the
// machine is shared: medians of the rounds, and the ratio of the medians (docs/decisions/040-uncached-render.md).
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'

const { values: opts } = parseArgs({
  options: {
    port: { type: 'string', default: '8851' },
    path: { type: 'string', default: '/kategorie/whisky' },
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
  },
})
const base = `http://localhost:${opts.port}`
let n = 0
const stamp = Date.now()

async function load(path: string, unique: boolean) {
  const result = await autocannon({
    url: base + path,
    headers: { cookie: 'age_verified=1' },
    connections: Number(opts.connections),
    duration: Number(opts.duration),
    requests: unique ? [{ setupRequest: (request) => ({ ...request, path: `${path}${path.includes('?') ? '&' : '?'}nocache=${stamp}-${n++}` }) }] : undefined,
  })
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const trivial: number[] = []
const page: number[] = []
for (let round = 0; round < Number(opts.rounds); round++) {
  const t = await load('/site-manifest.json', false)
  const p = await load(opts.path, true)
  trivial.push(t.rps)
  page.push(p.rps)
  console.log(`round ${round + 1}: trivial ${t.rps.toFixed(0)} req/s (p50 ${t.p50} ms), ${opts.path} rendered ${p.rps.toFixed(0)} req/s (p50 ${p.p50} ms, p99 ${p.p99} ms, ${p.errors} errors): ${((p.rps / t.rps) * 100).toFixed(0)} %`)
}
console.log(`medians: trivial ${median(trivial).toFixed(0)} req/s, rendered ${median(page).toFixed(0)} req/s, ratio ${((median(page) / median(trivial)) * 100).toFixed(1)} %`)
