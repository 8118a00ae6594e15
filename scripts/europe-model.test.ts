import { describe, expect, it } from 'vitest'
import { europeSection } from './bench-europe'
import type { PageRoundTrips } from './bench-round-trips'
import { CITIES, distanceKm, estimate, estimatedRttMs, REGIONS, rtt, type City } from './europe-model'

describe('the Europe latency model', () => {
  it('measures distances on the sphere', () => {
    // Paris–London is about 344 km, Lisbon–Helsinki about 3,360 km
    expect(distanceKm(CITIES.Paris, CITIES.London)).toBeCloseTo(344, -1)
    expect(distanceKm(CITIES.Lisbon, CITIES.Helsinki)).toBeCloseTo(3360, -2)
  })

  it('estimates a round trip as a fixed part and a part per km', () => {
    const line = { fixedMs: 5, msPerKm: 0.02 }
    expect(estimatedRttMs('Prague', 'Frankfurt', line)).toBeCloseTo(
      5 + 0.02 * distanceKm(CITIES.Prague, CITIES.Frankfurt),
    )
    expect(estimatedRttMs('Prague', 'Prague', line)).toBe(1)
  })

  it('takes the published ping between two cities, either way round', () => {
    // WonderProxy's day of pings (2020-07-19): Lisbon–Frankfurt 44.6 ms, Stockholm–Warsaw 45.3 ms
    expect(rtt('Lisbon', 'Frankfurt')).toEqual({ ms: 44.6, source: 'measured' })
    expect(rtt('Frankfurt', 'Lisbon')).toEqual({ ms: 44.6, source: 'measured' })
    expect(rtt('Warsaw', 'Stockholm')).toEqual({ ms: 45.3, source: 'measured' })
  })

  it('has a measured figure from every city to both regions', () => {
    for (const city of Object.keys(CITIES) as City[]) {
      if (city !== REGIONS.weur) expect(rtt(city, REGIONS.weur).source).toBe('measured')
      if (city !== REGIONS.eeur) expect(rtt(city, REGIONS.eeur).source).toBe('measured')
    }
  })

  it('falls back to the distance estimate, marked, for a pair with no published figure', () => {
    expect(rtt('Lisbon', 'Madrid')).toEqual({ ms: estimatedRttMs('Lisbon', 'Madrid'), source: 'estimated' })
    expect(rtt('Prague', 'Prague')).toEqual({ ms: 1, source: 'in-city' })
  })

  it('adds one round trip to the region per D1 trip in a row at the edge, one per API call when placed', () => {
    const rttMs = (from: City, to: City) => (from === to ? 1 : to === 'Frankfurt' ? 30 : 20)
    const chain = { page: 'product', depth: 2, trips: 4 }
    // 10 access + 46 render + 2 calls × 2: 60 before any wait
    const assumptions = { accessMs: 10, cachedServerMs: 2, inRegionMs: 1, renderMs: 46, callMs: 2 }
    const result = estimate(chain, 'Lisbon', rttMs, assumptions)
    expect(result.cached).toBe(12)
    // 60 + 4 trips × 30 (weur stands for Frankfurt)
    expect(result.atEdge.weur).toBe(180)
    expect(result.atEdge.eeur).toBe(10 + 50 + 4 * 20)
    // placed beside the primary: 2 calls × 30 across, 4 trips × 1 inside the region
    expect(result.placed.weur).toBe(10 + 50 + 2 * 30 + 4)
    // replicas: the nearer region (eeur here, 20 ms)
    expect(result.replicas).toBe(10 + 50 + 4 * 20)
  })

  it('uses the measured pings by default', () => {
    const chain = { page: 'cart', depth: 2, trips: 3 }
    // 10 access + 15 render + 2 calls × 2, then 3 trips × Lisbon–Frankfurt's 44.6 ms
    expect(estimate(chain, 'Lisbon').atEdge.weur).toBeCloseTo(10 + 15 + 4 + 3 * 44.6)
  })

  it('costs a shopper beside the primary almost nothing for the trips', () => {
    const chain = { page: 'home', depth: 1, trips: 1 }
    // 10 access + 15 render + 1 call × 2 + 1 trip × 1 ms inside the city
    expect(estimate(chain, 'Frankfurt').atEdge.weur).toBeCloseTo(10 + 15 + 2 + 1)
  })
})

describe('the model in BENCHMARKS.md', () => {
  const row: PageRoundTrips = {
    page: 'home',
    path: '/',
    calls: 3,
    depth: 2,
    headDepth: 2,
    trips: 2,
    apiMs: 0,
    ttfbMs: 0,
    runs: 1,
  }
  const section = europeSection([row])

  it('shows each RTT with where it comes from', () => {
    expect(section).toContain('| Lisbon | 44.6 | measured | 61.2 | measured |')
    expect(section).toContain('| Frankfurt | 1.0 | in the city | 20.9 | measured |')
    expect(section).toContain('https://wonderproxy.com/blog/a-day-in-the-life-of-the-internet/')
    expect(section).not.toContain('estimated from great-circle distance')
  })
})
