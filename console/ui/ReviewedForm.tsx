import { type FormEvent, type ReactNode, type RefObject, useRef, useState } from 'react'
import { ConfirmDialog } from './ConfirmDialog'

/**
 * The console's forms whose change is confirmed before it is made (issue a voucher, add a redirect, a variant's
 * price and stock): text fields bound to the shared field kit (src/components/ui/FormField.tsx, decision 023),
 * a check of what was typed on submit (the first wrong field takes the focus), then ConfirmDialog with the change
 * ready to send. `useReviewedForm` keeps the typed texts, the messages and the change under review;
 * `ReviewedForm` draws the form, its button and the dialog.
 */

type Texts<Name extends string> = Record<Name, string>
/** What the check finds: the fields' messages, and the change to confirm when everything is right. */
export type Review<Name extends string, Ready> = { errors?: Partial<Texts<Name>>; ready?: Ready }
/** What `ReviewedForm` needs of `useReviewedForm`. */
type Handle<Ready> = {
  ref: RefObject<HTMLFormElement | null>
  review: (event: FormEvent) => void
  pending: Ready | null
  close: () => void
}

export function useReviewedForm<Name extends string, Ready>(
  initial: Texts<Name>,
  check: (texts: Texts<Name>) => Review<Name, Ready>,
) {
  const [texts, setTexts] = useState(initial)
  const [errors, setErrors] = useState<Partial<Texts<Name>>>({})
  const [pending, setPending] = useState<Ready | null>(null)
  const ref = useRef<HTMLFormElement>(null)
  function review(event: FormEvent) {
    event.preventDefault()
    const found = check(texts)
    const messages: Partial<Texts<Name>> = found.errors ?? {}
    setErrors(messages)
    const wrong = (Object.keys(initial) as Name[]).find((name) => messages[name])
    const element = wrong === undefined ? null : ref.current?.elements.namedItem(wrong)
    if (element instanceof HTMLElement) element.focus()
    if (wrong === undefined && found.ready !== undefined) setPending(found.ready)
  }
  return {
    texts,
    pending,
    ref,
    review,
    /** The change is made: the fields start over. */
    reset: () => setTexts(initial),
    close: () => setPending(null),
    /** A text field's props for `TextField`: its id, name, value, message and change. */
    field: (name: Name, id: string) => ({
      id,
      name,
      value: texts[name],
      error: errors[name],
      onValue: (value: string) => setTexts((current) => ({ ...current, [name]: value })),
    }),
  }
}

export function ReviewedForm<Ready>({
  form,
  label,
  submitLabel,
  children,
  confirm,
}: {
  form: Handle<Ready>
  /** The form's accessible name, where no heading names it. */
  label?: string
  submitLabel: string
  /** The fields (and any other control) of the form. */
  children: ReactNode
  /** The dialog for the change under review: its texts and what confirming does. */
  confirm: (ready: Ready) => { title: string; confirmLabel: string; body: ReactNode; onConfirm: () => Promise<void> }
}) {
  const dialog = form.pending === null ? null : confirm(form.pending)
  return (
    <>
      <form ref={form.ref} className="filters" onSubmit={form.review} noValidate aria-label={label}>
        {children}
        <div className="filters__buttons">
          <button type="submit" className="button button--primary">
            {submitLabel}
          </button>
        </div>
      </form>
      {dialog && (
        <ConfirmDialog
          title={dialog.title}
          confirmLabel={dialog.confirmLabel}
          onConfirm={dialog.onConfirm}
          onClose={form.close}
        >
          {dialog.body}
        </ConfirmDialog>
      )}
    </>
  )
}
