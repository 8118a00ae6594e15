import { describe, expect, it } from 'vitest'
import type { Company } from '../../../contract/company'
import { initialValues } from './checkout-form'
import { companyClear, companyFill } from './company-fill'

const vinoteka: Company = {
  '@id': '/api/v2/shop/companies/27074358',
  '@type': 'Company',
  companyId: '27074358',
  name: 'Vinotéka U Modré kotvy s.r.o.',
  vatId: 'CZ27074358',
  street: 'Sokolovská 394/17',
  city: 'Praha 8',
  postcode: '18600',
}
const pivnice: Company = {
  ...vinoteka,
  companyId: '28409191',
  name: 'Pivnice Na Rychtě a.s.',
  vatId: 'CZ28409191',
  street: 'Údolní 567/33a',
  city: 'Brno',
  postcode: '60200',
}

function form(patch: Partial<ReturnType<typeof initialValues>> = {}) {
  return { ...initialValues(null), companyPurchase: true, companyId: '27074358', ...patch }
}

describe('companyFill', () => {
  it('fills the empty company fields and billing address and names the changed fields', () => {
    const values = form({ billing: { ...initialValues(null).billing, firstName: 'Jana' } })
    const fill = companyFill(values, vinoteka, {})
    expect(fill.patch).toEqual({
      company: 'Vinotéka U Modré kotvy s.r.o.',
      vatId: 'CZ27074358',
      billing: { ...values.billing, street: 'Sokolovská 394/17', city: 'Praha 8', postcode: '18600' },
    })
    expect(fill.fields).toEqual([
      'billingAddress.company',
      'billingAddress.vatId',
      'billingAddress.street',
      'billingAddress.city',
      'billingAddress.postcode',
    ])
  })

  it('never overwrites what the shopper typed', () => {
    const values = form({
      company: 'Moje firma',
      billing: { ...initialValues(null).billing, street: 'Dlouhá 12', city: 'Praha' },
    })
    const fill = companyFill(values, vinoteka, {})
    expect(fill.patch).toEqual({ vatId: 'CZ27074358', billing: { ...values.billing, postcode: '18600' } })
    expect(fill.filled).toEqual({ vatId: 'CZ27074358', postcode: '18600' })
  })

  it("replaces a previous lookup's values with a new company's, but not a field the shopper edited since", () => {
    const first = companyFill(form(), vinoteka, {})
    const afterFirst = { ...form(), ...first.patch, companyId: '28409191' }
    const edited = { ...afterFirst, billing: { ...afterFirst.billing, city: 'Praha-Karlín' } }
    const second = companyFill(edited, pivnice, first.filled)
    expect(second.patch).toEqual({
      company: 'Pivnice Na Rychtě a.s.',
      vatId: 'CZ28409191',
      billing: { ...edited.billing, street: 'Údolní 567/33a', postcode: '60200' },
    })
    expect(second.fields).not.toContain('billingAddress.city')
  })

  it('leaves a field alone when ARES has nothing for it (a sole trader without a DIČ)', () => {
    const fill = companyFill(form(), { ...vinoteka, vatId: null }, {})
    expect(fill.patch).not.toHaveProperty('vatId')
    expect(fill.fields).not.toContain('billingAddress.vatId')
  })

  it("clears the previous company's untouched values when a new IČO finds nothing, keeping what the shopper typed", () => {
    const first = companyFill(form(), vinoteka, {})
    const afterFirst = { ...form(), ...first.patch, companyId: '12345679' }
    const edited = { ...afterFirst, billing: { ...afterFirst.billing, city: 'Praha-Karlín' } }
    const clear = companyClear(edited, first.filled)
    expect(clear.patch).toEqual({ company: '', vatId: '', billing: { ...edited.billing, street: '', postcode: '' } })
    expect(clear.filled).toEqual({})
  })
})
