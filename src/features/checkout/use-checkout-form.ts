import { useCallback, useMemo, useState } from 'react'
import type { CheckoutValues, FieldErrors, FieldName } from './checkout-form'
import { FIELD_ORDER } from './checkout-form'

/**
 * The form's state: values, which fields were left (blur), whether a submit was tried, and the API's
 * messages. A field shows its rule message once it was left or the form was submitted; an API message stays
 * until the field is changed.
 */
export function useCheckoutForm(initial: CheckoutValues, validate: (values: CheckoutValues) => FieldErrors) {
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(() => new Set())
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const ruleErrors = useMemo(() => validate(values), [validate, values])

  const errors = useMemo(() => {
    const shown: FieldErrors = {}
    for (const name of FIELD_ORDER) {
      const message = serverErrors[name] ?? (submitted || touched.has(name) ? ruleErrors[name] : undefined)
      if (message !== undefined) shown[name] = message
    }
    return shown
  }, [ruleErrors, serverErrors, submitted, touched])

  const touch = useCallback((...names: FieldName[]) => {
    setTouched((current) => (names.every((name) => current.has(name)) ? current : new Set([...current, ...names])))
  }, [])

  /** Changes values; the API's messages on the changed fields go away. */
  const change = useCallback((patch: Partial<CheckoutValues>, fields: FieldName[] = []) => {
    setValues((current) => ({ ...current, ...patch }))
    if (fields.length > 0) {
      setServerErrors((current) => {
        if (!fields.some((name) => current[name] !== undefined)) return current
        const next = { ...current }
        for (const name of fields) delete next[name]
        return next
      })
    }
  }, [])

  return {
    values,
    errors,
    ruleErrors,
    change,
    touch,
    /** Marks the form submitted: every rule message shows from now on. */
    markSubmitted: () => setSubmitted(true),
    setServerErrors,
    /** Replaces all values (the cart arrived after the first render). */
    reset: setValues,
  }
}
export type CheckoutForm = ReturnType<typeof useCheckoutForm>
