/** A small seeded PRNG (mulberry32) so the demo catalogue is the same on every machine and run. */
export type Rng = {
  /** A float in [0, 1). */
  next: () => number
  /** An integer in [min, max], both inclusive. */
  int: (min: number, max: number) => number
  chance: (probability: number) => boolean
  pick: <T>(items: readonly T[]) => T
  /** `count` distinct items in a random order (fewer when the list is shorter). */
  sample: <T>(items: readonly T[], count: number) => T[]
}

/** FNV-1a: a stable 32-bit hash of a string, used to seed per-item generators and derive colours. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0
  function next(): number {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  function int(min: number, max: number): number {
    return min + Math.floor(next() * (max - min + 1))
  }
  function pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(next() * items.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }
  function sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items]
    const out: T[] = []
    while (out.length < count && pool.length > 0) {
      const [item] = pool.splice(Math.floor(next() * pool.length), 1)
      if (item !== undefined) out.push(item)
    }
    return out
  }
  return { next, int, chance: (p) => next() < p, pick, sample }
}

/** A generator seeded by the catalogue seed and a key, so one item's values do not depend on how many came before. */
export function rngFor(seed: number, key: string): Rng {
  return createRng(hashString(`${seed}:${key}`))
}
