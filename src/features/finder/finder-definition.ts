import type { I18n } from '../../lib/i18n'
import type { Answers, FinderStep } from './finder'
import { pageHead } from '../../lib/page-head'

/** What the finder screens need to know about one finder. */
export type FinderDefinition = {
  /** Its section of the locale files, under `finder.` */
  id: 'gift' | 'taste'
  /** The page (the no-script form posts back to it). */
  path: '/pruvodce-darky' | '/objevte-nove-chute'
  steps: readonly FinderStep[]
}

/** The element that gets focus when a finder shows its next step or its results without a page load. */
export const FINDER_FOCUS_ID = 'finder-focus'

/** The locale key of a step's text: `legend`, `summary` or `options.<value>`. */
export function stepKey(finder: FinderDefinition, param: string, part: string): string {
  return `finder.${finder.id}.steps.${param}.${part}`
}

/**
 * Title, description and Open Graph tags of a finder page. Its texts are registered by the route's chunk
 * (./texts via FinderPage), which the router loads before it runs the head.
 */
export function finderHead(t: I18n['t'], finder: FinderDefinition) {
  const title = t(`finder.${finder.id}.metaTitle`)
  const description = t(`finder.${finder.id}.metaDescription`)
  return pageHead({ title, description })
}

/** The step answers in URL order: the answered ones, each as a `[param, value]` pair. */
export function answeredPairs(finder: FinderDefinition, answers: Answers): [string, string][] {
  return finder.steps.flatMap((step) => {
    const value = answers[step.param]
    return value === undefined ? [] : [[step.param, value] as [string, string]]
  })
}
