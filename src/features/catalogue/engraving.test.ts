import { describe, expect, it } from 'vitest'
import { createI18n } from '../../lib/i18n'
import { validateEngraving } from './engraving'
// the product page's registration of the engraving messages (ProductPurchase)
import './engraving-texts'

describe('validateEngraving', () => {
  it('accepts a text up to the maximum length, and an empty one', () => {
    expect(validateEngraving('Pro tátu', 8)).toBeNull()
    expect(validateEngraving('', 8)).toBeNull()
  })

  it('reports a text one character over the maximum as too long', () => {
    expect(validateEngraving('Pro tátu!', 8)).toBe('textTooLong')
  })

  it('names a rule whose Czech message is the one of the specification', () => {
    const t = createI18n('cs').t
    expect(t(`validation.${validateEngraving('x'.repeat(30), 20)}`)).toBe('Text je příliš dlouhý')
  })
})

describe('the engraving rule shared with the cart API (contract/engraving.ts)', () => {
  it('counts characters as a person does: composed accents once, runs of spaces as one', () => {
    expect(validateEngraving('Pro   Ja\u0301nu ', 8)).toBeNull()
  })

  it('refuses emoji and control characters, and any text for a product without engraving', () => {
    expect(validateEngraving('Na zdraví 🥃', 20)).toBe('engravingCharacters')
    expect(validateEngraving('A\u0007B', 20)).toBe('engravingCharacters')
    expect(validateEngraving('Pro tátu', null)).toBe('engravingNotOffered')
    expect(validateEngraving('   ', null)).toBeNull()
  })
})
