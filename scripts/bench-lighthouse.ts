// node scripts/bench-lighthouse.ts --base http://localhost:8787 [--product /produkt/slug]
//
// Lighthouse (mobile preset, Debian Chromium) on home, category, product and cart of a running shop, as a
// first visit (no cookies: the age gate shows), with the pages served gzip-compressed as production sends them:
// the local server sends HTML uncompressed so it can stream (worker/pages.ts), so a small proxy compresses on the
// fly, flushing each chunk, and the streaming is kept. Prints the table; scripts/bench.ts puts it in BENCHMARKS.md.
// Lighthouse is fetched by npx at a fixed version (not a dependency of the shop; about 30 s the first time).
import { spawn } from 'node:child_process'
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { constants, createGzip } from 'node:zlib'

const LIGHTHOUSE = 'lighthouse@13.5.0'
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|ld\+json|xml|manifest\+json)|image\/svg\+xml)/

/** A proxy in front of `target` that gzips what a browser would get gzipped, chunk by chunk. */
function gzipProxy(target: URL): Promise<{ origin: string; close: () => void }> {
  const server: Server = createServer((incoming, outgoing) => {
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers: { ...incoming.headers, host: target.host, 'accept-encoding': 'identity' } },
      (answer: IncomingMessage) => {
        const headers = { ...answer.headers }
        const type = String(headers['content-type'] ?? '')
        const encoded = headers['content-encoding'] && headers['content-encoding'] !== 'identity'
        const wantsGzip = /\bgzip\b/.test(String(incoming.headers['accept-encoding'] ?? ''))
        if (encoded || !wantsGzip || !COMPRESSIBLE.test(type)) {
          outgoing.writeHead(answer.statusCode ?? 502, headers)
          answer.pipe(outgoing)
          return
        }
        delete headers['content-length']
        headers['content-encoding'] = 'gzip'
        headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding'
        outgoing.writeHead(answer.statusCode ?? 502, headers)
        answer.pipe(createGzip({ flush: constants.Z_SYNC_FLUSH })).pipe(outgoing)
      },
    )
    upstream.on('error', () => outgoing.destroy())
    incoming.pipe(upstream)
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      resolve({ origin: `http://localhost:${port}`, close: () => server.close() })
    })
  })
}

type Report = {
  categories: Record<string, { score: number | null }>
  audits: Record<string, { numericValue?: number }>
}

function runLighthouse(url: string, root: string): Promise<Report> {
  const args = [
    '--yes',
    LIGHTHOUSE,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-path=${process.env.CHROMIUM_PATH || '/usr/bin/chromium'}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
  ]
  // the project's own Node (Lighthouse 13 wants a newer one than some machines have)
  const env = { ...process.env, PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}` }
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    child.on('close', (code) => {
      try {
        resolve(JSON.parse(out) as Report)
      } catch {
        reject(new Error(`lighthouse ${url} exited ${code}: ${err.slice(-500)}`))
      }
    })
  })
}

export type LighthouseRow = { page: string; path: string; performance: number; accessibility: number; bestPractices: number; seo: number; lcpMs: number; tbtMs: number; cls: number }

const score = (report: Report, category: string) => Math.round((report.categories[category]?.score ?? 0) * 100)

/** The four pages through the compressing proxy, one after another. */
export async function benchLighthouse(root: string, base: string, pages: Record<string, string>): Promise<LighthouseRow[]> {
  const proxy = await gzipProxy(new URL(base))
  try {
    const rows: LighthouseRow[] = []
    for (const [page, path] of Object.entries(pages)) {
      const report = await runLighthouse(proxy.origin + path, root)
      rows.push({
        page,
        path,
        performance: score(report, 'performance'),
        accessibility: score(report, 'accessibility'),
        bestPractices: score(report, 'best-practices'),
        seo: score(report, 'seo'),
        lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? 0,
        tbtMs: report.audits['total-blocking-time']?.numericValue ?? 0,
        cls: report.audits['cumulative-layout-shift']?.numericValue ?? 0,
      })
    }
    return rows
  } finally {
    proxy.close()
  }
}

export function lighthouseTable(rows: LighthouseRow[]): string {
  return [
    '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.page} (\`${r.path}\`) | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(1)} s | ${r.tbtMs.toFixed(0)} ms | ${r.cls.toFixed(3)} |`,
    ),
  ].join('\n')
}

/** The bestseller's page: the product row of the benchmark. */
export async function bestsellerPath(base: string): Promise<string> {
  const answer = (await (await fetch(`${base}/api/v2/shop/products?itemsPerPage=1&order%5Bbestseller%5D=desc`)).json()) as { 'hydra:member': { slug: string }[] }
  return `/produkt/${answer['hydra:member'][0]!.slug}`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { base: { type: 'string', default: 'http://localhost:8787' }, category: { type: 'string', default: '/kategorie/whisky' } } })
  const base = values.base
  const rows = await benchLighthouse(process.cwd(), base, { home: '/', category: values.category, product: await bestsellerPath(base), cart: '/cart' })
  console.log(lighthouseTable(rows))
}
