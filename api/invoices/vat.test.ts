import { describe, expect, it } from 'vitest'
import { creditNoteDraft, invoiceDraft, InvoiceMismatchError, type InvoiceOrder, type IssuedDocument } from './document'
import { pragueDay } from '../../contract/prague-time'
import { currentSeller } from './issue'
import { vatOfGross, vatRecapitulation } from './vat'

const terms = { seller: currentSeller(), issuedOn: '2026-11-26', taxableOn: '2026-11-26', paid: true }

function order(overrides: Partial<InvoiceOrder> = {}): InvoiceOrder {
  return {
    number: '000000042',
    email: 'jana@example.cz',
    billingAddress: JSON.stringify({
      firstName: 'Jana',
      lastName: 'Nováková',
      street: 'Vodičkova 31',
      city: 'Praha',
      postcode: '110 00',
      countryCode: 'CZ',
    }),
    items: [{ productName: 'Rum B', variantName: null, engraving: '', quantity: 2, unitPrice: 30_000, total: 60_000 }],
    shippingName: 'Kurýr na adresu',
    shippingTotal: 12_900,
    paymentName: 'Bankovní převod',
    paymentFeeTotal: 0,
    total: 72_900,
    ...overrides,
  }
}

describe('VAT from prices with VAT (§ 37 odst. 2)', () => {
  it('computes the VAT of each rate once from the sum with VAT, to the haléř, and the base as the rest', () => {
    // 10 000 Kč at 21 %: 1 735,54 Kč exactly (the abolished coefficient 0.1736 gave 1 736,00 Kč)
    expect(vatOfGross(1_000_000, 21)).toBe(173_554)
    expect(vatOfGross(1_000_000, 12)).toBe(107_143)
    expect(vatOfGross(1_000_000, 0)).toBe(0)
    // three lines of 0,10 Kč: per line the VAT would be 2 × 3 = 6 haléře, from the sum it is 5
    const rows = vatRecapitulation([
      { rate: 21, total: 10 },
      { rate: 21, total: 10 },
      { rate: 21, total: 10 },
      { rate: 12, total: 11_200 },
    ])
    expect(rows).toEqual([
      { rate: 21, base: 25, vat: 5, gross: 30 },
      { rate: 12, base: 10_000, vat: 1_200, gross: 11_200 },
    ])
  })

  it('rounds a credit note to exactly the negative of the invoice (half away from zero)', () => {
    // 121 haléře × 21/121 = 21; 50 haléře × 21/121 = 8.68 → 9; −50 → −9, not −8
    expect(vatOfGross(50, 21)).toBe(9)
    expect(vatOfGross(-50, 21)).toBe(-9)
    for (const gross of [1, 2, 3, 49, 50, 99, 12_345, 72_900])
      expect(vatOfGross(-gross, 21)).toBe(-vatOfGross(gross, 21))
  })
})

