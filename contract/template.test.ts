import { describe, expect, it } from 'vitest'
import { countForm, fillTemplate } from './template'

describe('countForm', () => {
  it('agrees with Intl.PluralRules("cs") for whole numbers (its "other" is our "many")', () => {
    const rules = new Intl.PluralRules('cs')
    for (let n = 0; n <= 250; n++) expect(countForm(n), String(n)).toBe(rules.select(n).replace('other', 'many'))
  })
})

describe('fillTemplate', () => {
  it('puts in the values and the noun that agrees with the number', () => {
    const text = 'Zadejte alespoň {{min}} {{min|znak|znaky|znaků}}.'
    expect([1, 2, 4, 5, 0].map((min) => fillTemplate(text, { min }))).toEqual([
      'Zadejte alespoň 1 znak.',
      'Zadejte alespoň 2 znaky.',
      'Zadejte alespoň 4 znaky.',
      'Zadejte alespoň 5 znaků.',
      'Zadejte alespoň 0 znaků.',
    ])
  })

  it('leaves nothing of a placeholder whose parameter is missing', () => {
    expect(fillTemplate('Košík {{count}} {{count|a|b|c}}.', {})).toBe('Košík  .')
  })
})
