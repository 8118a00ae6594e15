import { type FormEvent, useCallback, useRef, useState } from 'react'
import type * as z from 'zod/mini'
import { isApiError } from '../api/errors'
import { useT } from '../services'
import { type FieldErrors, firstInvalid, schemaErrors, violationErrors } from './field-errors'
import { useFormState } from './use-form-state'
import './validation-texts'

type Translate = (key: string, params?: Record<string, string | number>) => string

/**
 * The rules: the contract's schema, the same one the API validates with (module level, so it is stable); or,
 * for a form on the pages that load no zod (decision 009: footer, home), plain `rules` with unit tests, the API
 * staying the judge (its violations land on the fields all the same).
 */
type Rules<Values, Name extends string> =
  | {
      schema: z.ZodMiniType
      /** What the schema checks when it is not the values themselves (a payload built from them); module level. */
      prepare?: (values: Values) => unknown
      rules?: never
    }
  | { rules: (values: Values, t: Translate) => FieldErrors<Name>; schema?: never; prepare?: never }

type Options<Values, Name extends string> = Rules<Values, Name> & {
  initial: Values | (() => Values)
  /** The fields in the order the form shows them: the first invalid one gets the focus. */
  fields: readonly Name[]
  /**
   * Sends the values. A 422 thrown from here is mapped to the fields; any other failure shows `failedMessage`.
   * An outcome the form words itself (a refused login) is said with `say`.
   */
  send: (values: Values, say: (message: string) => void) => Promise<void>
  /** The form's own words for a failure that is no field's (network, 5xx, a refused token). */
  failedMessage: string
}

/**
 * The shop's form toolkit: field state (useFormState), the rules on blur and on submit, the general message
 * `Pardon, ale ne všechna pole jsou vyplněna správně.` and the focus on the first invalid field when a submit
 * finds errors, the API's violations on their fields (and one without a field as the form's message), a busy
 * flag that also refuses a second submit while the first is on its way.
 */
export function useForm<Values extends object, Name extends string & keyof Values>(options: Options<Values, Name>) {
  const t = useT()
  const { schema, prepare, rules } = options
  const validate = useCallback(
    (values: Values) =>
      rules ? rules(values, t) : (schemaErrors(schema!, prepare ? prepare(values) : values, t) as FieldErrors<Name>),
    [schema, prepare, rules, t],
  )
  const state = useFormState(options.initial, validate, options.fields)
  const formRef = useRef<HTMLFormElement>(null)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)

  function focus(errors: FieldErrors<Name>) {
    const name = firstInvalid(errors, options.fields)
    const element = name === null ? null : formRef.current?.elements.namedItem(name)
    if (element instanceof HTMLElement) element.focus()
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    state.markSubmitted()
    if (firstInvalid(state.ruleErrors, options.fields) !== null) {
      setMessage(t('validation.formIncomplete'))
      return focus(state.ruleErrors)
    }
    setBusy(true)
    setMessage(null)
    try {
      await options.send(state.values, setMessage)
    } catch (error) {
      const refused = (isApiError(error, 422) ? violationErrors(error.violations) : {}) as FieldErrors<Name | ''>
      const onFields = firstInvalid(refused, options.fields) !== null
      state.setServerErrors(refused)
      setMessage(refused[''] ?? (onFields ? t('validation.formIncomplete') : options.failedMessage))
      focus(refused)
    } finally {
      setBusy(false)
    }
  }

  /** The props of a text field bound to `name`: value, message, change (clears its API message) and blur. */
  function field<Key extends Name>(name: Key) {
    return {
      name,
      value: state.values[name] as string,
      error: state.errors[name],
      onValue: (value: string) => state.change({ [name]: value } as Partial<Values>, [name]),
      onBlur: () => state.touch(name),
    }
  }

  /** The props of a checkbox bound to `name`. */
  function checkbox<Key extends Name>(name: Key) {
    return {
      name,
      checked: state.values[name] as boolean,
      error: state.errors[name],
      onChecked: (checked: boolean) => state.change({ [name]: checked } as Partial<Values>, [name]),
    }
  }

  return {
    ...state,
    busy,
    message,
    /** Sets the form's message (an outcome the form words itself, such as a refused login). */
    setMessage,
    field,
    checkbox,
    /** Spread on the <form>: the ref for the focus, no browser validation bubbles (the shop's messages instead). */
    formProps: { ref: formRef, noValidate: true, onSubmit },
  }
}