describe('the invoice of an order', () => {
  it('shows every item at its price, shipping, and a total equal to what was paid', () => {
    const doc = invoiceDraft(order(), terms)
    expect(doc.lines).toEqual([
      { description: 'Rum B', quantity: 2, unitPrice: 30_000, rate: 21, total: 60_000 },
      { description: 'Doprava: Kurýr na adresu', quantity: 1, unitPrice: 12_900, rate: 21, total: 12_900 },
    ])
    expect(doc.recapitulation).toEqual([{ rate: 21, base: 60_248, vat: 12_652, gross: 72_900 }])
    expect(doc).toMatchObject({
      total: 72_900,
      // as banks show it (contract/variable-symbol.ts)
      variableSymbol: '42',
      paymentNote: 'Uhrazeno – neplaťte',
      corrects: null,
    })
    expect(doc.buyer).toEqual({
      name: 'Jana Nováková',
      company: null,
      ico: null,
      dic: null,
      street: 'Vodičkova 31',
      postalCode: '110 00',
      city: 'Praha',
      country: 'CZ',
      email: 'jana@example.cz',
    })
  })

  it('names a company buyer with IČO and DIČ, the discounts as a line, and a cash-on-delivery fee', () => {
    const doc = invoiceDraft(
      order({
        billingAddress: JSON.stringify({
          firstName: 'Petr',
          lastName: 'Dvořák',
          company: 'Šťastná firma s.r.o.',
          companyId: '27074358',
          vatId: 'CZ27074358',
          street: 'Nádražní 12',
          city: 'Ostrava',
          postcode: '702 00',
        }),
        items: [
          {
            productName: 'Rum A',
            variantName: '0,7 l',
            engraving: 'Pro Pavla',
            quantity: 1,
            unitPrice: 50_000,
            total: 45_000,
          },
          { productName: 'Rum B', variantName: null, engraving: '', quantity: 3, unitPrice: 30_000, total: 81_000 },
        ],
        shippingName: 'Zásilkovna – výdejní místo',
        shippingTotal: 0,
        paymentName: 'Dobírka',
        paymentFeeTotal: 3_900,
        total: 129_900,
      }),
      { ...terms, paid: false },
    )
    expect(doc.buyer).toMatchObject({
      name: 'Petr Dvořák',
      company: 'Šťastná firma s.r.o.',
      ico: '27074358',
      dic: 'CZ27074358',
    })
    expect(doc.lines.map((l) => [l.description, l.total])).toEqual([
      ['Rum A (0,7 l), gravírování „Pro Pavla“', 50_000],
      ['Rum B', 90_000],
      ['Sleva', -14_000],
      ['Doprava: Zásilkovna – výdejní místo', 0],
      ['Poplatek za platbu: Dobírka', 3_900],
    ])
    expect(doc.recapitulation).toEqual([{ rate: 21, base: 107_355, vat: 22_545, gross: 129_900 }])
    expect(doc.paymentNote).toBe('Dobírka – zaplatíte při převzetí zásilky')
  })

  it('keeps lines at several rates apart in the recapitulation', () => {
    const doc = invoiceDraft(
      order({
        items: [
          { productName: 'Rum B', variantName: null, engraving: '', quantity: 1, unitPrice: 30_000, total: 30_000 },
          {
            productName: 'Čokoláda',
            variantName: null,
            engraving: '',
            quantity: 2,
            unitPrice: 5_600,
            total: 11_200,
            rate: 12,
          },
        ],
        shippingName: null,
        shippingTotal: 0,
        total: 41_200,
      }),
      terms,
    )
    expect(doc.recapitulation).toEqual([
      { rate: 21, base: 24_793, vat: 5_207, gross: 30_000 },
      { rate: 12, base: 10_000, vat: 1_200, gross: 11_200 },
    ])
  })

  it('refuses to issue an invoice whose lines do not add up to the order total', () => {
    expect(() => invoiceDraft(order({ total: 72_901 }), terms)).toThrow(InvoiceMismatchError)
  })
})

