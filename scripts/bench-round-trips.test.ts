import { describe, expect, it } from 'vitest'
import { europeSection, EUROPE_HEADING, replaceSection } from './bench-europe'
import { parseRoundTripTable, type PageRoundTrips, roundTripSection } from './bench-round-trips'

const rows: PageRoundTrips[] = [
  { page: 'home', path: '/', calls: 8, depth: 1, headDepth: 1, trips: 1, apiMs: 12.3, ttfbMs: 40.1, runs: 5 },
  { page: 'order', path: '/order/abc', calls: 8, depth: 2, headDepth: 2, trips: 3, apiMs: 30, ttfbMs: 60, runs: 5 },
]

describe('the round-trip table in BENCHMARKS.md', () => {
  it('is read back as it was written (the order token left out)', () => {
    const text = `# Benchmarks\n\n${roundTripSection(rows)}\n\n## Next\n`
    expect(parseRoundTripTable(text)).toEqual([
      { ...rows[0], apiMs: 12.3, ttfbMs: 40.1 },
      { ...rows[1], path: '/order/…' },
    ])
  })

  it('is replaced, not duplicated, and the model section follows it', () => {
    const first = replaceSection('# Benchmarks\n\n## Other\nx\n', EUROPE_HEADING, europeSection(rows))
    const again = replaceSection(first, EUROPE_HEADING, europeSection(rows))
    expect(again).toBe(first)
    expect(again.split(EUROPE_HEADING)).toHaveLength(2)
    expect(again).toContain('## Other\nx\n')
    expect(again).toContain('| Lisbon |')
  })
})
