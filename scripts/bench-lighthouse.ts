// node scripts/bench-lighthouse.ts --base http://localhost:8787 [--category /kategorie/slug] [--runs 3]
//
// Lighthouse (mobile preset, Debian Chromium) on home, category, product and cart of a running shop, as a
// first visit (no cookies: the age gate shows), with the pages served gzip-compressed as production sends them:
// the local server sends HTML uncompressed so it can stream (worker/pages.ts), so a small proxy compresses on the
// fly, flushing each chunk, and the streaming is kept; it speaks HTTP/2 over TLS as the edge does. Prints the table; scripts/bench.ts puts it in BENCHMARKS.md.
// Lighthouse is fetched by npx at a fixed version (not a dependency of the shop; about 30 s the first time).
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { constants, createGzip } from 'node:zlib'

const LIGHTHOUSE = 'lighthouse@13.5.0'
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|ld\+json|xml|manifest\+json)|image\/svg\+xml)/

/** Headers HTTP/1.1 may carry and HTTP/2 forbids (RFC 9113 section 8.2.2). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']

/**
 * A self-signed certificate for localhost (openssl), so the proxy can speak HTTP/2 as the edge does: Chromium
 * speaks HTTP/2 only over TLS. Null where openssl is missing (then HTTP/1.1, said in the output).
 */
function localhostCertificate(): { key: Buffer; cert: Buffer } | null {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'))
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
    ],
    { stdio: 'ignore' },
  )
  try {
    return made.status === 0
      ? { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }
      : null
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * A proxy in front of `target` that gzips what a browser would get gzipped, chunk by chunk, over HTTP/2 with TLS
 * as Cloudflare serves a shop (HTTP/1.1 where no certificate can be made). The protocol matters to Lighthouse:
 * over HTTP/1.1 its simulation queues a page's ~30 script files on six connections, a cost production never has.
 */
export function gzipProxy(target: URL): Promise<{ origin: string; protocol: 'h2' | 'http/1.1'; close: () => void }> {
  const handle = (incoming: IncomingMessage | Http2ServerRequest, answerTo: ServerResponse | Http2ServerResponse) => {
    // the two response types share what is used here, but not one signature TypeScript can call
    const outgoing = answerTo as ServerResponse
    const forwarded = Object.fromEntries(
      Object.entries(incoming.headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.includes(name)),
    )
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...forwarded, host: target.host, 'accept-encoding': 'identity' },
      },
      (answer: IncomingMessage) => {
        const headers = Object.fromEntries(
          Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.includes(name)),
        )
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
  }
  const tls = localhostCertificate()
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, handle) : createServer(handle)
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      resolve({
        origin: `${tls ? 'https' : 'http'}://localhost:${port}`,
        protocol: tls ? 'h2' : 'http/1.1',
        close: () => server.close(),
      })
    })
  })
}

type Report = {
  categories: Record<string, { score: number | null }>
  audits: Record<string, { numericValue?: number }>
}

export function runLighthouse(url: string, root: string): Promise<Report> {
  const args = [
    '--yes',
    LIGHTHOUSE,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-path=${process.env.CHROMIUM_PATH || '/usr/bin/chromium'}`,
    // the proxy's certificate is self-signed
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --ignore-certificate-errors',
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

export type LighthouseRow = {
  page: string
  path: string
  protocol: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
}

const score = (report: Report, category: string) => Math.round((report.categories[category]?.score ?? 0) * 100)

/** Runs per page: Lighthouse's own advice is the median of several, as one run varies with the machine's load. */
export const LIGHTHOUSE_RUNS = 3

/** The four pages through the compressing proxy, one after another; per page the run of median performance. */
export async function benchLighthouse(
  root: string,
  base: string,
  pages: Record<string, string>,
  runs = LIGHTHOUSE_RUNS,
): Promise<LighthouseRow[]> {
  const proxy = await gzipProxy(new URL(base))
  try {
    const rows: LighthouseRow[] = []
    for (const [page, path] of Object.entries(pages)) {
      const tries: LighthouseRow[] = []
      for (let run = 0; run < runs; run++) {
        const report = await runLighthouse(proxy.origin + path, root)
        tries.push({
          page,
          path,
          protocol: proxy.protocol,
          performance: score(report, 'performance'),
          accessibility: score(report, 'accessibility'),
          bestPractices: score(report, 'best-practices'),
          seo: score(report, 'seo'),
          lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? 0,
          tbtMs: report.audits['total-blocking-time']?.numericValue ?? 0,
          cls: report.audits['cumulative-layout-shift']?.numericValue ?? 0,
        })
      }
      tries.sort((a, b) => a.performance - b.performance)
      rows.push(tries[Math.floor(tries.length / 2)]!)
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
  const answer = (await (
    await fetch(`${base}/api/v2/shop/products?itemsPerPage=1&order%5Bbestseller%5D=desc`)
  ).json()) as { 'hydra:member': { slug: string }[] }
  return `/produkt/${answer['hydra:member'][0]!.slug}`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      base: { type: 'string', default: 'http://localhost:8787' },
      category: { type: 'string', default: '/kategorie/whisky' },
      runs: { type: 'string', default: String(LIGHTHOUSE_RUNS) },
    },
  })
  const base = values.base
  const rows = await benchLighthouse(
    process.cwd(),
    base,
    { home: '/', category: values.category, product: await bestsellerPath(base), cart: '/cart' },
    Number(values.runs),
  )
  console.log(lighthouseTable(rows))
}
