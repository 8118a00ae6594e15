import { describe, expect, it } from 'vitest'
import { giftGuideQueries, giftGuideSearch, giftGuideTaxons, isCompleteGiftGuide } from './gift-guide'

describe('giftGuideSearch', () => {
  it('reads the three answers from the URL', () => {
    expect(giftGuideSearch.parse({ prilezitost: 'vanoce', pro: 'pro-ni', rozpocet: '500-1000' })).toEqual({
      prilezitost: 'vanoce',
      pro: 'pro-ni',
      rozpocet: '500-1000',
    })
  })

  it('ignores unknown values so that their step is asked again', () => {
    const answers = giftGuideSearch.parse({ prilezitost: 'silvestr', pro: 'pro-nej', rozpocet: 42 })
    expect(answers).toEqual({ prilezitost: undefined, pro: 'pro-nej', rozpocet: undefined })
    expect(isCompleteGiftGuide(answers)).toBe(false)
  })
})

describe('giftGuideTaxons', () => {
  it('looks for a whisky lover in whisky only on an ordinary occasion', () => {
    expect(giftGuideTaxons({ prilezitost: 'narozeniny', pro: 'pro-milovnika-whisky', rozpocet: 'do-500' })).toEqual([
      'whisky',
    ])
  })

  it('puts gift boxes first at Christmas and for business gifts', () => {
    expect(giftGuideTaxons({ prilezitost: 'vanoce', pro: 'pro-milovnika-whisky', rozpocet: 'do-500' })).toEqual([
      'darky',
      'whisky',
    ])
    expect(giftGuideTaxons({ prilezitost: 'firemni', pro: 'pro-milovnika-whisky', rozpocet: 'do-500' })).toEqual([
      'darky',
      'whisky',
    ])
  })

  it('looks for a cocktail fan in gin, liqueurs and bar tools', () => {
    expect(giftGuideTaxons({ prilezitost: 'podekovani', pro: 'pro-koktejlove-nadsence', rozpocet: 'do-500' })).toEqual([
      'gin',
      'likery',
      'merch_a_vybaveni',
    ])
  })

  it('never runs more than three queries', () => {
    expect(giftGuideTaxons({ prilezitost: 'vanoce', pro: 'pro-koktejlove-nadsence', rozpocet: 'do-500' })).toEqual([
      'darky',
      'gin',
      'likery',
    ])
  })

  it('keeps an abstainer to alcohol-free drinks whatever the occasion', () => {
    for (const prilezitost of ['vanoce', 'svatba', 'firemni'] as const) {
      expect(giftGuideTaxons({ prilezitost, pro: 'pro-abstinenta', rozpocet: 'do-500' })).toEqual([
        'nealko_a_mixery',
        'pivo_nealko',
      ])
    }
  })
})

describe('giftGuideQueries', () => {
  it('asks for bestsellers of each taxon within the budget, in haléře', () => {
    expect(giftGuideQueries({ prilezitost: 'narozeniny', pro: 'pro-milovnika-whisky', rozpocet: '1000-2000' })).toEqual(
      [{ taxon: 'whisky', 'price[gte]': 100000, 'price[lte]': 200000, 'order[bestseller]': 'desc', itemsPerPage: 8 }],
    )
  })

  it('leaves the upper price bound open for the top budget', () => {
    const [query] = giftGuideQueries({ prilezitost: 'svatba', pro: 'pro-ni', rozpocet: 'nad-2000' })
    expect(query).toMatchObject({ taxon: 'sekty', 'price[gte]': 200000 })
    expect(query?.['price[lte]']).toBeUndefined()
  })
})
