import { describe, expect, it } from 'vitest'
import type { MenuSuggestion, VariantSuggestion } from '../../../contract/discovery'
import {
  buildOptions,
  type CategoryLike,
  escapeAction,
  isInternalUrl,
  isSearchable,
  matchCategories,
  moveForKey,
  moveIndex,
  normalizeText,
  queryWords,
} from './search-logic'

const node = (code: string, name: string, children: CategoryLike[] = []): CategoryLike => ({
  code,
  name,
  slug: code,
  children,
})

const tree: CategoryLike[] = [
  node('rum', 'Rum', [node('rum_koreneny', 'Kořeněný rum'), node('rum_tmavy', 'Tmavý rum')]),
  node('whisky', 'Whisky', [node('whisky_skotska', 'Skotská whisky'), node('whisky_irska', 'Irská whiskey')]),
  node('ceske_destilaty', 'České destiláty', [node('slivovice', 'Slivovice')]),
  node('likery', 'Likéry', [node('likery_orechove', 'Ořechové a kávové likéry')]),
]

const suggestion = (code: string): VariantSuggestion => ({
  '@id': `/api/v2/shop/product-variants/${code}`,
  code,
  inStock: true,
  price: 49900,
  product: { code, name: code, slug: code, image: null },
})
const page = (label: string, url: string): MenuSuggestion => ({ label, url, menu: 'header' })

describe('normalizeText', () => {
  it('drops diacritics and case so that Kořeněný matches koreneny', () => {
    expect(normalizeText('Kořeněný RUM')).toBe('koreneny rum')
  })

  it('collapses runs of white space and trims the ends', () => {
    expect(normalizeText('  české \t destiláty ')).toBe('ceske destilaty')
  })
})

describe('queryWords and isSearchable', () => {
  it('splits a query into normalised words', () => {
    expect(queryWords(' Tmavý  Rum ')).toEqual(['tmavy', 'rum'])
  })

  it('asks for suggestions only from two characters on', () => {
    expect(isSearchable('r')).toBe(false)
    expect(isSearchable(' r ')).toBe(false)
    expect(isSearchable('ru')).toBe(true)
  })
})

describe('matchCategories', () => {
  it('finds categories at any depth whose name contains the query, ignoring diacritics', () => {
    expect(matchCategories(tree, 'koren').map((c) => c.code)).toEqual(['rum_koreneny'])
  })

  it('requires every word of the query to be in the name, in any order', () => {
    expect(matchCategories(tree, 'rum tmav').map((c) => c.code)).toEqual(['rum_tmavy'])
    expect(matchCategories(tree, 'rum skot')).toEqual([])
  })

  it('gives the names of the ancestors as the path of a match', () => {
    expect(matchCategories(tree, 'slivov')).toEqual([
      { code: 'slivovice', name: 'Slivovice', slug: 'slivovice', path: ['České destiláty'] },
    ])
  })

  it('puts names that start with the query before those that only contain it', () => {
    expect(matchCategories(tree, 'whisk').map((c) => c.code)).toEqual(['whisky', 'whisky_skotska', 'whisky_irska'])
    expect(matchCategories(tree, 'rum').map((c) => c.code)).toEqual(['rum', 'rum_koreneny', 'rum_tmavy'])
  })

  it('returns at most the given number of categories', () => {
    expect(matchCategories(tree, 'r', 5)).toEqual([])
    expect(matchCategories(tree, 'ry', 2)).toHaveLength(2)
  })

  it('matches nothing for a query shorter than two characters', () => {
    expect(matchCategories(tree, 'w')).toEqual([])
  })
})

describe('buildOptions', () => {
  it('lists products, categories and pages in this order and closes with the show-all option', () => {
    const options = buildOptions({
      query: ' rum ',
      products: [suggestion('a'), suggestion('b')],
      categories: matchCategories(tree, 'rum'),
      pages: [page('Rumový průvodce', '/stranka/rum')],
    })
    expect(options.groups.map((g) => g.key)).toEqual(['products', 'categories', 'pages'])
    expect(options.flat.map((o) => o.key)).toEqual([
      'p:a',
      'p:b',
      'c:rum',
      'c:rum_koreneny',
      'c:rum_tmavy',
      'm:header:/stranka/rum',
      'all',
    ])
    expect(options.all).toEqual({ kind: 'all', key: 'all', query: 'rum' })
    expect(options.empty).toBe(false)
  })

  it('leaves out empty groups and reports an empty result when nothing matched', () => {
    const options = buildOptions({ query: 'xyz', products: [], categories: [], pages: [] })
    expect(options.groups).toEqual([])
    expect(options.flat.map((o) => o.kind)).toEqual(['all'])
    expect(options.empty).toBe(true)
  })

  it('shows at most six products', () => {
    const products = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(suggestion)
    expect(buildOptions({ query: 'x', products, categories: [], pages: [] }).groups[0]?.options).toHaveLength(6)
  })
})

describe('keyboard moves', () => {
  it('maps the arrow, Home and End keys to moves and ignores other keys', () => {
    expect(['ArrowDown', 'ArrowUp', 'Home', 'End', 'Enter'].map(moveForKey)).toEqual([
      'next',
      'previous',
      'first',
      'last',
      null,
    ])
  })

  it('starts at the first option going down and at the last going up when none is active', () => {
    expect(moveIndex(-1, 'next', 4)).toBe(0)
    expect(moveIndex(-1, 'previous', 4)).toBe(3)
  })

  it('wraps from the last option to the first and back', () => {
    expect(moveIndex(3, 'next', 4)).toBe(0)
    expect(moveIndex(0, 'previous', 4)).toBe(3)
    expect(moveIndex(1, 'next', 4)).toBe(2)
    expect(moveIndex(2, 'previous', 4)).toBe(1)
  })

  it('jumps to the first and last option with Home and End', () => {
    expect(moveIndex(2, 'first', 4)).toBe(0)
    expect(moveIndex(0, 'last', 4)).toBe(3)
  })

  it('activates nothing when there are no options', () => {
    expect(moveIndex(0, 'next', 0)).toBe(-1)
  })

  it('recovers from an index beyond a list that has shrunk', () => {
    expect(moveIndex(7, 'next', 3)).toBe(0)
    expect(moveIndex(7, 'previous', 3)).toBe(2)
  })
})

describe('escapeAction', () => {
  it('closes an open popup and keeps the text', () => {
    expect(escapeAction(true, 'rum')).toBe('close')
  })

  it('clears the text on a second Escape once the popup is closed', () => {
    expect(escapeAction(false, 'rum')).toBe('clear')
    expect(escapeAction(false, '')).toBeNull()
  })
})

describe('isInternalUrl', () => {
  it('tells site paths from external and protocol-relative addresses', () => {
    expect(isInternalUrl('/pruvodce-darky')).toBe(true)
    expect(isInternalUrl('//cdn.example.com/x')).toBe(false)
    expect(isInternalUrl('https://example.com')).toBe(false)
  })
})
