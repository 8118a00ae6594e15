import { globSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createI18n, registerTexts } from './i18n'
import './forms/validation-texts'

describe('createI18n', () => {
  it('words counts by the Czech plural rules', () => {
    const { t } = createI18n()
    expect(t('validation.min', { min: 2 })).toBe('Zadejte alespoň 2 znaky.')
    expect([1, 3, 5].map((count) => t('cart.mini', { count, total: '10 Kč' }))).toEqual([
      'Košík, 1 položka, 10 Kč',
      'Košík, 3 položky, 10 Kč',
      'Košík, 5 položek, 10 Kč',
    ])
  })

  it('shows a missing key as the key', () => {
    expect(createI18n().t('no.such.key')).toBe('no.such.key')
  })

  it("adds a feature's texts to a section the shared locale file has, keeping that file's keys", () => {
    registerTexts('mergeCheck', { cs: { empty: { title: 'Prázdno' }, mini: 'Malý' } })
    registerTexts('mergeCheck', { cs: { empty: { text: 'Nic tu není' } } })
    const { t } = createI18n()
    expect([t('mergeCheck.empty.title'), t('mergeCheck.empty.text'), t('mergeCheck.mini')]).toEqual(['Prázdno', 'Nic tu není', 'Malý'])
  })
})

describe('locale files', () => {
  it('write every plural placeholder with its three forms ({{n|one|few|many}})', () => {
    const files = globSync(['src/locales/*.json', 'src/features/*/locales/*.json'])
    expect(files.length).toBeGreaterThan(4)
    for (const file of files) {
      const placeholders = readFileSync(file, 'utf8').match(/\{\{[^}]*\|[^}]*\}\}/g) ?? []
      for (const p of placeholders) expect(p, file).toMatch(/^\{\{\s*\w+\s*\|[^|}]*\|[^|}]*\|[^|}]*\}\}$/)
    }
  })
})
