// npm run bench:europe [-- --port PORT]
//
// The expected time to first byte of each page for shoppers in 12 European cities: a model, not a measurement
// (docs/decisions/058-round-trips.md). It reads each page's chain of calls from BENCHMARKS.md (written by
// `npm run bench`), or measures it again against a shop running on --port, and writes its tables, the RTT table,
// its sources and the assumptions into BENCHMARKS.md under its own heading.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import {
  benchRoundTrips,
  parseRoundTripTable,
  type PageRoundTrips,
  ROUND_TRIPS_HEADING,
  roundTripSection,
  roundTripTable,
} from './bench-round-trips.ts'
import {
  CITIES,
  type City,
  DEFAULT_ASSUMPTIONS,
  DEFAULT_RTT_LINE,
  type Estimate,
  estimate,
  REGIONS,
  rtt,
  type RttSource,
} from './europe-model.ts'

export const EUROPE_HEADING = '## Time to first byte across Europe (a model)'

const cities = Object.keys(CITIES) as City[]
const ms = (n: number) => n.toFixed(0)
const SOURCE_LABEL: Record<RttSource, string> = {
  measured: 'measured',
  estimated: 'estimated',
  'in-city': 'in the city',
}
const rttCells = (city: City, to: City) => {
  const { ms, source } = rtt(city, to)
  return `${ms.toFixed(1)} | ${SOURCE_LABEL[source]}`
}
const estimatedPairs = cities.flatMap((c) =>
  Object.values(REGIONS).filter((to) => rtt(c, to).source === 'estimated'),
).length

function scenarioTable(rows: PageRoundTrips[], estimates: Map<string, Estimate[]>, pick: (e: Estimate) => number) {
  return [
    `| city | ${rows.map((r) => r.page).join(' | ')} |`,
    `|---|${rows.map(() => '---').join('|')}|`,
    ...cities.map((city, i) => `| ${city} | ${rows.map((r) => ms(pick(estimates.get(r.page)![i]!))).join(' | ')} |`),
  ].join('\n')
}

