import { describe, expect, it } from 'vitest'
import {
  FAVOURITES,
  TASTE_PROFILE_VALUES,
  TASTES,
  tasteFinderQueries,
  tasteFinderSearch,
  tasteFinderTaxons,
} from './taste-finder'

const OWN_TAXON = {
  rum: 'rum',
  whisky: 'whisky',
  gin: 'gin',
  vodka: 'vodka',
  vino: 'vino_a_sekty',
  pivo: 'pivo',
} as const

describe('tasteFinderSearch', () => {
  it('reads the answers from the URL and ignores unknown values', () => {
    expect(tasteFinderSearch.parse({ 'mam-rad': 'rum', chut: 'kořenitý', rozpocet: 'prekvapte-me' })).toEqual({
      'mam-rad': 'rum',
      chut: undefined,
      rozpocet: 'prekvapte-me',
    })
  })
})

describe('tasteFinderTaxons', () => {
  it('never suggests the category the customer already likes, and asks at most three', () => {
    for (const favourite of FAVOURITES) {
      const taxons = tasteFinderTaxons({ 'mam-rad': favourite, chut: 'ovocny', rozpocet: 'prekvapte-me' })
      expect(taxons).not.toContain(OWN_TAXON[favourite])
      expect(taxons.length).toBeGreaterThan(0)
      expect(taxons.length).toBeLessThanOrEqual(3)
    }
  })
})

describe('tasteFinderQueries', () => {
  it('filters by the taste written as the catalogue writes it, with diacritics', () => {
    const queries = tasteFinderQueries({ 'mam-rad': 'whisky', chut: 'korenity', rozpocet: 'do-500' })
    expect(queries.map((q) => q.taxon)).toEqual(['rum', 'tequila_a_mezcal', 'brandy_a_konak'])
    expect(queries[0]).toEqual({
      taxon: 'rum',
      'attributes[taste_profile]': 'kořenitý',
      'price[gte]': undefined,
      'price[lte]': 50000,
      'order[bestseller]': 'desc',
      itemsPerPage: 8,
    })
  })

  it('puts no price bounds on "surprise me"', () => {
    const [query] = tasteFinderQueries({ 'mam-rad': 'gin', chut: 'svezi', rozpocet: 'prekvapte-me' })
    expect(query).not.toHaveProperty('price[gte]')
    expect(query).not.toHaveProperty('price[lte]')
  })

  it('knows the catalogue value of every taste in the URL vocabulary', () => {
    expect(TASTES.map((taste) => TASTE_PROFILE_VALUES[taste])).toEqual([
      'ovocný',
      'kořenitý',
      'sladký',
      'hořký',
      'kouřový',
      'bylinný',
      'svěží',
      'dubový',
    ])
  })
})
