import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import {
  changeListing,
  clearFilters,
  hasFilters,
  listingSearchSchema,
  pageSearch,
  readListingState,
  searchPageSearchSchema,
  toApiQuery,
  toggleFacetValue,
  type ListingSearch,
} from './listing-search'

/** What the route sees for a query string: the router's parser, then the schema, merged as the router merges. */
function validate(query: string) {
  const raw = defaultParseSearch(query)
  return { ...raw, ...listingSearchSchema.parse(raw) }
}

/** The query string the router prints for a search. */
function url(search: object): string {
  return decodeURIComponent(defaultStringifySearch(search))
}

const state = (query: string) => readListingState(validate(query))

describe('reading the listing from the URL', () => {
  it('reads brands, volumes, price, country, offer, sort and page', () => {
    expect(state('?brand=a,b&volume=0.7&price=300-1500&country=CZ&offer=1&sort=bestseller&page=2')).toEqual({
      brand: ['a', 'b'],
      volume: ['0.7'],
      country: ['cz'],
      price: { min: 300, max: 1500 },
      offer: true,
      sort: 'bestseller',
      page: 2,
    })
  })

  it('accepts the repeated keys a plain GET form sends', () => {
    expect(state('?brand=a&brand=b&volume=0.7&volume=1&country=cz&country=sk')).toMatchObject({
      brand: ['a', 'b'],
      volume: ['0.7', '1'],
      country: ['cz', 'sk'],
    })
  })

  it('folds the two price inputs of the plain form into one range', () => {
    expect(state('?priceMin=300&priceMax=').price).toEqual({ min: 300, max: null })
    expect(state('?priceMin=&priceMax=1500').price).toEqual({ min: null, max: 1500 })
    expect(validate('?priceMin=300&priceMax=1500')).toMatchObject({
      price: '300-1500',
      priceMin: undefined,
      priceMax: undefined,
    })
  })

  it('takes a price range open on either side and puts swapped bounds in order', () => {
    expect(state('?price=300-').price).toEqual({ min: 300, max: null })
    expect(state('?price=-1500').price).toEqual({ min: null, max: 1500 })
    expect(state('?price=1500-300').price).toEqual({ min: 300, max: 1500 })
  })

  it('drops invalid parts and keeps the valid ones, never failing', () => {
    const search = validate('?brand=ok&volume=lots&price=cheap&country=czech&offer=maybe&sort=random&page=0')
    expect(readListingState(search)).toEqual({
      brand: ['ok'],
      volume: [],
      country: [],
      price: { min: null, max: null },
      offer: false,
      sort: null,
      page: 1,
    })
    expect(url(search)).toBe('?brand=ok')
  })

  it('drops unusable list items but keeps the rest of the list', () => {
    expect(state('?volume=0.7,abc,1&brand=a,,b,a').volume).toEqual(['0.7', '1'])
    expect(state('?brand=a,,b,a').brand).toEqual(['a', 'b'])
  })

  it('leaves other parameters of the address alone', () => {
    expect(validate('?utm_source=news&brand=a')).toMatchObject({ utm_source: 'news', brand: 'a' })
  })
})

describe('the canonical URL', () => {
  it('prints single volumes, numeric brands and open-ended prices without quotes', () => {
    expect(url(validate('?volume=0.7&brand=1724&price=-1500'))).toBe('?volume=0.7&brand=1724&price=-1500')
  })

  it('prints lists comma-separated and is stable when read again', () => {
    const first = defaultStringifySearch(validate('?brand=a&brand=b&volume=0.5&volume=1&price=300-'))
    expect(decodeURIComponent(first)).toBe('?brand=a,b&volume=0.5,1&price=300-')
    expect(defaultStringifySearch(validate(first))).toBe(first)
  })

  it('leaves page 1 out', () => {
    expect(url(validate('?page=1&sort=cheapest'))).toBe('?sort=cheapest')
  })
})

