import { describe, expect, it } from 'vitest'
import { nameWithVariant, variantLabel } from './variant-label'

describe('variantLabel: whether a variant adds to its product’s name', () => {
  it('leaves out a volume the name already says, wherever in the name and however it is spaced', () => {
    expect(variantLabel('1724 Tonic Water 0,2 l', '0,2 l')).toBeNull()
    expect(variantLabel('Fever-Tree Premium Indian Tonic 0,275 l', '0,275 l')).toBeNull()
    expect(variantLabel('Gin Drinkárna 0,7 l Limited', '0,7 l')).toBeNull()
    expect(variantLabel('Rum (0,7 l)', '0,7l')).toBeNull()
    expect(variantLabel('Rum\u00a00,7\u00a0l', '0,7 l')).toBeNull()
    expect(variantLabel('Rum 0,7 L', '0,7 l')).toBeNull()
  })

  it('keeps what the name does not say: another size, a gift box, a name without a size', () => {
    expect(variantLabel('Absolut Vanilia 0,7 l', '0,7 l v dárkovém balení')).toBe('0,7 l v dárkovém balení')
    expect(variantLabel('Gin 1 l', '0,7 l')).toBe('0,7 l')
    // "10,7 l" is not "0,7 l": words are compared whole
    expect(variantLabel('Rum 10,7 l', '0,7 l')).toBe('0,7 l')
    expect(variantLabel('Rum A', '0,7 l')).toBe('0,7 l')
    expect(variantLabel(null, '0,7 l')).toBe('0,7 l')
  })

  it('has nothing to add without a variant name', () => {
    expect(variantLabel('Rum A', null)).toBeNull()
    expect(variantLabel('Rum A', undefined)).toBeNull()
    expect(variantLabel('Rum A', '  ')).toBeNull()
  })

  it('prints "name (variant)" only where the variant adds something', () => {
    expect(nameWithVariant('1724 Tonic Water 0,2 l', '0,2 l')).toBe('1724 Tonic Water 0,2 l')
    const boxed = nameWithVariant('Absolut Vanilia 0,7 l', '0,7 l v dárkovém balení')
    expect(boxed).toBe('Absolut Vanilia 0,7 l (0,7 l v dárkovém balení)')
    expect(nameWithVariant('Rum A', '0,7 l')).toBe('Rum A (0,7 l)')
    expect(nameWithVariant('Rum A', null)).toBe('Rum A')
  })
})
