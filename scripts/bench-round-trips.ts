/**
 * The API calls of each page (docs/decisions/058-round-trips.md): every page of a shopper's visit is asked for
 * rendered (not from the edge cache), and its `Server-Timing` read: how many API calls, how many of them one after
 * another, the D1 round trips under that chain, the API time, and the time to the headers here. Used by
 * scripts/bench.ts (the table in BENCHMARKS.md) and read again by scripts/bench-europe.ts.
 *
 *   node scripts/bench-round-trips.ts --port PORT [--runs 5 --cold-wait 61]   against a running shop; prints the table
 */
import { parseArgs } from 'node:util'
import { readServerTiming } from '../contract/call-chain.ts'
import { variantsInStock } from './bench-checkout.ts'

export const PAGES = ['home', 'category', 'product', 'search', 'cart', 'checkout', 'account', 'order'] as const
export type PageName = (typeof PAGES)[number]

export type PageRoundTrips = {
  page: PageName
  path: string
  calls: number
  depth: number
  /** API calls one after another among those that ended before the headers (deferred sections' left out). */
  headDepth: number
  /** D1 round trips one after another under the chain of API calls that ended before the headers. */
  trips: number
  /** Median API time (first call's start to the last one's end, or to the headers). */
  apiMs: number
  /** Median time to the response headers, here on this machine. */
  ttfbMs: number
  runs: number
}

const ADULT = 'age_verified=1'
/** Longer than the storefront keeps a public API answer (their max-age, 60 s; worker/api-cache.ts). */
export const COLD_WAIT_MS = 61_000
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

async function api(base: string, method: string, path: string, body?: unknown, cookie = '') {
  const response = await fetch(`${base}/api/v2/shop${path}`, {
    method,
    headers: {
      accept: 'application/ld+json',
      ...(body === undefined
        ? {}
        : { 'content-type': method === 'PATCH' ? 'application/merge-patch+json' : 'application/ld+json' }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${(await response.text()).slice(0, 200)}`)
  return { response, data: (response.status === 204 ? null : await response.json()) as Record<string, unknown> }
}

/** A cart with one item (for the cart and the checkout), a placed order, and a signed-in customer's cookies. */
async function visitor(base: string) {
  const [variant] = await variantsInStock(base, 1)
  if (!variant) throw new Error('no variant in stock without alcohol')
  const cart = (await api(base, 'POST', '/orders', {})).data
  const token = String(cart.tokenValue)
  const withItem = (await api(base, 'POST', `/orders/${token}/items`, { productVariant: variant, quantity: 1 })).data
  const shipments = withItem.shipments as { id: number }[]
  const payments = withItem.payments as { id: number }[]
  const order = (await api(base, 'POST', '/orders', {})).data
  const orderToken = String(order.tokenValue)
  await api(base, 'POST', `/orders/${orderToken}/items`, { productVariant: variant, quantity: 1 })
  const address = { firstName: 'Jana', lastName: 'Nováková', street: 'Vodičkova 31', city: 'Praha', postcode: '11000' }
  const placed = (
    await api(base, 'PUT', `/orders/${orderToken}`, {
      email: 'bench@example.cz',
      billingAddress: { ...address, phoneNumber: '+420111222333' },
    })
  ).data
  await api(base, 'PATCH', `/orders/${orderToken}/shipments/${(placed.shipments as { id: number }[])[0]!.id}`, {
    shippingMethod: 'courier',
  })
  await api(base, 'PATCH', `/orders/${orderToken}/payments/${(placed.payments as { id: number }[])[0]!.id}`, {
    paymentMethod: 'bank_transfer',
  })
  await api(base, 'PATCH', `/orders/${orderToken}/complete`, {})
  void shipments
  void payments
  const email = `bench-${Date.now()}@example.cz`
  const password = 'tajne-heslo-1'
  await api(base, 'POST', '/customers', { firstName: 'Jana', lastName: 'Nováková', email, password })
  const login = (await api(base, 'POST', '/authentication-token', { email, password })).response
  // the storefront's login answer sets the session cookies (HttpOnly bearer, readable customer IRI)
  const session = login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ')
  return { cart: `${ADULT}; cart_token=${token}`, order: orderToken, session: `${ADULT}; ${session}` }
}

/** The pages of a visit and the cookies each is asked with. */
export async function visitPages(base: string): Promise<{ page: PageName; path: string; cookie: string }[]> {
  const bestseller = (await (
    await fetch(`${base}/api/v2/shop/products?itemsPerPage=1&order%5Bbestseller%5D=desc`)
  ).json()) as { 'hydra:member': { slug: string }[] }
  const you = await visitor(base)
  return [
    { page: 'home', path: '/', cookie: ADULT },
    { page: 'category', path: '/kategorie/whisky', cookie: ADULT },
    { page: 'product', path: `/produkt/${bestseller['hydra:member'][0]!.slug}`, cookie: ADULT },
    { page: 'search', path: '/search?q=whisky', cookie: ADULT },
    { page: 'cart', path: '/cart', cookie: you.cart },
    { page: 'checkout', path: '/cart/summary', cookie: you.cart },
    { page: 'account', path: '/account', cookie: you.session },
    { page: 'order', path: `/order/${you.order}`, cookie: ADULT },
  ]
}

/** Asks for each page `runs` times, rendered (a query of its own each time), and reads its Server-Timing. */
export async function benchRoundTrips(base: string, runs = 5, coldWaitMs = COLD_WAIT_MS): Promise<PageRoundTrips[]> {
  const rows: PageRoundTrips[] = []
  for (const { page, path, cookie } of await visitPages(base)) {
    const seen: { calls: number; depth: number; headDepth: number; trips: number; apiMs: number; ttfbMs: number }[] = []
    // the first run finds the storefront's memory of public answers empty: the page as a cold isolate renders it
    await new Promise((resolve) => setTimeout(resolve, coldWaitMs))
    for (let run = 0; run < runs; run++) {
      const url = `${base}${path}${path.includes('?') ? '&' : '?'}nocache=trips-${Date.now()}-${run}`
      const start = performance.now()
      const response = await fetch(url, { headers: { cookie }, redirect: 'manual' })
      const ttfbMs = performance.now() - start
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`)
      const header = response.headers.get('server-timing')
      const calls = readServerTiming(header, 'api')
      const d1 = readServerTiming(header, 'api-d1')
      if (!calls) throw new Error(`${path}: no Server-Timing api entry`)
      seen.push({
        calls: calls.values.calls ?? NaN,
        depth: calls.values.depth ?? NaN,
        trips: d1?.values.trips ?? NaN,
        headDepth: d1?.values.depth ?? NaN,
        apiMs: calls.dur ?? NaN,
        ttfbMs,
      })
    }
    rows.push({
      page,
      path,
      // the most a run made: the first, cold one (answers from memory make no call deeper, decision 058)
      calls: Math.max(...seen.map((s) => s.calls)),
      depth: Math.max(...seen.map((s) => s.depth)),
      trips: Math.max(...seen.map((s) => s.trips)),
      headDepth: Math.max(...seen.map((s) => s.headDepth)),
      apiMs: median(seen.map((s) => s.apiMs)),
      ttfbMs: median(seen.map((s) => s.ttfbMs)),
      runs,
    })
  }
  return rows
}

export const ROUND_TRIPS_HEADING = '## Round trips per page'

/** The markdown table BENCHMARKS.md holds (scripts/bench-europe.ts reads it back with `parseRoundTripTable`). */
export function roundTripTable(rows: PageRoundTrips[]): string {
  return [
    '| page | path | API calls | in a row (depth) | in a row before the headers | D1 trips in a row | API ms (median) | TTFB here (median) | runs |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.page} | \`${r.path.replace(/\/order\/[^/?]+/, '/order/…')}\` | ${r.calls} | ${r.depth} | ${r.headDepth} | ${r.trips} | ${r.apiMs.toFixed(1)} | ${r.ttfbMs.toFixed(1)} | ${r.runs} |`,
    ),
  ].join('\n')
}