describe('changing the listing', () => {
  const current = state('?brand=a&sort=cheapest&page=3')

  it('adds a facet value and goes back to page 1', () => {
    expect(toggleFacetValue(current, 'brand', 'b')).toMatchObject({ brand: 'a,b', sort: 'cheapest', page: undefined })
  })

  it('removes a facet value that is already selected', () => {
    expect(toggleFacetValue(current, 'brand', 'a')).toMatchObject({ brand: undefined, page: undefined })
  })

  it('goes back to page 1 on a new sort or price and keeps the other filters', () => {
    expect(changeListing(current, { sort: 'expensive' })).toMatchObject({
      brand: 'a',
      sort: 'expensive',
      page: undefined,
    })
    expect(changeListing(current, { price: { min: null, max: 900 } })).toMatchObject({ price: -900, page: undefined })
  })

  it('clears every filter but keeps the sort', () => {
    const filtered = state('?brand=a&volume=1&country=cz&offer=1&price=1-2&sort=cheapest&page=2')
    expect(hasFilters(filtered)).toBe(true)
    const cleared: ListingSearch = clearFilters(filtered)
    expect(url(cleared)).toBe('?sort=cheapest')
    expect(hasFilters(readListingState(cleared))).toBe(false)
  })

  it('moves to another page with the filters kept', () => {
    expect(url(pageSearch(current, 4))).toBe('?brand=a&sort=cheapest&page=4')
  })
})

describe('toApiQuery', () => {
  it('sends filters with prices in haléře, the page, its size and a request for facets', () => {
    const query = toApiQuery(state('?brand=a,b&volume=0.7&price=300-1500&country=cz&offer=1&page=2'), {
      defaultSort: 'relevance',
    })
    expect(query).toEqual({
      brand: 'a,b',
      volume: '0.7',
      country: 'cz',
      'price[gte]': 30_000,
      'price[lte]': 150_000,
      offer: 1,
      page: 2,
      itemsPerPage: 24,
      facets: 1,
    })
  })

  it('orders by the chosen sort, or by the page default', () => {
    expect(toApiQuery(state('?sort=bestseller'), { defaultSort: 'relevance' })).toMatchObject({
      'order[bestseller]': 'desc',
    })
    expect(toApiQuery(state('?sort=cheapest'), { defaultSort: 'relevance' })).toMatchObject({ 'order[price]': 'asc' })
    expect(toApiQuery(state('?sort=expensive'), { defaultSort: 'relevance' })).toMatchObject({ 'order[price]': 'desc' })
    expect(toApiQuery(state(''), { defaultSort: 'bestseller' })).toMatchObject({ 'order[bestseller]': 'desc' })
    const relevance = toApiQuery(state('?sort=relevance'), { defaultSort: 'bestseller' })
    expect(Object.keys(relevance).filter((key) => key.startsWith('order['))).toEqual([])
  })

  it('leaves out filters that are not set', () => {
    const query = toApiQuery(state(''), { defaultSort: 'relevance', pageSize: 12 })
    expect(Object.entries(query).filter(([, value]) => value !== undefined)).toEqual([
      ['page', 1],
      ['itemsPerPage', 12],
      ['facets', 1],
    ])
  })
})

describe('the search results page', () => {
  it('keeps the query as typed, with commas and spaces, next to the listing', () => {
    const raw = defaultParseSearch('?q=rum,%20tmavý&brand=a')
    expect(searchPageSearchSchema.parse(raw)).toMatchObject({ q: 'rum, tmavý', brand: 'a' })
  })

  it('keeps a numeric query a number so its URL stays unquoted', () => {
    const search = searchPageSearchSchema.parse(defaultParseSearch('?q=1724'))
    expect(url(search)).toBe('?q=1724')
  })

  it('drops an empty query', () => {
    expect(searchPageSearchSchema.parse(defaultParseSearch('?q=%20%20')).q).toBeUndefined()
  })
})
