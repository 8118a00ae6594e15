import { type FormEvent, useRef } from 'react'
import { useT } from '../../lib/services'
import type { Answers } from './finder'
import { FINDER_FOCUS_ID, type FinderDefinition, stepKey } from './finder-definition'

type Props = {
  finder: FinderDefinition
  stepIndex: number
  answers: Answers
  /** With scripts: the answers with this step's choice added (the page updates the URL). */
  onAnswer: (answers: Answers) => void
}

/**
 * One question: a fieldset of radio buttons in a GET form that carries the other answers in hidden inputs,
 * so it works without scripts (one step per page). With scripts a click or tap on a choice answers at once;
 * arrow keys only move the choice (changing the page under them would be a surprise), and the submit button
 * answers for keyboard users.
 */
export function FinderStepForm({ finder, stepIndex, answers, onAnswer }: Props) {
  const t = useT()
  const lastInput = useRef<'pointer' | 'keyboard'>('keyboard')
  const step = finder.steps[stepIndex]
  if (!step) return null
  const hidden = (steps: typeof finder.steps) =>
    steps.flatMap((other) => {
      const value = answers[other.param]
      return value === undefined ? [] : [<input key={other.param} type="hidden" name={other.param} value={value} />]
    })

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = new FormData(event.currentTarget).get(step?.param ?? '')
    if (step && typeof value === 'string') onAnswer({ ...answers, [step.param]: value })
  }

  return (
    <form method="get" action={finder.path} className="finder-step" onSubmit={onSubmit}>
      {/* Hidden inputs before and after the question keep the URL parameters in step order. */}
      {hidden(finder.steps.slice(0, stepIndex))}
      {/* the handlers only note how the shopper answers (pointer or keyboard) to place focus after the step */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <fieldset
        className="finder-step__fieldset"
        onPointerDown={() => {
          lastInput.current = 'pointer'
        }}
        onKeyDown={() => {
          lastInput.current = 'keyboard'
        }}
      >
        {/* The page moves focus here when it shows the next step. */}
        <legend id={FINDER_FOCUS_ID} className="finder-step__legend" tabIndex={-1}>
          {t(stepKey(finder, step.param, 'legend'))}
        </legend>
        <div className="finder-step__options">
          {step.values.map((value) => (
            <label key={value} className="finder-option">
              <input
                type="radio"
                name={step.param}
                value={value}
                required
                className="finder-option__input"
                onClick={() => {
                  if (lastInput.current === 'pointer') onAnswer({ ...answers, [step.param]: value })
                }}
              />
              <span className="finder-option__label">{t(stepKey(finder, step.param, `options.${value}`))}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {hidden(finder.steps.slice(stepIndex + 1))}
      <button type="submit" className="button button--primary finder-step__submit">
        {t('finder.next')}
      </button>
    </form>
  )
}
