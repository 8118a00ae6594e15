import { describe, expect, it } from 'vitest'
import { clearDraft, type DraftStorage, readDraft, saveDraft } from './checkout-draft'
import { initialValues } from './checkout-form'
import { orderFixture } from './order-fixture'

/** An in-memory Storage, as the tab's sessionStorage behaves for these three calls. */
function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  }
}

const typed = {
  ...initialValues(orderFixture()),
  email: 'jana@example.cz',
  // half-typed: a postcode too short, no phone yet
  billing: {
    firstName: 'Jana',
    lastName: 'Nováková',
    street: 'Dlouhá 12',
    city: 'Praha',
    postcode: '110 0',
    phoneNumber: '',
  },
  companyPurchase: true,
  company: 'Nováková s.r.o.',
  shippingMethod: 'packeta',
  pickupPoint: { id: '4821', name: 'Praha 1, Dlouhá 5', city: 'Praha' },
  note: 'Zvonek nefunguje.',
  consent: true,
}

describe('the checkout draft', () => {
  it('gives back what was typed for the same cart, half-typed values too, but never the consent', () => {
    const storage = memoryStorage()
    saveDraft(storage, 'cart-a', typed)
    expect(readDraft(storage, 'cart-a')).toEqual({ ...typed, consent: false })
    expect(storage.items.get('checkout-draft')).not.toContain('consent')
  })

  it('never keeps the review invitation consent: it is ticked knowingly, on the page (decision 061)', () => {
    const storage = memoryStorage()
    saveDraft(storage, 'cart-a', { ...typed, reviewInvitations: true })
    expect(readDraft(storage, 'cart-a')?.reviewInvitations).toBe(false)
    expect(storage.items.get('checkout-draft')).not.toContain('reviewInvitations')
  })

  it("keeps the Heureka opt-out across the bank's round trip; a draft from before the box reads as unticked", () => {
    const storage = memoryStorage()
    saveDraft(storage, 'cart-a', { ...typed, heurekaOptOut: true })
    expect(readDraft(storage, 'cart-a')?.heurekaOptOut).toBe(true)
    const { heurekaOptOut: _dropped, ...older } = typed
    storage.setItem('checkout-draft', JSON.stringify({ version: 1, cart: 'cart-a', values: older }))
    expect(readDraft(storage, 'cart-a')).toEqual({ ...typed, consent: false, heurekaOptOut: false })
  })

  it('gives nothing to another cart, and nothing after the order was placed', () => {
    const storage = memoryStorage()
    saveDraft(storage, 'cart-a', typed)
    expect(readDraft(storage, 'cart-b')).toBeNull()
    clearDraft(storage)
    expect(readDraft(storage, 'cart-a')).toBeNull()
  })

  it('ignores what it did not write: broken JSON, another shape, wrong types', () => {
    const storage = memoryStorage()
    for (const stored of [
      '{',
      'null',
      JSON.stringify({ version: 2, cart: 'cart-a', values: typed }),
      JSON.stringify({ version: 1, cart: 'cart-a', values: { ...typed, email: 42 } }),
      JSON.stringify({ version: 1, cart: 'cart-a', values: { ...typed, billing: { firstName: 'Jana' } } }),
      JSON.stringify({ version: 1, cart: 'cart-a', values: { ...typed, pickupPoint: { id: '', name: 'x' } } }),
      JSON.stringify({ version: 1, cart: 'cart-a', values: { ...typed, otherRecipient: 'yes' } }),
    ]) {
      storage.setItem('checkout-draft', stored)
      expect(readDraft(storage, 'cart-a'), stored).toBeNull()
    }
  })

  it('keeps nothing, without failing, where the browser refuses storage', () => {
    const refusing: DraftStorage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(() => saveDraft(refusing, 'cart-a', typed)).not.toThrow()
    expect(readDraft(refusing, 'cart-a')).toBeNull()
    expect(() => clearDraft(refusing)).not.toThrow()
  })
})
