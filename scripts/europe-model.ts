/**
 * A model, not a measurement (docs/decisions/058-round-trips.md): the expected time to first byte of each page
 * for shoppers in 12 European cities, from the page's measured chain of calls (scripts/bench-round-trips.ts) and
 * round-trip times between the cities and the D1 regions (published pings; the distance estimate only where none
 * was found). The sources of the RTT table and every assumption are written into BENCHMARKS.md by
 * scripts/bench-europe.ts; the arithmetic is tested in europe-model.test.ts.
 */

export const CITIES = {
  Lisbon: [38.72, -9.14],
  Madrid: [40.42, -3.7],
  Paris: [48.86, 2.35],
  London: [51.51, -0.13],
  Dublin: [53.35, -6.26],
  Amsterdam: [52.37, 4.9],
  Frankfurt: [50.11, 8.68],
  Prague: [50.08, 14.44],
  Warsaw: [52.23, 21.01],
  Stockholm: [59.33, 18.07],
  Helsinki: [60.17, 24.94],
  Bucharest: [44.43, 26.1],
} as const satisfies Record<string, readonly [number, number]>
export type City = keyof typeof CITIES

/**
 * The European D1 regions (location hints `weur`, `eeur`) and the city that stands for each: Cloudflare does
 * not say which data centre a region's database runs in, so this is an assumption, stated in BENCHMARKS.md.
 */
export const REGIONS = { weur: 'Frankfurt', eeur: 'Warsaw' } as const satisfies Record<string, City>
export type Region = keyof typeof REGIONS

/** Great-circle distance in km (haversine, mean Earth radius). */
export function distanceKm(a: readonly [number, number], b: readonly [number, number]): number {
  const rad = Math.PI / 180
  const dLat = (b[0] - a[0]) * rad
  const dLon = (b[1] - a[1]) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLon / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

/**
 * Published round-trip times (ms) from each city to the cities that stand for the regions: WonderProxy's day
 * of pings between its servers, 2020-07-19/20 (https://wonderproxy.com/blog/a-day-in-the-life-of-the-internet/,
 * pings-2020-07-19-2020-07-20.csv.gz and servers-2020-07-19.csv on wp-public.s3.amazonaws.com), read from the
 * copy grouped per pair over the day in github.com/sm86/geo-latency-data (commit 0ab28d0): the `avg` column from
 * the city's server to the region city's server, to 0.1 ms (the other way round differs by 0.1 ms at most).
 * Measured between hosting providers' servers, not Cloudflare's: BENCHMARKS.md says so beside the table.
 */
export const MEASURED_RTT_MS: Partial<Record<City, Partial<Record<City, number>>>> = {
  Lisbon: { Frankfurt: 44.6, Warsaw: 61.2 },
  Madrid: { Frankfurt: 32.8, Warsaw: 50.6 },
  Paris: { Frankfurt: 10.7, Warsaw: 30.9 },
  London: { Frankfurt: 13.5, Warsaw: 30.1 },
  Dublin: { Frankfurt: 25.5, Warsaw: 39.2 },
  Amsterdam: { Frankfurt: 13.9, Warsaw: 27.4 },
  Frankfurt: { Warsaw: 20.9 },
  Prague: { Frankfurt: 13.6, Warsaw: 14.1 },
  Stockholm: { Frankfurt: 27.6, Warsaw: 45.3 },
  Helsinki: { Frankfurt: 40.6, Warsaw: 56.5 },
  Bucharest: { Frankfurt: 26.3, Warsaw: 43.3 },
}

/**
 * Round-trip time estimated from distance, only for a pair with no published figure: a fixed part (switching,
 * the last hops) and a part per km. The defaults are a straight line through four published city-to-city pings
 * (BENCHMARKS.md names them); light in fibre alone would give 0.01 ms per km of distance there and back, routes
 * are about twice as long.
 */
export type RttLine = { fixedMs: number; msPerKm: number }
export const DEFAULT_RTT_LINE: RttLine = { fixedMs: 6.8, msPerKm: 0.0228 }

const IN_CITY_MS = 1

export function estimatedRttMs(from: City, to: City, line: RttLine = DEFAULT_RTT_LINE): number {
  if (from === to) return IN_CITY_MS // inside one city: not a route between cities
  return line.fixedMs + line.msPerKm * distanceKm(CITIES[from], CITIES[to])
}

export type RttSource = 'measured' | 'estimated' | 'in-city'

/** The round trip between two cities: the published ping where there is one (either way round), else the estimate. */
export function rtt(from: City, to: City): { ms: number; source: RttSource } {
  if (from === to) return { ms: IN_CITY_MS, source: 'in-city' }
  const measured = MEASURED_RTT_MS[from]?.[to] ?? MEASURED_RTT_MS[to]?.[from]
  return measured === undefined
    ? { ms: estimatedRttMs(from, to), source: 'estimated' }
    : { ms: measured, source: 'measured' }
}

export const rttMs = (from: City, to: City): number => rtt(from, to).ms

/** What the model takes from a page's measurement. */
export type PageChain = {
  page: string
  /** API calls one after another before the headers. */
  depth: number
  /** D1 round trips one after another under that chain. */
  trips: number
}

export type Assumptions = {
  /** The shopper to the Cloudflare data centre in their own city, one round trip (a warm connection). */
  accessMs: number
  /** A page from the edge cache: the worker's work after the request arrived. */
  cachedServerMs: number
  /** A D1 round trip inside one region (a placed worker beside its database). */
  inRegionMs: number
  /** The storefront's work on an uncached page until its headers (decision 040 measured 12–14 ms of CPU). */
  renderMs: number
  /** The shop API's own work per call in a row (routing, zod, the query itself). */
  callMs: number
}
export const DEFAULT_ASSUMPTIONS: Assumptions = {
  accessMs: 10,
  cachedServerMs: 2,
  inRegionMs: 1,
  renderMs: 15,
  callMs: 2,
}

export type Estimate = {
  city: City
  cached: number
  /** The worker runs where the shopper's request arrived; every D1 trip goes to the primary. */
  atEdge: Record<Region, number>
  /** Smart Placement puts the shop API worker beside the primary: each API call crosses, its D1 trips do not. */
  placed: Record<Region, number>
  /** Read replicas in both regions (Sessions API): a page's reads go to the nearer region. */
  replicas: number
}

export function estimate(
  chain: PageChain,
  city: City,
  rtt: (from: City, to: City) => number = rttMs,
  assumptions: Assumptions = DEFAULT_ASSUMPTIONS,
): Estimate {
  const { accessMs, cachedServerMs, inRegionMs, renderMs, callMs } = assumptions
  const base = accessMs + renderMs + chain.depth * callMs
  const toRegion = (region: Region) => rtt(city, REGIONS[region])
  const perRegion = (f: (region: Region) => number) => ({ weur: f('weur'), eeur: f('eeur') })
  const nearest = Math.min(toRegion('weur'), toRegion('eeur'))
  return {
    city,
    cached: accessMs + cachedServerMs,
    atEdge: perRegion((region) => base + chain.trips * toRegion(region)),
    placed: perRegion((region) => base + chain.depth * toRegion(region) + chain.trips * inRegionMs),
    replicas: base + chain.trips * nearest,
  }
}
