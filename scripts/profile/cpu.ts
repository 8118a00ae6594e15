// node scripts/profile/cpu.ts --port 8851 --inspector-port 9851 [--path /kategorie/whisky] [--requests 300] [--out /tmp/prof]
// node scripts/profile/cpu.ts --summarise a.cpuprofile [--top 40]
//
// CPU profile of the storefront and the shop API isolates while a page is rendered without the edge cache (a
// query parameter of its own per request, as scripts/bench.ts does), against a server started with the
// inspector on (INSPECTOR_PORT, vite.config.ts). Saves one .cpuprofile per isolate (open it in Chrome
// DevTools) and prints each one's self time by function and by module: where an uncached render spends its
// time (docs/decisions/040-uncached-render.md).
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { connectInspector } from '../memory/cdp.ts'

type Node = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
  children?: number[]
}
type Profile = { nodes: Node[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] }

/** The module of a script URL: the package under node_modules, else the file's last two path parts. */
function moduleOf(url: string): string {
  if (!url) return '(runtime)'
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (pkg) return pkg[1]!
  return url.split('/').slice(-2).join('/')
}

/** Self time (ms) per function and per module, from the samples and their time deltas. */
export function summarise(profile: Profile, top = 30): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const selfMs = new Map<number, number>()
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i]!
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000)
  }
  const fns = new Map<string, number>()
  const modules = new Map<string, number>()
  let total = 0
  for (const [id, ms] of selfMs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame
    const fn = `${functionName || '(anonymous)'} ${moduleOf(url)}:${lineNumber + 1}`
    fns.set(fn, (fns.get(fn) ?? 0) + ms)
    modules.set(moduleOf(url), (modules.get(moduleOf(url)) ?? 0) + ms)
    total += ms
  }
  const busy = total - (fns.get('(idle) (runtime):0') ?? 0)
  const rows = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => `${ms.toFixed(0).padStart(7)} ms ${((ms / busy) * 100).toFixed(1).padStart(5)} %  ${name}`)
  return [
    `sampled ${total.toFixed(0)} ms, not idle ${busy.toFixed(0)} ms`,
    '',
    'by module (self):',
    ...rows(modules),
    '',
    'by function (self):',
    ...rows(fns),
  ].join('\n')
}

const { values: opts } = parseArgs({
  options: {
    port: { type: 'string', default: '8851' },
    'inspector-port': { type: 'string', default: '9851' },
    path: { type: 'string', default: '/kategorie/whisky' },
    requests: { type: 'string', default: '300' },
    connections: { type: 'string', default: '4' },
    out: { type: 'string', default: '/tmp/profile' },
    summarise: { type: 'string' },
    top: { type: 'string', default: '30' },
  },
})

if (opts.summarise) {
  console.log(summarise(JSON.parse(readFileSync(opts.summarise, 'utf8')) as Profile, Number(opts.top)))
} else {
  const base = `http://localhost:${opts.port}`
  const workers = ['storefront', 'shop-api']
  const inspectors = await Promise.all(workers.map((name) => connectInspector(Number(opts['inspector-port']), name)))
  let n = 0
  const stamp = Date.now()
  const send = (amount: number) =>
    autocannon({
      url: base + opts.path,
      headers: { cookie: 'age_verified=1' },
      connections: Number(opts.connections),
      amount,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: `${opts.path}${opts.path.includes('?') ? '&' : '?'}nocache=prof-${stamp}-${n++}`,
          }),
        },
      ],
    })
  await send(100) // warm-up: compiled code, the API cache of the worker
  for (const inspector of inspectors) {
    await inspector.send('Profiler.enable')
    await inspector.send('Profiler.setSamplingInterval', { interval: 200 })
    await inspector.send('Profiler.start')
  }
  const result = await send(Number(opts.requests))
  mkdirSync(opts.out, { recursive: true })
  for (const [i, inspector] of inspectors.entries()) {
    const { profile } = await inspector.send<{ profile: Profile }>('Profiler.stop')
    const file = join(opts.out, `${workers[i]}.cpuprofile`)
    writeFileSync(file, JSON.stringify(profile))
    console.log(`\n=== ${workers[i]} (${file}) ===\n${summarise(profile, Number(opts.top))}`)
    inspector.close()
  }
  console.log(
    `\n${result.requests.total} requests, ${result.errors + result.non2xx} errors, ${result.requests.average} req/s, p50 ${result.latency.p50} ms`,
  )
}