export function europeSection(rows: PageRoundTrips[]): string {
  const estimates = new Map(
    rows.map((r) => [
      r.page,
      cities.map((city) => estimate({ page: r.page, depth: r.headDepth, trips: r.trips }, city)),
    ]),
  )
  const { accessMs, cachedServerMs, inRegionMs, renderMs, callMs } = DEFAULT_ASSUMPTIONS
  return `${EUROPE_HEADING}
Written by \`npm run bench:europe\` (scripts/bench-europe.ts, arithmetic in scripts/europe-model.ts) from the table
above. **A model, not a measurement**: nothing here was timed from those cities. Milliseconds to the first byte of
the page for a shopper in each city, on a warm connection.

### Round-trip times used (ms)
| city | to \`weur\` (${REGIONS.weur}) | source | to \`eeur\` (${REGIONS.eeur}) | source |
|---|---|---|---|---|
${cities.map((c) => `| ${c} | ${rttCells(c, REGIONS.weur)} | ${rttCells(c, REGIONS.eeur)} |`).join('\n')}

Sources and how the figures were made:
- The regions: D1's location hints \`weur\` (Western Europe) and \`eeur\` (Eastern Europe) for the primary
  (https://developers.cloudflare.com/d1/configuration/data-location/); read replicas in the regions, used only
  through the Sessions API (https://developers.cloudflare.com/d1/best-practices/read-replication/). Cloudflare does
  not publish which data centre serves a region: **assumed** ${REGIONS.weur} for \`weur\` and ${REGIONS.eeur} for
  \`eeur\` (where Durable Objects with these hints are seen to land varies; https://where.durableobjects.live
  tracks it).
- *measured*: WonderProxy's published day of pings between its servers, 19–20 July 2020
  (https://wonderproxy.com/blog/a-day-in-the-life-of-the-internet/; the data: pings-2020-07-19-2020-07-20.csv.gz
  and servers-2020-07-19.csv on https://wp-public.s3.amazonaws.com/pings/), read from a copy grouped per pair
  over the day (https://github.com/sm86/geo-latency-data, commit 0ab28d0): its \`avg\` from the city's server to
  ${REGIONS.weur}'s or ${REGIONS.eeur}'s, to 0.1 ms (the other way round differs by 0.1 ms at most). The servers are in
  hosting providers' data centres (Helsinki's in Espoo, Amsterdam's in Haarlemmermeer), not Cloudflare's, and the
  figures are from 2020: a route between Cloudflare's data centres today may be shorter or longer.
- A check, not used by the model: Azure's published round trips between its regions
  (https://learn.microsoft.com/azure/networking/azure-network-latency, monthly figures; the table of its revision
  of 1 July 2025), where Azure has a region in these cities: to Germany West Central (Frankfurt) Paris 12,
  Amsterdam 12–13, London 17, Dublin 26, Poland Central (Warsaw) 22; to Poland Central Amsterdam 22–23, Paris 29,
  London 29, Dublin 35, and Sweden Central (Gävle, not Stockholm) 29–31. Six of the ten are within 2 ms of the
  figures above; London–Frankfurt is 3.5 ms higher, Dublin–Warsaw and Amsterdam–Warsaw 4–5.5 ms lower, and
  Gävle–Warsaw 14–16 ms lower than Stockholm–Warsaw: a provider's own backbone can take a shorter route.
- *estimated*: for a pair with no published figure (${estimatedPairs || 'none'} of the pairs above), ${DEFAULT_RTT_LINE.fixedMs} ms +
  ${DEFAULT_RTT_LINE.msPerKm} ms per km of great-circle distance: a least-squares line through four published
  city-to-city pings of WonderProxy's network (https://wonderproxy.com/blog/miles-per-milisecond/: Paris–Milan
  21.3 ms, Milan–Zurich 11.2 ms, Paris–Moscow 56.1 ms, Milan–Moscow 67.1 ms; within about 10 % of the line).
  *in the city*: 1 ms, assumed.

### Assumptions
- The shopper reaches the Cloudflare data centre in their own city in ${accessMs} ms (one round trip; TCP and TLS set-up
  not counted: a warm connection). A cached page then costs ${cachedServerMs} ms of the worker's work.
- An uncached page costs the storefront's work, ${renderMs} ms (decision 040 measured 12–14 ms of CPU per uncached
  render; this machine's times to the headers in the table above are not used: it is shared and loaded, and
  they would drown the network in its noise), the shop API's own work, ${callMs} ms per API call in a row, and its
  network waits: the **D1 round trips in a row** under the page's chain of API calls (the \`api-d1\` entry of its
  Server-Timing: what each API answer reported, its first run cold) times the RTT to where the database is.
  Calls side by side cost one wait. A cart whose price changed stores the new prices in its second trip, a
  write that goes to the primary even with replicas: the pages above are measured without one, so it is not modelled.
- *At the edge*: both workers run where the request arrived (a service binding between them costs nothing), and
  every trip goes to the primary. *Placed*: Smart Placement runs the shop API worker beside the primary, so each
  API call in a row crosses once and its D1 trips cost ${inRegionMs} ms. *Replicas*: the Sessions API reads from
  the nearer of the two regions' replicas (every page's calls are reads).
- Left out: DNS, TCP and TLS, the redirect table's version check (once per isolate every few seconds), cold
  isolates, the bytes after the first, and the load on the database.

### Cached page (edge cache): every page
${cities.map((c) => `${c} ${ms(estimate({ page: '', depth: 0, trips: 0 }, c).cached)}`).join(' · ')} ms

### Uncached, primary in \`weur\`, workers at the edge
${scenarioTable(rows, estimates, (e) => e.atEdge.weur)}

### Uncached, primary in \`eeur\`, workers at the edge
${scenarioTable(rows, estimates, (e) => e.atEdge.eeur)}

### Uncached, primary in \`weur\`, shop API placed beside it
${scenarioTable(rows, estimates, (e) => e.placed.weur)}

### Uncached, primary in \`eeur\`, shop API placed beside it
${scenarioTable(rows, estimates, (e) => e.placed.eeur)}

### Uncached, read replicas in \`weur\` and \`eeur\` (Sessions API), workers at the edge
${scenarioTable(rows, estimates, (e) => e.replicas)}
`
}

/** `text` with the section under `heading` (up to the next `## `) replaced by `section`, or it appended. */
export function replaceSection(text: string, heading: string, section: string): string {
  const start = text.indexOf(heading)
  if (start < 0) return `${text.trimEnd()}\n\n${section.trimEnd()}\n`
  const next = text.indexOf('\n## ', start + heading.length)
  return `${text.slice(0, start)}${section.trimEnd()}\n${next < 0 ? '' : text.slice(next)}`
}

/**
 * Writes the model's section into BENCHMARKS.md; measured `rows` (--port) replace the round-trip table too, so
 * the model always stands beside the figures it was made from.
 */
export function writeEuropeSection(root: string, rows?: PageRoundTrips[]): string {
  const file = join(root, 'BENCHMARKS.md')
  let text = readFileSync(file, 'utf8')
  if (rows && !text.includes(roundTripTable(rows))) {
    const at = new Date().toISOString().slice(0, 16).replace('T', ' ')
    const source = `a shop already running (\`npm run bench:europe -- --port\`, ${at} UTC; its own catalogue, not the benchmark's)`
    text = replaceSection(text, ROUND_TRIPS_HEADING, roundTripSection(rows, source))
  }
  const section = europeSection(rows ?? parseRoundTripTable(text))
  writeFileSync(file, replaceSection(text, EUROPE_HEADING, section))
  return section
}

if (import.meta.filename === process.argv[1]) {
  const { values } = parseArgs({ options: { port: { type: 'string' }, runs: { type: 'string', default: '3' } } })
  const rows = values.port ? await benchRoundTrips(`http://localhost:${values.port}`, Number(values.runs)) : undefined
  console.log(writeEuropeSection(process.cwd(), rows))
}
