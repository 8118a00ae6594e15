import { CATEGORIES } from './data/categories.ts'
import { seriesEdition } from './data/editions.ts'
import { AGAVE_BRANDY_LINES } from './data/lines-agave-brandy.ts'
import { BEER_SOFT_LINES } from './data/lines-beer-soft.ts'
import { CZECH_LINES } from './data/lines-czech.ts'
import { GIFT_MERCH_LINES } from './data/lines-gifts-merch.ts'
import { GIN_VODKA_LINES } from './data/lines-gin-vodka.ts'
import { LIQUEUR_WINE_LINES } from './data/lines-liqueur-wine.ts'
import { RUM_LINES } from './data/lines-rum.ts'
import { WHISKY_LINES } from './data/lines-whisky.ts'
import { OTHER_LEAF_PROFILES, OTHER_PROFILES } from './data/profiles-other.ts'
import { SPIRIT_LEAF_PROFILES, SPIRIT_PROFILES } from './data/profiles-spirits.ts'
import type { AttributeCode, BrandGroup, CategoryDef, Edition, LeafDef, Profile, Shape } from './types.ts'

/** A product line resolved against its leaf category and profile: the unit the generator multiplies. */
export type BaseLine = {
  brand: string
  /** The line's name as products show it: after the brand, unless the brand stays out of names. */
  name: string
  brandInName: boolean
  priceKc: number
  category: CategoryDef
  leaf: LeafDef
  profile: Profile
  country: string
  abv: number | null
  /** The line's own volume first, then the other sizes of its profile; [null] for goods that are not drinks. */
  volumes: (number | null)[]
  shape: Shape
  age: number | null
  gift: boolean
  /** Attribute values the line sets itself (LineExtra.attributes). */
  attributes: Partial<Record<AttributeCode, string>>
}

/** A product to generate: a line with an edition (none for the base product) and a volume. */
export type Candidate = { line: BaseLine; edition: Edition | null; volume: number | null; base: boolean }

export const BRAND_GROUPS: BrandGroup[] = [
  ...RUM_LINES,
  ...WHISKY_LINES,
  ...GIN_VODKA_LINES,
  ...AGAVE_BRANDY_LINES,
  ...CZECH_LINES,
  ...LIQUEUR_WINE_LINES,
  ...BEER_SOFT_LINES,
  ...GIFT_MERCH_LINES,
]

const PROFILES: Record<string, Profile> = { ...SPIRIT_PROFILES, ...OTHER_PROFILES }
const LEAF_PROFILES: Record<string, Partial<Profile>> = { ...SPIRIT_LEAF_PROFILES, ...OTHER_LEAF_PROFILES }

/** The category profile with the leaf's overrides on top. */
export function profileFor(category: CategoryDef, leaf: LeafDef): Profile {
  const base = PROFILES[category.code]
  if (!base) throw new Error(`no profile for category ${category.code}`)
  return { ...base, ...LEAF_PROFILES[leaf.code] }
}

function findLeaf(code: string): { category: CategoryDef; leaf: LeafDef } {
  for (const category of CATEGORIES) {
    const leaf = category.leaves.find((l) => l.code === code)
    if (leaf) return { category, leaf }
  }
  throw new Error(`unknown leaf category ${code}`)
}

/** Reads "12 Year Old", "8 Years", "10 let" from a line name when the data gives no explicit age. */
function ageFromName(name: string): number | null {
  const match = /\b(\d{1,2}) (?:Year Old|Years|YO|let|Años|Ans)\b/i.exec(name)
  return match ? Number(match[1]) : null
}

function resolve(group: BrandGroup, [name, priceKc, extra = {}]: BrandGroup['lines'][number]): BaseLine {
  const { category, leaf } = findLeaf(extra.leaf ?? group.leaf)
  const profile = profileFor(category, leaf)
  const own = extra.vol !== undefined ? extra.vol : group.vol !== undefined ? group.vol : profile.volume
  const volumes = own === null ? [null] : [own, ...profile.volumes.filter((v) => v !== own)]
  const gift = extra.gift ?? false
  return {
    brand: group.brand,
    name,
    brandInName: group.inName ?? true,
    priceKc,
    category,
    leaf,
    profile,
    country: extra.country ?? group.country,
    abv: own === null && extra.abv === undefined ? null : (extra.abv ?? group.abv ?? profile.abv),
    volumes,
    shape: extra.shape ?? (gift ? 'giftbox' : profile.shape),
    age: extra.age ?? ageFromName(name),
    gift,
    attributes: extra.attributes ?? {},
  }
}

/** Interleaves lists `step` items at a time: the first `step` of each, then the next `step` of each, and so on. */
function roundRobin<T>(lists: T[][], step = 1): T[] {
  const out: T[] = []
  const longest = Math.max(0, ...lists.map((l) => l.length))
  for (let i = 0; i < longest; i += step) for (const list of lists) out.push(...list.slice(i, i + step))
  return out
}

/**
 * Every line of the data, ordered so that any prefix is a balanced catalogue: round-robin over the leaves, and
 * within a leaf over its brands two lines at a time (a shop lists a couple of products per brand, not one each).
 */
export function baseLines(): BaseLine[] {
  const byLeaf = new Map<string, Map<string, BaseLine[]>>()
  for (const category of CATEGORIES) for (const leaf of category.leaves) byLeaf.set(leaf.code, new Map())
  for (const group of BRAND_GROUPS) {
    for (const def of group.lines) {
      const line = resolve(group, def)
      const brands = byLeaf.get(line.leaf.code)
      if (!brands) throw new Error(`unknown leaf ${line.leaf.code}`)
      const list = brands.get(line.brand) ?? []
      list.push(line)
      brands.set(line.brand, list)
    }
  }
  return roundRobin([...byLeaf.values()].map((brands) => roundRobin([...brands.values()], 2)))
}

/**
 * Candidates in catalogue order: all base lines first, then each line in its other sizes, then editions × sizes,
 * then numbered series. Infinite; the caller takes as many as it needs.
 */
export function* candidates(lines: BaseLine[]): Generator<Candidate> {
  const maxVolumes = Math.max(...lines.map((l) => l.volumes.length))
  for (let e = 0; ; e++) {
    for (let v = 0; v < maxVolumes; v++) {
      for (const line of lines) {
        const volume = line.volumes[v]
        if (volume === undefined) continue
        const edition =
          e === 0 ? null : (line.profile.editions[e - 1] ?? seriesEdition(e - line.profile.editions.length))
        // A gift box in a gift box, or "Limited Edition Limited Edition", would read badly; the series covers the gap.
        if (edition && ((edition.gift && line.gift) || line.name.includes(edition.name))) continue
        yield { line, edition, volume, base: e === 0 && v === 0 }
      }
    }
  }
}
