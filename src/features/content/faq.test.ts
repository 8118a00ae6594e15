import { describe, expect, it } from 'vitest'
import { faqPageJsonLd, groupFaqByTopic } from './faq'
import { faqFixture } from './test-fixtures'

describe('FAQ', () => {
  it('groups by topic in the order of each topic’s first question by position', () => {
    const items = [
      faqFixture('platba-kartou', 3, 'Platba'),
      faqFixture('doprava-cena', 1, 'Doprava'),
      faqFixture('vek', 5, null),
      faqFixture('doprava-zasilkovna', 4, 'Doprava'),
      faqFixture('platba-prevodem', 2, 'Platba'),
      faqFixture('darek', 6, '  '),
    ]
    const groups = groupFaqByTopic(items)
    expect(groups.map((g) => g.topic)).toEqual(['Doprava', 'Platba', null])
    expect(groups.map((g) => g.items.map((i) => i.code))).toEqual([
      ['doprava-cena', 'doprava-zasilkovna'],
      ['platba-prevodem', 'platba-kartou'],
      ['vek', 'darek'],
    ])
  })

  it('gives no groups without questions', () => {
    expect(groupFaqByTopic([])).toEqual([])
  })

  it('gives FAQPage data that parses, one Question per item with its answer and anchor', () => {
    const items = [
      faqFixture('b', 2, 'Doprava'),
      faqFixture('a', 1, 'Platba', {
        question: 'Lze platit „kartou“?',
        answer: '<p>Ano, <a href="/kontakt">viz</a></p>',
      }),
    ]
    const data = JSON.parse(JSON.stringify(faqPageJsonLd(items, 'https://www.drinkarna.cz/nejcastejsi-dotazy')))
    expect(data['@context']).toBe('https://schema.org')
    expect(data['@type']).toBe('FAQPage')
    expect(data.mainEntity).toHaveLength(2)
    expect(data.mainEntity[0]).toEqual({
      '@type': 'Question',
      '@id': 'https://www.drinkarna.cz/nejcastejsi-dotazy#a',
      name: 'Lze platit „kartou“?',
      acceptedAnswer: { '@type': 'Answer', text: '<p>Ano, <a href="/kontakt">viz</a></p>' },
    })
  })
})
