import type { AddressValues, CheckoutValues } from './checkout-form'

/**
 * What the page's controls hold that the form's state does not know: a browser's autofill and a quick shopper
 * fill the checkout as soon as its HTML arrives, before React has taken the page over. React keeps such values on
 * the screen when it hydrates, fires no change for them and keeps the server's (the cart's) values in its state,
 * so the draft kept for the bank's round trip and the order button saw empty fields while the page showed them
 * filled (decision 043). Taken from the controls' `name`s, which are the API's property paths.
 */

/** Reads a control of the form by name: its text, a checkbox's state, or null when the page has no such control. */
export type ReadControl = (name: string) => string | boolean | null

type TextPath =
  | readonly ['email' | 'company' | 'companyId' | 'vatId' | 'note']
  | readonly ['billing' | 'shipping', keyof AddressValues]
type FlagName = 'companyPurchase' | 'otherRecipient' | 'consent' | 'reviewInvitations'

const ADDRESS_KEYS = ['firstName', 'lastName', 'street', 'city', 'postcode', 'phoneNumber'] as const

const TEXT_CONTROLS: ReadonlyArray<readonly [string, TextPath]> = [
  ['email', ['email']],
  ...ADDRESS_KEYS.map((key) => [`billingAddress.${key}`, ['billing', key]] as const),
  ['billingAddress.company', ['company']],
  ['billingAddress.companyId', ['companyId']],
  ['billingAddress.vatId', ['vatId']],
  ...ADDRESS_KEYS.map((key) => [`shippingAddress.${key}`, ['shipping', key]] as const),
  ['note', ['note']],
]
const FLAG_CONTROLS: readonly FlagName[] = ['companyPurchase', 'otherRecipient', 'consent', 'reviewInvitations']

function textAt(values: CheckoutValues, path: TextPath): string {
  return path.length === 1 ? values[path[0]] : values[path[0]][path[1]]
}

function withText(values: CheckoutValues, path: TextPath, text: string): CheckoutValues {
  if (path.length === 1) return { ...values, [path[0]]: text }
  return { ...values, [path[0]]: { ...values[path[0]], [path[1]]: text } }
}

/**
 * `values` with every control that shows something other than `shown` (what React last rendered into it) taken
 * from the page: what the shopper sees is what was typed, and it wins. The same `values` when nothing differs.
 * The pickup point and the methods are not read here: they are chosen through scripts, never before them.
 */
export function withTypedInPage(values: CheckoutValues, shown: CheckoutValues, read: ReadControl): CheckoutValues {
  let next = values
  for (const [name, path] of TEXT_CONTROLS) {
    const text = read(name)
    if (typeof text === 'string' && text !== textAt(shown, path)) next = withText(next, path, text)
  }
  for (const name of FLAG_CONTROLS) {
    const checked = read(name)
    if (typeof checked === 'boolean' && checked !== shown[name]) next = { ...next, [name]: checked }
  }
  return next
}

/** Reads the controls of a form element: text inputs and text areas by value, checkboxes by state. */
export function formControls(form: HTMLFormElement): ReadControl {
  return (name) => {
    const control = form.elements.namedItem(name)
    if (control instanceof HTMLInputElement) return control.type === 'checkbox' ? control.checked : control.value
    if (control instanceof HTMLTextAreaElement) return control.value
    return null
  }
}
