import type { Query } from '../../lib/api/cache-key'

/**
 * The state of a product listing (category or search results) lives in the URL, so every filtered page renders
 * on the server and can be shared: `?brand=a,b&volume=0.7&price=300-1500&country=cz&offer=1&sort=cheapest&page=2`.
 *
 * Two shapes: `ListingSearch` is what the route keeps as its search (canonical URL values) and `ListingState`
 * what components and the API query work with. The router's default search serialiser JSON-quotes strings that
 * parse as JSON (`"0.7"` → `%220.7%22`) and its parser turns `0.7` into a number, so numeric-looking values are
 * kept as numbers in `ListingSearch`: the URL then reads `volume=0.7` and the server sees its own canonical form
 * (it redirects any other form, such as the repeated `brand=a&brand=b` of a plain GET form, to that one).
 *
 * Parsed by plain functions rather than zod: this runs in the browser on the category and search pages, whose
 * first-load JavaScript is budgeted (docs/decisions/009-client-javascript-budget.md).
 */
export const LISTING_SORTS = ['bestseller', 'cheapest', 'expensive', 'relevance'] as const
export type ListingSort = (typeof LISTING_SORTS)[number]

export const LISTING_PAGE_SIZE = 24
const MAX_PAGE = 1000
const MAX_CROWNS = 10_000_000
const MAX_VALUES = 30

/** A URL value as the router's search parser yields it. */
type UrlValue = string | number

export type ListingSearch = {
  brand?: UrlValue
  volume?: UrlValue
  country?: string
  /** CZK whole numbers: `300-1500`, `300-` or `-1500` (kept as the number -1500). */
  price?: UrlValue
  offer?: 1
  sort?: ListingSort
  page?: number
}

/** The search of the results page: the listing plus the query. */
export type SearchPageSearch = ListingSearch & { q?: UrlValue }

export type PriceRange = { min: number | null; max: number | null }
export type FacetName = 'brand' | 'volume' | 'country'

export type ListingState = {
  brand: string[]
  volume: string[]
  country: string[]
  /** Whole crowns. */
  price: PriceRange
  offer: boolean
  sort: ListingSort | null
  page: number
}

// ---- Parsing what arrives in the URL ----------------------------------------------------------------------

type Scalar = string | number | boolean

/** The items of a URL value: repeated keys and comma lists alike, trimmed, without empty ones; undefined when it
 * is not a value the URL can hold (an object, say). */
function items(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined
  const all: unknown[] = Array.isArray(value) ? value : [value]
  if (!all.every((item): item is Scalar => ['string', 'number', 'boolean'].includes(typeof item))) return undefined
  return all
    .flatMap((item) => String(item).split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '')
}

/** A field that never fails: anything it cannot read becomes undefined (invalid parts are dropped). */
function field<T>(read: (values: string[]) => T | undefined) {
  return (value: unknown): T | undefined => {
    const values = items(value)
    return values === undefined ? undefined : read(values)
  }
}

function list(pattern: RegExp, normalise: (item: string) => string) {
  return (values: string[]): string[] | undefined => {
    const valid = [...new Set(values.filter((value) => pattern.test(value)).map(normalise))].slice(0, MAX_VALUES)
    return valid.length > 0 ? valid : undefined
  }
}

const readBrands = list(/^[^,\s]{1,100}$/u, (value) => value)
const readVolumes = list(/^\d{1,3}(\.\d{1,3})?$/, (value) => String(Number(value)))
const readCountries = list(/^[a-z]{2}$/i, (value) => value.toLowerCase())

function crowns(text: string | undefined): number | null {
  if (!text || !/^\d{1,9}$/.test(text)) return null
  const value = Number(text)
  return value <= MAX_CROWNS ? value : null
}

function readPrice(values: string[]): PriceRange | undefined {
  const match = /^(\d*)-(\d*)$/.exec(values[0] ?? '')
  if (!match) return undefined
  const min = crowns(match[1])
  const max = crowns(match[2])
  if (min === null && max === null) return undefined
  // Swapped bounds are a slip of the visitor, not a reason to drop the filter.
  return min !== null && max !== null && min > max ? { min: max, max: min } : { min, max }
}

function readBound(values: string[]): number | undefined {
  return crowns(values[0]) ?? undefined
}

function readFlag(values: string[]): true | undefined {
  return values[0] === '1' || values[0] === 'true' ? true : undefined
}

function readSort(values: string[]): ListingSort | undefined {
  return LISTING_SORTS.find((sort) => sort === values[0])
}

function readPage(values: string[]): number | undefined {
  const page = Number(values[0])
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : undefined
}

const listingFields = {
  brand: field(readBrands),
  volume: field(readVolumes),
  country: field(readCountries),
  price: field(readPrice),
  /** The two inputs of the price filter in the plain GET form; folded into `price`. */
  priceMin: field(readBound),
  priceMax: field(readBound),
  offer: field(readFlag),
  sort: field(readSort),
  page: field(readPage),
}

type ParsedFields = { [K in keyof typeof listingFields]: ReturnType<(typeof listingFields)[K]> }

function parseFields(raw: unknown): ParsedFields {
  const search = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}
  return {
    brand: listingFields.brand(search.brand),
    volume: listingFields.volume(search.volume),
    country: listingFields.country(search.country),
    price: listingFields.price(search.price),
    priceMin: listingFields.priceMin(search.priceMin),
    priceMax: listingFields.priceMax(search.priceMax),
    offer: listingFields.offer(search.offer),
    sort: listingFields.sort(search.sort),
    page: listingFields.page(search.page),
  }
}

