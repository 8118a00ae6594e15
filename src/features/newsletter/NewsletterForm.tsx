import { type ComponentType, type FormEvent, useRef, useState } from 'react'
import type { LiveNewsletterProps, Resume } from './LiveNewsletterForm'
import { EMPTY_NEWSLETTER, type NewsletterProps, type NewsletterValues, NewsletterView } from './NewsletterView'

type Live = { Form: ComponentType<LiveNewsletterProps>; resume: Resume }

/**
 * The Drinksletter's subscription form, in every page's footer and on the home page. What the server renders and
 * the page hydrates is the plain view, keeping what is typed; the form toolkit with the rules, the messages and
 * the API call (LiveNewsletterForm) loads on the visitor's first move towards the form (the pointer over it, the
 * focus in it, a submit) and takes over from there, so no page loads it before it is interactive
 * (docs/decisions/021-first-load-javascript.md).
 */
export function NewsletterForm(props: NewsletterProps) {
  const [values, setValues] = useState<NewsletterValues>(EMPTY_NEWSLETTER)
  const [live, setLive] = useState<Live | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const loading = useRef(false)
  const submitted = useRef(false)

  function wake() {
    if (loading.current) return
    loading.current = true
    import('./LiveNewsletterForm').then(
      ({ LiveNewsletterForm }) => setLive({ Form: LiveNewsletterForm, resume: resumeOf(formRef.current, submitted.current) }),
      // offline for a moment: the next move tries again
      () => (loading.current = false),
    )
  }

  if (live) return <live.Form {...props} initial={values} resume={live.resume} />
  const change = (change: Partial<NewsletterValues>) => setValues((current) => ({ ...current, ...change }))
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    submitted.current = true
    wake()
  }
  return (
    <NewsletterView
      {...props}
      formProps={{ ref: formRef, noValidate: true, onSubmit }}
      email={{ name: 'email', value: values.email, onValue: (email) => change({ email }) }}
      consent={{ name: 'consent', checked: values.consent, onChecked: (consent) => change({ consent }) }}
      website={{ value: values.website, onValue: (website) => change({ website }) }}
      onApproach={wake}
    />
  )
}

function resumeOf(form: HTMLFormElement | null, submit: boolean): Resume {
  const focused = document.activeElement
  return { focusIndex: form && focused ? Array.prototype.indexOf.call(form.elements, focused) : -1, submit }
}
