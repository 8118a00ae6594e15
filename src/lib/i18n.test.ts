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
    expect([t('mergeCheck.empty.title'), t('mergeCheck.empty.text'), t('mergeCheck.mini')]).toEqual([
      'Prázdno',
      'Nic tu není',
      'Malý',
    ])
  })
})

describe('locale files', () => {
  it('write every plural placeholder with its three forms ({{n|one|few|many}}), none with a dot', () => {
    const files = globSync(['src/locales/*.json', 'src/features/*/locales/*.json', 'src/components/*/locales/*.json'])
    expect(files.length).toBeGreaterThan(4)
    for (const file of files) {
      const placeholders = readFileSync(file, 'utf8').match(/\{\{[^}]*\|[^}]*\}\}/g) ?? []
      // no dot in the forms: rosetta's interpolation reads a dot as a path into the parameters
      for (const p of placeholders) expect(p, file).toMatch(/^\{\{\s*\w+\s*\|[^|}.]*\|[^|}.]*\|[^|}.]*\}\}$/)
    }
  })
})

describe('rosetta', () => {
  it('renders every text of the locale files: no key shows, no braces stay, counted nouns agree', () => {
    const files = globSync(['src/locales/*.json', 'src/features/*/locales/*.json', 'src/components/*/locales/*.json'])
    const leaves = (node: unknown, path: string[] = []): [string, string][] =>
      typeof node === 'string'
        ? [[path.join('.'), node]]
        : Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => leaves(value, [...path, key]))
    let checked = 0
    for (const file of files.filter((name) => name.endsWith('cs.json'))) {
      const table = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
      // a feature's (or a component's) locale file is registered by its texts.ts: here under a namespace of the test's own
      const feature = file.startsWith('src/locales/') ? null : `rosettaCheck${checked}`
      if (feature) registerTexts(feature, { cs: table })
      for (const [key, text] of leaves(table)) {
        if (text === '') continue
        const params = Object.fromEntries([...text.matchAll(/\{\{\s*([\w.]+)/g)].map((m) => [m[1]!, 3]))
        const full = feature ? `${feature}.${key}` : key
        const shown = createI18n().t(full, params)
        expect(shown, `${file}: ${key}`).not.toBe(full)
        expect(shown, `${file}: ${key}`).not.toMatch(/\{\{|\}\}/)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(200)
    expect(createI18n().t('validation.min', { min: 3 })).toBe('Zadejte alespoň 3 znaky.')
  })
})
