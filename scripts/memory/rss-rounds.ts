// node scripts/memory/rss-rounds.ts --url http://localhost:8811/kategorie/rum [--rounds 3] [--seconds 15] [--gc]
//     [--inspector-port 9311]
//
// Rounds of load (autocannon, 10 connections) against a served build, as the issue measured it, with the RSS of
// that server's workerd after each round. With --gc (needs INSPECTOR_PORT on the server) every isolate in that
// workerd is collected after each round first: ours through miniflare's inspector proxy, miniflare's own
// (entry worker, asset router, D1, observability collector…) through workerd's inspector. What RSS still gains
// then is outside every V8 heap. Prints the heap of each isolate at the end.
import { execFileSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { connect, connectInspector } from './cdp.ts'

const { values: opts } = parseArgs({
  options: {
    url: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '15' },
    gc: { type: 'boolean', default: false },
    'inspector-port': { type: 'string', default: '9311' },
  },
})
if (!opts.url) throw new Error('--url is required')
const url = new URL(opts.url)

/** Listening TCP ports of a process, from `ss`. */
function listeningPorts(pid: string): string[] {
  const out = execFileSync('ss', ['-ltnpH'], { encoding: 'utf8' })
  return out
    .split('\n')
    .filter((line) => line.includes(`pid=${pid},`))
    .map((line) => line.split(/\s+/)[3]!.split(':').at(-1)!)
}

function pidListeningOn(port: string): string {
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }).split('\n')[0] ?? ''
  const pid = /pid=(\d+)/.exec(line)?.[1]
  if (!pid) throw new Error(`nothing listens on port ${port}`)
  return pid
}

const server = pidListeningOn(url.port)
const workerd = execFileSync('pgrep', ['-P', server, 'workerd'], { encoding: 'utf8' }).trim().split('\n')[0]!
const rssMb = () => Number(execFileSync('ps', ['-o', 'rss=', '-p', workerd], { encoding: 'utf8' })) / 1024

/** workerd's own inspector: the port of this workerd whose /json lists miniflare's entry worker. */
async function workerdInspector(): Promise<{ port: string; ids: string[] }> {
  for (const port of listeningPorts(workerd)) {
    try {
      const list = (await (
        await fetch(`http://127.0.0.1:${port}/json`, { signal: AbortSignal.timeout(2000) })
      ).json()) as { id: string }[]
      if (list.some((target) => target.id === 'core:entry')) return { port, ids: list.map((target) => target.id) }
    } catch {
      // another of its sockets
    }
  }
  throw new Error('no workerd inspector found: serve with INSPECTOR_PORT set (vite.config.ts)')
}

const OURS = ['storefront', 'shop-api']

/** Full GC in every isolate; returns each one's used heap in MB afterwards. */
async function collectEverywhere(): Promise<Map<string, number>> {
  const heaps = new Map<string, number>()
  const { port, ids } = await workerdInspector()
  for (const id of ids) {
    // ours are held by miniflare's proxy, which allows one client: reach them through it
    const ours = OURS.find((name) => id === `core:user:${name}`)
    const inspector = ours
      ? await connectInspector(Number(opts['inspector-port']), ours)
      : await connect(`ws://127.0.0.1:${port}/${id}`)
    if (process.env.DEBUG_MEMORY) console.log(`  collecting ${id}`)
    heaps.set(id, (await inspector.usedHeapAfterGc()) / 2 ** 20)
    inspector.close()
  }
  return heaps
}

console.log(`workerd ${workerd} of the server on port ${url.port}: ${rssMb().toFixed(0)} MB RSS`)
let heaps: Map<string, number> | undefined
if (opts.gc) {
  heaps = await collectEverywhere()
  console.log(`after a full GC everywhere: ${rssMb().toFixed(0)} MB RSS`)
}
for (let round = 1; round <= Number(opts.rounds); round++) {
  const result = await autocannon({
    url: url.href,
    headers: { cookie: 'age_verified=1' },
    connections: 10,
    duration: Number(opts.seconds),
  })
  let line = `round ${round}: ${result.requests.total} requests (${result.non2xx + result.errors} failed), ${rssMb().toFixed(0)} MB RSS`
  if (opts.gc) {
    heaps = await collectEverywhere()
    const sum = [...heaps.values()].reduce((a, b) => a + b, 0)
    line += `; after a full GC everywhere ${rssMb().toFixed(0)} MB RSS, V8 heaps ${sum.toFixed(1)} MB in all`
  }
  console.log(line)
}
if (heaps) for (const [id, mb] of heaps) console.log(`  ${id.padEnd(46)} ${mb.toFixed(1)} MB`)
