import { useEffect, useState } from 'react'
import { readDraft, saveDraft, sessionDraftStorage } from './checkout-draft'
import type { CheckoutForm } from './use-checkout-form'

/**
 * Keeps what the shopper types in the tab's sessionStorage and brings it back when the checkout opens again for
 * the same cart: back from the bank's age check, a reload, the back button (decision 043). Brought back after
 * hydration (the server rendered the cart's values, and the first browser render must match them) and as a fresh
 * start: no field shows a message until it is left again or the order button is pressed.
 */
export function useCheckoutDraft(form: CheckoutForm, cartToken: string): void {
  const { reset, values } = form
  const [restored, setRestored] = useState(false)
  useEffect(() => {
    const storage = sessionDraftStorage()
    const draft = storage ? readDraft(storage, cartToken) : null
    if (draft) reset(draft)
    setRestored(true)
  }, [cartToken, reset])
  useEffect(() => {
    const storage = sessionDraftStorage()
    // not before the draft was read: the cart's values would replace it
    if (restored && storage) saveDraft(storage, cartToken, values)
  }, [restored, cartToken, values])
}
