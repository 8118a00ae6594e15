import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { ListedProduct } from '../../../contract/listed-product'
import { useT } from '../../lib/services'
import { type Answers, type Budget, currentStepIndex, previousAnswers } from './finder'
import { FINDER_FOCUS_ID, type FinderDefinition } from './finder-definition'
import { FinderResults } from './FinderResults'
import { FinderStepForm } from './FinderStepForm'
import './texts'

type Props = {
  finder: FinderDefinition
  answers: Answers
  /** The suggestions once every step is answered (loaded on the server), null before. */
  products: ListedProduct[] | null
  /** Categories (taxon codes) whose whole listing is linked under the results, with the budget to filter them by. */
  listings: { taxons: readonly string[]; budget: Budget | undefined }
}

/** A finder page: the intro, then the first unanswered question with its progress, or the results. */
export function FinderPage({ finder, answers, products, listings }: Props) {
  const t = useT()
  const navigate = useNavigate()
  const stepIndex = currentStepIndex(finder.steps, answers)
  const back = previousAnswers(finder.steps, answers)
  const complete = stepIndex >= finder.steps.length && products !== null
  useFocusOnStepChange(complete ? 'results' : String(stepIndex))

  return (
    <section className="finder" aria-labelledby="finder-title">
      <header className="finder__intro">
        <h1 id="finder-title">{t(`finder.${finder.id}.title`)}</h1>
        {stepIndex === 0 ? <p>{t(`finder.${finder.id}.intro`)}</p> : null}
      </header>
      {complete ? (
        <FinderResults finder={finder} answers={answers} products={products} listings={listings} />
      ) : (
        <div className="finder__question">
          <p className="finder__progress">
            {t('finder.progress', { step: stepIndex + 1, steps: finder.steps.length })}
          </p>
          <ol className="finder__steps" aria-hidden="true">
            {finder.steps.map((step, index) => (
              <li
                key={step.param}
                className={index < stepIndex ? 'is-done' : index === stepIndex ? 'is-current' : undefined}
              />
            ))}
          </ol>
          <FinderStepForm
            key={stepIndex}
            finder={finder}
            stepIndex={stepIndex}
            answers={answers}
            onAnswer={(next) => void navigate({ to: finder.path, search: next, resetScroll: false })}
          />
        </div>
      )}
      {back ? (
        <Link to={finder.path} search={back} className="finder__back" resetScroll={false}>
          {t('finder.back')}
        </Link>
      ) : null}
    </section>
  )
}

/** Moves focus to the new question (or the results) after a step changed in the page, not on the first load. */
function useFocusOnStepChange(step: string) {
  const previous = useRef(step)
  useEffect(() => {
    if (previous.current === step) return
    previous.current = step
    document.getElementById(FINDER_FOCUS_ID)?.focus()
  }, [step])
}
