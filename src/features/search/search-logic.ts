import type { MenuSuggestion, VariantSuggestion } from '../../../contract/discovery'

/** Suggestions start at two characters (fewer match almost everything) and wait this long after typing. */
export const MIN_QUERY_LENGTH = 2
export const DEBOUNCE_MS = 150
export const MAX_PRODUCT_SUGGESTIONS = 6
export const MAX_CATEGORY_SUGGESTIONS = 5

/** Lower case without diacritics (NFD, combining marks dropped), single spaces: `Kořeněný  Rum` → `koreneny rum`. */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}

export function queryWords(query: string): string[] {
  const normalized = normalizeText(query)
  return normalized === '' ? [] : normalized.split(' ')
}

export function isSearchable(query: string): boolean {
  return normalizeText(query).length >= MIN_QUERY_LENGTH
}

/** The part of a category node the matching needs (structurally a `CategoryNode` of the category tree). */
export type CategoryLike = { code: string; name: string; slug: string; children: readonly CategoryLike[] }

export type CategoryMatch = {
  code: string
  name: string
  slug: string
  /** Names of the ancestors, root first. */ path: string[]
}

/**
 * Categories whose name contains every word of the query (case and diacritics ignored), in tree order with
 * names that start with the query first; at most `limit`.
 */
export function matchCategories(
  roots: readonly CategoryLike[],
  query: string,
  limit = MAX_CATEGORY_SUGGESTIONS,
): CategoryMatch[] {
  const words = queryWords(query)
  if (words.length === 0 || !isSearchable(query)) return []
  const phrase = words.join(' ')
  const found: { match: CategoryMatch; startsWith: boolean }[] = []
  const visit = (nodes: readonly CategoryLike[], path: string[]) => {
    for (const node of nodes) {
      const name = normalizeText(node.name)
      if (words.every((word) => name.includes(word))) {
        found.push({
          match: { code: node.code, name: node.name, slug: node.slug, path },
          startsWith: name.startsWith(phrase),
        })
      }
      visit(node.children, [...path, node.name])
    }
  }
  visit(roots, [])
  // Array.prototype.sort is stable: tree order is kept within each of the two ranks.
  return found
    .sort((a, b) => Number(b.startsWith) - Number(a.startsWith))
    .slice(0, limit)
    .map((entry) => entry.match)
}

// ---- Options of the listbox ----------------------------------------------------------------------------

export type SearchOption =
  | { kind: 'product'; key: string; suggestion: VariantSuggestion }
  | { kind: 'category'; key: string; category: CategoryMatch }
  | { kind: 'page'; key: string; page: MenuSuggestion }
  | { kind: 'all'; key: string; query: string }

export type AllOption = Extract<SearchOption, { kind: 'all' }>

export type GroupKey = 'products' | 'categories' | 'pages'
export type OptionGroup = { key: GroupKey; options: SearchOption[] }

export type SearchOptions = {
  groups: OptionGroup[]
  /** The "show all results" option, always last. */
  all: AllOption
  /** Every option in the order the keyboard walks them: the groups, then "show all". */
  flat: SearchOption[]
  /** No suggestion at all (the "show all" option is still there). */
  empty: boolean
}

type Sources = {
  query: string
  products: readonly VariantSuggestion[]
  categories: readonly CategoryMatch[]
  pages: readonly MenuSuggestion[]
}

/** The listbox content: the non-empty groups (products, categories, pages) and the closing "show all" option. */
export function buildOptions({ query, products, categories, pages }: Sources): SearchOptions {
  const groups: OptionGroup[] = [
    {
      key: 'products',
      options: products
        .slice(0, MAX_PRODUCT_SUGGESTIONS)
        .map((suggestion) => ({ kind: 'product', key: `p:${suggestion.code}`, suggestion })),
    },
    {
      key: 'categories',
      options: categories.map((category) => ({ kind: 'category', key: `c:${category.code}`, category })),
    },
    { key: 'pages', options: pages.map((page) => ({ kind: 'page', key: `m:${page.menu}:${page.url}`, page })) },
  ]
  const filled = groups.filter((group) => group.options.length > 0)
  const all: AllOption = { kind: 'all', key: 'all', query: query.trim() }
  return { groups: filled, all, flat: [...filled.flatMap((group) => group.options), all], empty: filled.length === 0 }
}

// ---- Keyboard ------------------------------------------------------------------------------------------

export type Move = 'next' | 'previous' | 'first' | 'last'

/** The key of a keydown that moves the active option, or null. */
export function moveForKey(key: string): Move | null {
  switch (key) {
    case 'ArrowDown':
      return 'next'
    case 'ArrowUp':
      return 'previous'
    case 'Home':
      return 'first'
    case 'End':
      return 'last'
    default:
      return null
  }
}

/** The active index after a move among `count` options; -1 means none active. Up and down wrap around. */
export function moveIndex(current: number, move: Move, count: number): number {
  if (count <= 0) return -1
  switch (move) {
    case 'first':
      return 0
    case 'last':
      return count - 1
    case 'next':
      return current < 0 || current >= count - 1 ? 0 : current + 1
    case 'previous':
      return current <= 0 || current >= count ? count - 1 : current - 1
  }
}

/** A menu URL the router can open (a path on this site), as opposed to an external address. */
export function isInternalUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//')
}

/** Escape closes an open popup first; a second Escape (popup closed) clears the text. */
export function escapeAction(open: boolean, value: string): 'close' | 'clear' | null {
  if (open) return 'close'
  return value === '' ? null : 'clear'
}
