import { COMPLEMENTS, type Complement } from './data/complements.ts'
import { rngFor } from './prng.ts'
import type { AssociationRow, AssociationTypeRow, AssociationTypeTranslationRow } from './types.ts'

/** Sylius association types: products like this one, and what goes well with it. */
export const ASSOCIATION_TYPES = [
  { code: 'similar', cs: 'Podobné produkty', en: 'Similar products' },
  { code: 'recommended', cs: 'Doporučujeme k tomu', en: 'Goes well with' },
] as const

/** What the associations need to know of a product. */
export type AssociationItem = {
  id: number
  /** Codes of its leaf category and of that leaf's top-level category. */
  leaf: string
  category: string
  /** Czech name, matched by the complements' name patterns. */
  name: string
  soldCount: number
  enabled: boolean
}

export type AssociationRows = {
  types: AssociationTypeRow[]
  translations: AssociationTypeTranslationRow[]
  associations: AssociationRow[]
}

/** Candidates to draw from: a few more than are drawn, so neighbours do not all get the same list. */
const SIMILAR_POOL = 10
const RECOMMENDED_POOL = 8

const bySales = (a: AssociationItem, b: AssociationItem) => b.soldCount - a.soldCount || a.id - b.id

function matches(item: AssociationItem, target: Complement): boolean {
  return (item.leaf === target.taxon || item.category === target.taxon) && (!target.name || target.name.test(item.name))
}

/** The best sellers of each target, interleaved, so a gin gets a tonic and a glass rather than three tonics. */
function interleaved(
  targets: readonly Complement[],
  enabled: readonly AssociationItem[],
  pool: AssociationItem[],
): void {
  const lists = targets.map((target) => enabled.filter((item) => matches(item, target)).sort(bySales))
  for (let i = 0; pool.length <= RECOMMENDED_POOL && lists.some((list) => i < list.length); i++) {
    for (const list of lists) {
      const item = list[i]
      if (item && !pool.includes(item)) pool.push(item)
    }
  }
}

/** Complements by the targets; where a small catalogue has too few, the targets' categories fill up. */
function complementPool(targets: readonly Complement[], enabled: readonly AssociationItem[]): AssociationItem[] {
  const pool: AssociationItem[] = []
  interleaved(targets, enabled, pool)
  if (pool.length <= RECOMMENDED_POOL)
    interleaved(
      targets.map(({ taxon }) => ({ taxon })),
      enabled,
      pool,
    )
  return pool
}

/**
 * Associations of every product: `similar` are 4-6 of the best sellers of its leaf category, `recommended` 3-4
 * complements (gin: tonic and gin glasses; whisky: glasses and bar tools; gifts: spirits …). Only enabled
 * products are associated. Linear in the catalogue: pools are built once per leaf.
 */
export function buildAssociations(items: readonly AssociationItem[], seed: number): AssociationRows {
  const types = ASSOCIATION_TYPES.map((type, i) => ({ id: i + 1, code: type.code, position: i }))
  const translations = ASSOCIATION_TYPES.flatMap((type, i) => [
    { type_id: i + 1, locale: 'cs_CZ', name: type.cs },
    { type_id: i + 1, locale: 'en_US', name: type.en },
  ])
  const enabled = items.filter((item) => item.enabled)
  const leafBestsellers = new Map<string, AssociationItem[]>()
  for (const item of [...enabled].sort(bySales)) {
    const list = leafBestsellers.get(item.leaf) ?? []
    if (list.length <= SIMILAR_POOL) list.push(item)
    leafBestsellers.set(item.leaf, list)
  }
  const complementPools = new Map<string, AssociationItem[]>()
  const associations: AssociationRow[] = []
  const add = (owner: AssociationItem, typeId: number, picked: AssociationItem[]) => {
    picked.forEach((item, position) => {
      associations.push({
        id: associations.length + 1,
        owner_product_id: owner.id,
        type_id: typeId,
        associated_product_id: item.id,
        position,
      })
    })
  }

  for (const item of items) {
    const rng = rngFor(seed, `associations ${item.id}`)
    const similar = (leafBestsellers.get(item.leaf) ?? [])
      .filter((other) => other.id !== item.id)
      .slice(0, SIMILAR_POOL)
    add(item, 1, keepOrder(similar, rng.sample(similar, rng.int(4, 6))))

    const key = COMPLEMENTS[item.leaf] ? item.leaf : item.category
    let pool = complementPools.get(key)
    if (!pool) {
      pool = complementPool(COMPLEMENTS[key] ?? [], enabled)
      complementPools.set(key, pool)
    }
    const complements = pool.filter((other) => other.id !== item.id).slice(0, RECOMMENDED_POOL)
    add(item, 2, keepOrder(complements, rng.sample(complements, rng.int(3, 4))))
  }
  return { types, translations, associations }
}

/** The picked items in the order they have in `list` (best sellers first). */
function keepOrder<T>(list: readonly T[], picked: readonly T[]): T[] {
  const chosen = new Set(picked)
  return list.filter((item) => chosen.has(item))
}
