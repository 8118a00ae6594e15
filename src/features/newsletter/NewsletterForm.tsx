import { type ComponentType, type FocusEvent, type FormEvent, useRef, useState } from 'react'
import type { LiveNewsletterProps, Resume } from './LiveNewsletterForm'
import { EMPTY_NEWSLETTER, type NewsletterProps, type NewsletterValues, NewsletterView } from './NewsletterView'

type Live = { Form: ComponentType<LiveNewsletterProps>; resume: Resume }

/**
 * The Drinksletter's subscription form, in every page's footer and on the home page. What the server renders and
 * the page hydrates is the plain view, keeping what is typed; the form toolkit with the rules, the messages and
 * the API call (LiveNewsletterForm) loads when the visitor first comes near the form (the pointer over it, the
 * focus in it), so no page loads it before it is interactive (docs/decisions/021-first-load-javascript.md).
 *
 * The toolkit's form replaces the plain one (new elements), so the hand-over waits until the visitor is not
 * in the middle of something: not while the pointer is over the form (a click in progress would land on a removed
 * element) or the focus is in it (a phone would drop its keyboard), but at once on a submit, which it then sends.
 */
export function NewsletterForm(props: NewsletterProps) {
  const [values, setValues] = useState<NewsletterValues>(EMPTY_NEWSLETTER)
  const [live, setLive] = useState<Live | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const loaded = useRef<Live['Form'] | null>(null)
  const loading = useRef(false)
  const pointerOver = useRef(false)
  const visited = useRef(new Set<'email'>())
  const submitted = useRef(false)

  function handOver() {
    const form = formRef.current
    const submit = submitted.current
    if (!loaded.current || !form) return
    if (!submit && (pointerOver.current || form.contains(document.activeElement))) return
    setLive({ Form: loaded.current, resume: { focusIndex: focusIndex(form), submit, touched: [...visited.current] } })
  }

  function load() {
    if (loading.current) return
    loading.current = true
    import('./LiveNewsletterForm').then(
      ({ LiveNewsletterForm }) => {
        loaded.current = LiveNewsletterForm
        handOver()
      },
      // offline for a moment: the next approach (or submit) tries again
      () => (loading.current = false),
    )
  }

  if (live) return <live.Form {...props} initial={values} resume={live.resume} />
  const change = (change: Partial<NewsletterValues>) => setValues((current) => ({ ...current, ...change }))
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    submitted.current = true
    if (loaded.current) handOver()
    else load()
  }
  const presence = {
    onPointerEnter: () => {
      pointerOver.current = true
      load()
    },
    onPointerLeave: () => {
      pointerOver.current = false
      handOver()
    },
    onFocus: () => load(),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) queueMicrotask(handOver)
    },
  }
  return (
    <NewsletterView
      {...props}
      formProps={{ ref: formRef, noValidate: true, onSubmit }}
      email={{
        name: 'email',
        value: values.email,
        onValue: (email) => change({ email }),
        onBlur: () => visited.current.add('email'),
      }}
      consent={{ name: 'consent', checked: values.consent, onChecked: (consent) => change({ consent }) }}
      website={{ value: values.website, onValue: (website) => change({ website }) }}
      presence={presence}
    />
  )
}

/** The focused control's place in the form (-1: none), to focus its successor after the hand-over. */
function focusIndex(form: HTMLFormElement): number {
  return Array.prototype.indexOf.call(form.elements, document.activeElement)
}