/** BENCHMARKS.md's section: heading, what it shows, the table. */
export function roundTripSection(rows: PageRoundTrips[], source = 'the benchmark server above'): string {
  return `${ROUND_TRIPS_HEADING} (rendered, not from the edge cache; [decision 058](docs/decisions/058-round-trips.md))
Measured against ${source}. Each page's \`Server-Timing\`: its API calls, how many of them one after another, the D1 round trips one after
another under the calls that had ended before the headers went (\`api-d1\`: its depth and trips; a deferred section's
calls are not waited for), the API time (median) and the time to the headers here (median). The cart
and the checkout with one item in the cart, the account signed in, the order page of a placed bank-transfer order.
Calls, depth and trips are the most of the runs: the first comes after a minute's pause, so the storefront's memory
of public API answers (60 s) is empty, as in a cold isolate; the later ones find it warm (an answer from memory is
counted as a call but makes no later call deeper, decision 058). The times are medians, mostly warm.

${roundTripTable(rows)}`
}

/** Reads the table back from BENCHMARKS.md's text. */
export function parseRoundTripTable(markdown: string): PageRoundTrips[] {
  const start = markdown.indexOf(ROUND_TRIPS_HEADING)
  if (start < 0) throw new Error(`BENCHMARKS.md has no "${ROUND_TRIPS_HEADING}" section: run npm run bench first`)
  const rows: PageRoundTrips[] = []
  for (const line of markdown.slice(start).split('\n').slice(1)) {
    if (line.startsWith('## ')) break
    const cells = line.split('|').map((cell) => cell.trim())
    const page = cells[1] as PageName
    if (!PAGES.includes(page)) continue
    const [calls, depth, headDepth, trips, apiMs, ttfbMs, runs] = cells.slice(3, 10).map(Number)
    const path = cells[2]!.replaceAll('`', '')
    rows.push({ page, path, calls, depth, headDepth, trips, apiMs, ttfbMs, runs } as PageRoundTrips)
  }
  return rows
}

if (import.meta.filename === process.argv[1]) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8790' },
      runs: { type: 'string', default: '5' },
      'cold-wait': { type: 'string', default: String(COLD_WAIT_MS / 1000) },
    },
  })
  const base = `http://localhost:${values.port}`
  console.log(roundTripTable(await benchRoundTrips(base, Number(values.runs), Number(values['cold-wait']) * 1000)))
}