describe('the credit note of a refund', () => {
  const invoice: IssuedDocument = { ...invoiceDraft(order(), terms), number: '2026000007' }

  it('reverses every line for a full refund and refers to the invoice', () => {
    const note = creditNoteDraft(invoice, {
      seller: currentSeller(),
      issuedOn: '2026-12-01',
      taxableOn: '2026-12-01',
      amount: 72_900,
      reason: 'Odstoupení od smlouvy',
    })
    expect(note.lines.map((l) => [l.quantity, l.total])).toEqual([
      [-2, -60_000],
      [-1, -12_900],
    ])
    expect(note.recapitulation).toEqual([{ rate: 21, base: -60_248, vat: -12_652, gross: -72_900 }])
    expect(note).toMatchObject({
      kind: 'credit_note',
      total: -72_900,
      corrects: { number: '2026000007', issuedOn: '2026-11-26' },
      reason: 'Odstoupení od smlouvy',
    })
  })

  it('lowers each rate in proportion for a partial refund, and refuses more than the invoice', () => {
    const mixed: IssuedDocument = {
      ...invoiceDraft(
        order({
          items: [
            { productName: 'Rum B', variantName: null, engraving: '', quantity: 1, unitPrice: 30_000, total: 30_000 },
            {
              productName: 'Čokoláda',
              variantName: null,
              engraving: '',
              quantity: 1,
              unitPrice: 10_000,
              total: 10_000,
              rate: 12,
            },
          ],
          shippingName: null,
          shippingTotal: 0,
          total: 40_000,
        }),
        terms,
      ),
      number: '2026000008',
    }
    const note = creditNoteDraft(mixed, {
      seller: currentSeller(),
      issuedOn: '2026-12-01',
      taxableOn: '2026-12-01',
      amount: 10_001,
      reason: 'Sleva za poškozený obal',
    })
    expect(note.lines.map((l) => [l.rate, l.total])).toEqual([
      [21, -7_501],
      [12, -2_500],
    ])
    expect(note.total).toBe(-10_001)
    expect(() =>
      creditNoteDraft(mixed, {
        seller: currentSeller(),
        issuedOn: '2026-12-01',
        taxableOn: '2026-12-01',
        amount: 40_001,
        reason: 'x',
      }),
    ).toThrow(InvoiceMismatchError)
    expect(() =>
      creditNoteDraft(mixed, {
        seller: currentSeller(),
        issuedOn: '2026-12-01',
        taxableOn: '2026-12-01',
        amount: 0,
        reason: 'x',
      }),
    ).toThrow(InvoiceMismatchError)
  })

  it("refunds chosen lines at each line's own rate: one bottle of six at 21 %, not a share of the juice at 12 %", () => {
    const sixAndJuice: IssuedDocument = {
      ...invoiceDraft(
        order({
          items: [
            { productName: 'Rum B', variantName: null, engraving: '', quantity: 6, unitPrice: 30_000, total: 180_000 },
            {
              productName: 'Džus',
              variantName: null,
              engraving: '',
              quantity: 2,
              unitPrice: 5_000,
              total: 10_000,
              rate: 12,
            },
          ],
          total: 202_900,
        }),
        terms,
      ),
      number: '2026000009',
    }
    const correction = {
      seller: currentSeller(),
      issuedOn: '2026-12-01',
      taxableOn: '2026-12-01',
      reason: 'Rozbitá lahev',
    }

    const bottle = creditNoteDraft(sixAndJuice, {
      ...correction,
      amount: 30_000,
      parts: [{ kind: 'item', quantity: 1, amount: 30_000, invoiceLine: 0 }],
    })
    expect(bottle.lines).toEqual([{ description: 'Rum B', quantity: -1, unitPrice: 30_000, rate: 21, total: -30_000 }])
    expect(bottle.recapitulation).toEqual([{ rate: 21, base: -24_793, vat: -5_207, gross: -30_000 }])
    expect(bottle.total).toBe(-30_000)

    const juiceAndShipping = creditNoteDraft(sixAndJuice, {
      ...correction,
      amount: 5_000 + 12_900 + 1_000,
      parts: [
        { kind: 'item', quantity: 1, amount: 5_000, invoiceLine: 1 },
        { kind: 'shipping', quantity: 1, amount: 12_900, invoiceLine: null },
        { kind: 'goodwill', quantity: 1, amount: 1_000, invoiceLine: null },
      ],
    })
    expect(juiceAndShipping.lines.map((l) => [l.description, l.quantity, l.rate, l.total])).toEqual([
      ['Džus', -1, 12, -5_000],
      ['Doprava: Kurýr na adresu', -1, 21, -12_900],
      // a goodwill amount goes over the order's rates as a plain refund does
      ['Snížení ceny (vrácení části platby), DPH 21 %', 1, 21, -951],
      ['Snížení ceny (vrácení části platby), DPH 12 %', 1, 12, -49],
    ])
    expect(juiceAndShipping.recapitulation.map((r) => [r.rate, r.gross])).toEqual([
      [21, -13_851],
      [12, -5_049],
    ])
  })
})

it("names a line's variant only where it adds to the product's name, as the mails do", () => {
  const doc = invoiceDraft(
    order({
      items: [
        {
          productName: 'Tanqueray 0.0 % 0,7 l',
          variantName: '0,7 l',
          engraving: '',
          quantity: 1,
          unitPrice: 30_000,
          total: 30_000,
        },
        {
          productName: 'Rum B',
          variantName: '0,7 l v dárkovém balení',
          engraving: '',
          quantity: 1,
          unitPrice: 30_000,
          total: 30_000,
        },
      ],
      total: 72_900,
    }),
    terms,
  )
  expect(doc.lines.map((l) => l.description).slice(0, 2)).toEqual([
    'Tanqueray 0.0 % 0,7 l',
    'Rum B (0,7 l v dárkovém balení)',
  ])
})

it('dates documents in Prague time', () => {
  // 23:30 UTC on 31 December is already 1 January in Prague: the new year's series
  expect(pragueDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01')
  expect(pragueDay(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30')
})
