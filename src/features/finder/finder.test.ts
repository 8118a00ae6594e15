import { describe, expect, it } from 'vitest'
import type { ListedProduct } from '../../../contract/listed-product'
import { currentStepIndex, listingPrice, mergeProducts, previousAnswers, priceQuery, withoutAnswer } from './finder'

const steps = [
  { param: 'a', values: ['1', '2'] },
  { param: 'b', values: ['1', '2'] },
  { param: 'c', values: ['1', '2'] },
]

const product = (code: string, inStock = true) => ({ code, defaultVariantData: { inStock } }) as ListedProduct
const codes = (products: ListedProduct[]) => products.map((p) => p.code)

describe('currentStepIndex', () => {
  it('asks the first step that has no answer', () => {
    expect(currentStepIndex(steps, {})).toBe(0)
    expect(currentStepIndex(steps, { a: '1' })).toBe(1)
    expect(currentStepIndex(steps, { a: '1', c: '2' })).toBe(1)
  })

  it('is past the last step when every step is answered', () => {
    expect(currentStepIndex(steps, { a: '1', b: '1', c: '1' })).toBe(3)
  })
})

describe('withoutAnswer and previousAnswers', () => {
  it('takes one answer out and keeps the others', () => {
    expect(withoutAnswer({ a: '1', b: '2', c: '1' }, 'b')).toEqual({ a: '1', c: '1' })
  })

  it('goes one step back by removing the answer before the current step', () => {
    expect(previousAnswers(steps, { a: '1', b: '2' })).toEqual({ a: '1' })
    expect(previousAnswers(steps, { a: '1', b: '2', c: '1' })).toEqual({ a: '1', b: '2' })
  })

  it('has no way back on the first step', () => {
    expect(previousAnswers(steps, {})).toBeNull()
    expect(previousAnswers(steps, { b: '1', c: '1' })).toBeNull()
  })
})

describe('budgets', () => {
  it('turns a budget into price bounds in haléře', () => {
    expect(priceQuery('do-500')).toEqual({ 'price[gte]': undefined, 'price[lte]': 50000 })
    expect(priceQuery('500-1000')).toEqual({ 'price[gte]': 50000, 'price[lte]': 100000 })
    expect(priceQuery('nad-2000')).toEqual({ 'price[gte]': 200000, 'price[lte]': undefined })
  })

  it('adds no price bounds without a budget', () => {
    expect(priceQuery(undefined)).toEqual({})
  })

  it('writes the listing price range in whole crowns with an open end above the top budget', () => {
    expect(listingPrice('do-500')).toBe('0-500')
    expect(listingPrice('1000-2000')).toBe('1000-2000')
    expect(listingPrice('nad-2000')).toBe('2000-')
    expect(listingPrice(undefined)).toBeUndefined()
  })
})

describe('mergeProducts', () => {
  it('takes the lists in turns so that each is represented and keeps its own order', () => {
    const merged = mergeProducts([
      [product('a1'), product('a2'), product('a3')],
      [product('b1')],
      [product('c1'), product('c2')],
    ])
    expect(codes(merged)).toEqual(['a1', 'b1', 'c1', 'a2', 'c2', 'a3'])
  })

  it('shows a product found by two queries once, where it came first', () => {
    const merged = mergeProducts([
      [product('x'), product('a')],
      [product('x'), product('b')],
    ])
    expect(codes(merged)).toEqual(['x', 'a', 'b'])
  })

  it('stops at the limit', () => {
    const long = Array.from({ length: 10 }, (_, i) => product(`p${i}`))
    expect(mergeProducts([long, long], 8)).toHaveLength(8)
  })

  it('puts what is in stock first, a sold-out product only after every available one', () => {
    const merged = mergeProducts(
      [[product('a1', false), product('a2')], [product('b1'), product('b2', false)], [product('c1')]],
      4,
    )
    expect(codes(merged)).toEqual(['b1', 'c1', 'a2', 'a1'])
  })

  it('gives an empty list when no query found anything', () => {
    expect(mergeProducts([[], []])).toEqual([])
  })
})
