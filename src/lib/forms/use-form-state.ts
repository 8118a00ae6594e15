import { useCallback, useEffect, useMemo, useState } from 'react'
import type { FieldErrors } from './field-errors'

/**
 * The pointer-press watcher (pointer-press.ts) loads once a form has mounted, not in every page's first-load
 * JavaScript (decision 021; the footer's newsletter form is on every page); a field left before it has loaded
 * shows its message at once, as before.
 */
let pointerPress: typeof import('./pointer-press') | null = null

/**
 * A form's state: its values, which fields were left (blur), whether a submit was tried, and the API's
 * messages. A field shows its rule message once it was left or the form was submitted (not while the shopper
 * types the first letters); an API message stays until that field is changed. `validate` must be stable
 * (module level or memoised): the rule messages are recomputed when the values change.
 */
export function useFormState<Values, Name extends string>(
  initial: Values | (() => Values),
  validate: (values: Values) => FieldErrors<Name>,
  order: readonly Name[],
) {
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState<ReadonlySet<Name>>(() => new Set())
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<FieldErrors<Name>>({})
  const ruleErrors = useMemo(() => validate(values), [validate, values])

  const errors = useMemo(() => {
    const shown: FieldErrors<Name> = {}
    for (const name of order) {
      const message = serverErrors[name] ?? (submitted || touched.has(name) ? ruleErrors[name] : undefined)
      if (message !== undefined) shown[name] = message
    }
    // messages about no field ('' and paths the form has no field for) are the caller's to show
    return shown
  }, [order, ruleErrors, serverErrors, submitted, touched])

  useEffect(() => {
    void import('./pointer-press').then((module) => {
      pointerPress = module
      module.watchPointerPresses()
    })
  }, [])
  /** Fields left: their messages show, after a pointer press that left them is over (pointer-press.ts). */
  const touch = useCallback((...names: Name[]) => {
    const update = () =>
      setTouched((current) => (names.every((name) => current.has(name)) ? current : new Set([...current, ...names])))
    if (pointerPress) pointerPress.afterPointerPress(update)
    else update()
  }, [])

  /** Changes values; the API's messages on the changed fields go away. */
  const change = useCallback((patch: Partial<Values>, fields: readonly Name[] = []) => {
    setValues((current) => ({ ...current, ...patch }))
    if (fields.length === 0) return
    setServerErrors((current) => {
      if (!fields.some((name) => current[name] !== undefined)) return current
      const next = { ...current }
      for (const name of fields) delete next[name]
      return next
    })
  }, [])

  /** Starts over with these values: nothing left, nothing submitted, no API messages. */
  const reset = useCallback((next: Values) => {
    setValues(next)
    setTouched(new Set())
    setSubmitted(false)
    setServerErrors({})
  }, [])

  return {
    values,
    errors,
    ruleErrors,
    change,
    touch,
    /** Marks the form submitted: every rule message shows from now on. */
    markSubmitted: useCallback(() => setSubmitted(true), []),
    setServerErrors,
    /** Replaces all values and starts over (data that arrived after the first render, an emptied form after success). */
    reset,
  }
}
export type FormState<Values, Name extends string> = ReturnType<typeof useFormState<Values, Name>>
