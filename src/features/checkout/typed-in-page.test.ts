import { describe, expect, it } from 'vitest'
import { initialValues } from './checkout-form'
import { orderFixture } from './order-fixture'
import { type ReadControl, withTypedInPage } from './typed-in-page'

/** The page's controls as a map by name, as `formControls` reads them from the form. */
const page =
  (controls: Record<string, string | boolean>): ReadControl =>
  (name) =>
    controls[name] ?? null

const rendered = initialValues(orderFixture())
const draft = { ...rendered, email: 'jana@example.cz', note: 'Zvonek nefunguje.', companyPurchase: true }

describe('what the page holds that the form does not know (autofill before the scripts ran)', () => {
  it('takes every field filled before hydration, over the draft and the cart', () => {
    const autofilled = page({
      email: 'eva@example.cz',
      'billingAddress.phoneNumber': '+420 602 111 222',
      'billingAddress.firstName': 'Eva',
      'billingAddress.lastName': 'Rychlá',
      'billingAddress.street': 'Krátká 7',
      'billingAddress.city': 'Brno',
      'billingAddress.postcode': '602 00',
      note: rendered.note,
      companyPurchase: rendered.companyPurchase,
    })
    expect(withTypedInPage(draft, rendered, autofilled)).toEqual({
      ...draft,
      email: 'eva@example.cz',
      billing: {
        ...draft.billing,
        phoneNumber: '+420 602 111 222',
        firstName: 'Eva',
        lastName: 'Rychlá',
        street: 'Krátká 7',
        city: 'Brno',
        postcode: '602 00',
      },
    })
  })

  it('leaves the draft as it is where the page shows what the server rendered', () => {
    const untouched = page({ email: rendered.email, note: rendered.note, companyPurchase: rendered.companyPurchase })
    expect(withTypedInPage(draft, rendered, untouched)).toBe(draft)
  })

  it('takes the company, the second recipient and the ticks too, and ignores controls the page does not have', () => {
    const typed = page({
      companyPurchase: true,
      'billingAddress.companyId': '27082440',
      otherRecipient: true,
      'shippingAddress.city': 'Ostrava',
      consent: true,
    })
    expect(withTypedInPage(rendered, rendered, typed)).toMatchObject({
      companyPurchase: true,
      companyId: '27082440',
      otherRecipient: true,
      shipping: { ...rendered.shipping, city: 'Ostrava' },
      consent: true,
      email: rendered.email,
    })
  })
})
