import { describe, expect, it } from 'vitest'
import { CITIES, distanceKm, estimate, estimatedRttMs, type City } from './europe-model'

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

  it('adds one round trip to the region per D1 trip in a row at the edge, one per API call when placed', () => {
    const rtt = (from: City, to: City) => (from === to ? 1 : to === 'Frankfurt' ? 30 : 20)
    const chain = { page: 'product', depth: 2, trips: 4 }
    // 10 access + 46 render + 2 calls × 2: 60 before any wait
    const assumptions = { accessMs: 10, cachedServerMs: 2, inRegionMs: 1, renderMs: 46, callMs: 2 }
    const result = estimate(chain, 'Lisbon', rtt, assumptions)
    expect(result.cached).toBe(12)
    // 60 + 4 trips × 30 (weur stands for Frankfurt)
    expect(result.atEdge.weur).toBe(180)
    expect(result.atEdge.eeur).toBe(10 + 50 + 4 * 20)
    // placed beside the primary: 2 calls × 30 across, 4 trips × 1 inside the region
    expect(result.placed.weur).toBe(10 + 50 + 2 * 30 + 4)
    // replicas: the nearer region (eeur here, 20 ms)
    expect(result.replicas).toBe(10 + 50 + 4 * 20)
  })

  it('costs a shopper beside the primary almost nothing for the trips', () => {
    const chain = { page: 'home', depth: 1, trips: 1 }
    // 10 access + 15 render + 1 call × 2 + 1 trip × 1 ms inside the city
    expect(estimate(chain, 'Frankfurt').atEdge.weur).toBeCloseTo(10 + 15 + 2 + 1)
  })
})