function stateOf(fields: ParsedFields): ListingState {
  const fromForm = fields.priceMin !== undefined || fields.priceMax !== undefined
  const price = fromForm
    ? orderedRange(fields.priceMin ?? null, fields.priceMax ?? null)
    : (fields.price ?? { min: null, max: null })
  return {
    brand: fields.brand ?? [],
    volume: fields.volume ?? [],
    country: fields.country ?? [],
    price,
    offer: fields.offer ?? false,
    sort: fields.sort ?? null,
    page: fields.page ?? 1,
  }
}

function orderedRange(min: number | null, max: number | null): PriceRange {
  return min !== null && max !== null && min > max ? { min: max, max: min } : { min, max }
}

/**
 * The route's `validateSearch` for category listings. Every key it reads is in its output, undefined when
 * absent or invalid, so the router's merge with the raw search drops what was invalid.
 */
export const listingSearchSchema = {
  parse(raw: unknown): ListingSearch & { priceMin?: undefined; priceMax?: undefined } {
    return { ...toListingSearch(stateOf(parseFields(raw))), priceMin: undefined, priceMax: undefined }
  },
}

/** The full-text query: the first value, trimmed (commas and spaces are part of it). */
function readQuery(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value
  if (!['string', 'number', 'boolean'].includes(typeof first)) return undefined
  return String(first).trim().slice(0, 200) || undefined
}

/** The route's `validateSearch` for search results: the listing plus `q`. */
export const searchPageSearchSchema = {
  parse(raw: unknown): SearchPageSearch & { priceMin?: undefined; priceMax?: undefined } {
    const q = readQuery(raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>).q : undefined)
    return { ...listingSearchSchema.parse(raw), q: q === undefined ? undefined : urlValue(q) }
  },
}

// ---- From the route's search to state and back -------------------------------------------------------------

/** The listing state of a validated search. */
export function readListingState(search: ListingSearch): ListingState {
  const { brand, volume, country, price, offer, sort, page } = search
  return stateOf(parseFields({ brand, volume, country, price, offer, sort, page }))
}

/** What the router's parser makes of the text: numbers stay numbers, so the serialiser prints them bare. */
function urlValue(text: string): UrlValue {
  const number = Number(text)
  return text.trim() !== '' && String(number) === text ? number : text
}

function joined(values: string[]): UrlValue | undefined {
  return values.length > 0 ? urlValue(values.join(',')) : undefined
}

export function priceText({ min, max }: PriceRange): UrlValue | undefined {
  if (min === null && max === null) return undefined
  return urlValue(`${min ?? ''}-${max ?? ''}`)
}

/** The canonical search of a state: every key present (undefined when unset), page 1 left out. */
export function toListingSearch(state: ListingState): ListingSearch {
  return {
    brand: joined(state.brand),
    volume: joined(state.volume),
    country: state.country.length > 0 ? state.country.join(',') : undefined,
    price: priceText(state.price),
    offer: state.offer ? 1 : undefined,
    sort: state.sort ?? undefined,
    page: state.page > 1 ? state.page : undefined,
  }
}

// ---- Changing the state ------------------------------------------------------------------------------------

/** The search after a change of filters or sort: back to page 1. */
export function changeListing(state: ListingState, change: Partial<Omit<ListingState, 'page'>>): ListingSearch {
  return toListingSearch({ ...state, ...change, page: 1 })
}

/** Adds the value to the facet's filter, or removes it when it is there (page 1 again). */
export function toggleFacetValue(state: ListingState, facet: FacetName, value: string): ListingSearch {
  const current = state[facet]
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value]
  return changeListing(state, { [facet]: next })
}

/** Without any filter; the sort stays. */
export function clearFilters(state: ListingState): ListingSearch {
  return changeListing(state, { brand: [], volume: [], country: [], price: { min: null, max: null }, offer: false })
}

export function pageSearch(state: ListingState, page: number): ListingSearch {
  return toListingSearch({ ...state, page })
}

export function hasFilters(state: ListingState): boolean {
  return (
    state.brand.length + state.volume.length + state.country.length > 0 ||
    state.offer ||
    state.price.min !== null ||
    state.price.max !== null
  )
}

// ---- The API query ------------------------------------------------------------------------------------------

const ORDER: Record<ListingSort, Query> = {
  bestseller: { 'order[bestseller]': 'desc' },
  cheapest: { 'order[price]': 'asc' },
  expensive: { 'order[price]': 'desc' },
  relevance: {},
}

/** Filters, order and paging of GET /products or GET /search, with facets; prices in haléře. */
export function toApiQuery(state: ListingState, options: { defaultSort: ListingSort; pageSize?: number }): Query {
  return {
    brand: state.brand.length > 0 ? state.brand.join(',') : undefined,
    volume: state.volume.length > 0 ? state.volume.join(',') : undefined,
    country: state.country.length > 0 ? state.country.join(',') : undefined,
    'price[gte]': state.price.min === null ? undefined : state.price.min * 100,
    'price[lte]': state.price.max === null ? undefined : state.price.max * 100,
    offer: state.offer ? 1 : undefined,
    ...ORDER[state.sort ?? options.defaultSort],
    page: state.page,
    itemsPerPage: options.pageSize ?? LISTING_PAGE_SIZE,
    facets: 1,
  }
}
