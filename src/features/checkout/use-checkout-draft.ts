import { type RefObject, useCallback, useEffect, useRef } from 'react'
import { clearDraft, readDraft, saveDraft, sessionDraftStorage } from './checkout-draft'
import type { CheckoutValues } from './checkout-form'
import { formControls, withTypedInPage } from './typed-in-page'
import type { CheckoutForm } from './use-checkout-form'

export type CheckoutDraft = {
  /** Writes what the page shows now: on the click that leaves for the bank (and on `pagehide`). */
  flush(): void
  /** Forgets the draft for good: the order was placed, nothing may write it again. */
  forget(): void
}

/**
 * Keeps what the shopper types in the tab's sessionStorage and brings it back when the checkout opens again for
 * the same cart: back from the bank's age check, a reload, the back button (decision 043). Brought back after
 * hydration (the server rendered the cart's values, and the first browser render must match them) and as a fresh
 * start: no field shows a message until it is left again or the order button is pressed. What the page's fields
 * held before the scripts ran (autofill, typed-in-page.ts) wins over the draft and is kept at once.
 */
export function useCheckoutDraft(
  form: CheckoutForm,
  cartToken: string,
  formRef: RefObject<HTMLFormElement | null>,
): CheckoutDraft {
  const { reset, values } = form
  // What is kept, for which cart, and the form's values it was kept from (an effect run again for the same values,
  // as in development's strict mode, must not write them over what replaced them); null until the draft was read,
  // so the cart's values never replace it.
  const kept = useRef<{ cart: string; values: CheckoutValues; from: CheckoutValues } | null>(null)
  const placed = useRef(false)

  useEffect(() => {
    const storage = sessionDraftStorage()
    if (placed.current) return
    if (kept.current?.cart === cartToken) {
      if (kept.current.from === values) return
      kept.current = { cart: cartToken, values, from: values }
      if (storage) saveDraft(storage, cartToken, values)
      return
    }
    // The first run after the form mounted, or another cart: its draft replaces what is shown (the cart's values),
    // and on the first run what the fields held before React took them over replaces both.
    const first = kept.current === null
    let next = (storage ? readDraft(storage, cartToken) : null) ?? values
    if (first && formRef.current) next = withTypedInPage(next, values, formControls(formRef.current))
    if (next !== values) reset(next)
    // kept now, not after the next render: the shopper may leave before it
    kept.current = { cart: cartToken, values: next, from: values }
    if (storage) saveDraft(storage, cartToken, next)
  }, [cartToken, values, reset, formRef])

  const flush = useCallback(() => {
    const storage = sessionDraftStorage()
    const current = kept.current
    if (!storage || !current || placed.current) return
    const form = formRef.current
    const shown = form ? withTypedInPage(current.values, current.values, formControls(form)) : current.values
    saveDraft(storage, current.cart, shown)
  }, [formRef])

  const forget = useCallback(() => {
    placed.current = true
    const storage = sessionDraftStorage()
    if (storage) clearDraft(storage)
  }, [])

  useEffect(() => {
    window.addEventListener('pagehide', flush)
    return () => window.removeEventListener('pagehide', flush)
  }, [flush])

  return { flush, forget }
}
