import { describe, expect, it } from 'vitest'
import { countForm } from './plural'

describe('countForm', () => {
  it('gives the Czech plural form: one, few for 2–4, many for 0 and 5+', () => {
    expect([0, 1, 2, 4, 5, 22].map(countForm)).toEqual(['many', 'one', 'few', 'few', 'many', 'many'])
  })
})
