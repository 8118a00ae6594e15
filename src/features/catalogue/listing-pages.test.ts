import { describe, expect, it } from 'vitest'
import { pageCount, pageWindow } from './listing-pages'

describe('pageWindow', () => {
  it('shows every page of a short listing', () => {
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4])
  })

  it('keeps the first and the last page and two either side of the current one, with gaps between', () => {
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20])
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, null, 20])
  })

  it('shows a page instead of a gap of one', () => {
    expect(pageWindow(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
  })
})

describe('pageCount', () => {
  it('counts at least one page, and a started page as a page', () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(24)).toBe(1)
    expect(pageCount(25)).toBe(2)
  })
})
