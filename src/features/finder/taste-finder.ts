import type { Query } from '../../lib/api/cache-key'
import {
  answersValidator,
  type Budget,
  type StepAnswers,
  BUDGETS,
  finderQuery,
  type FinderStep,
  priceQuery,
} from './finder'

/**
 * Discover new tastes (/objevte-nove-chute): what they like now, the taste they are after and a budget.
 * The suggestions come from OTHER categories than the one they like, with the chosen taste.
 * A third question about strength needs an alcohol filter the API does not have, so a budget with a
 * "surprise me" answer takes its place.
 */
export const FAVOURITES = ['rum', 'whisky', 'gin', 'vodka', 'vino', 'pivo'] as const
export const TASTES = ['ovocny', 'korenity', 'sladky', 'horky', 'kourovy', 'bylinny', 'svezi', 'dubovy'] as const
export const SURPRISE = 'prekvapte-me'
export const TASTE_BUDGETS = [...BUDGETS, SURPRISE] as const
export type Favourite = (typeof FAVOURITES)[number]
export type Taste = (typeof TASTES)[number]
export type TasteBudget = (typeof TASTE_BUDGETS)[number]

export const TASTE_FINDER_STEPS = [
  { param: 'mam-rad', values: FAVOURITES },
  { param: 'chut', values: TASTES },
  { param: 'rozpocet', values: TASTE_BUDGETS },
] as const satisfies readonly FinderStep[]

export const tasteFinderSearch = answersValidator(TASTE_FINDER_STEPS)
export type TasteFinderAnswers = StepAnswers<typeof TASTE_FINDER_STEPS>
export type CompleteTasteFinderAnswers = { 'mam-rad': Favourite; chut: Taste; rozpocet: TasteBudget }

/** The values of the `taste_profile` attribute, exactly as the catalogue writes them. */
export const TASTE_PROFILE_VALUES: Record<Taste, string> = {
  ovocny: 'ovocný',
  korenity: 'kořenitý',
  sladky: 'sladký',
  horky: 'hořký',
  kourovy: 'kouřový',
  bylinny: 'bylinný',
  svezi: 'svěží',
  dubovy: 'dubový',
}

/** Where a fan of one category goes exploring (taxon codes), nearest first; never their own category. */
const NEIGHBOURS: Record<Favourite, readonly string[]> = {
  rum: ['whisky', 'brandy_a_konak', 'tequila_a_mezcal'],
  whisky: ['rum', 'tequila_a_mezcal', 'brandy_a_konak'],
  gin: ['likery', 'ceske_destilaty', 'vodka'],
  vodka: ['gin', 'tequila_a_mezcal', 'ceske_destilaty'],
  vino: ['brandy_a_konak', 'likery', 'ceske_destilaty'],
  pivo: ['whisky', 'vino_a_sekty', 'ceske_destilaty'],
}

export function isCompleteTasteFinder(answers: TasteFinderAnswers): answers is CompleteTasteFinderAnswers {
  return answers['mam-rad'] !== undefined && answers.chut !== undefined && answers.rozpocet !== undefined
}

export function tasteFinderTaxons(answers: CompleteTasteFinderAnswers): readonly string[] {
  return NEIGHBOURS[answers['mam-rad']]
}

function budgetOf(answer: TasteBudget): Budget | undefined {
  return answer === SURPRISE ? undefined : answer
}

/** The product queries (GET /products): one per neighbouring category, with the taste, within the budget. */
export function tasteFinderQueries(answers: CompleteTasteFinderAnswers): Query[] {
  return tasteFinderTaxons(answers).map((taxon) =>
    finderQuery({
      taxon,
      'attributes[taste_profile]': TASTE_PROFILE_VALUES[answers.chut],
      ...priceQuery(budgetOf(answers.rozpocet)),
    }),
  )
}

/** The budget of the answers for listing links (none for "surprise me"). */
export function tasteFinderBudget(answers: CompleteTasteFinderAnswers): Budget | undefined {
  return budgetOf(answers.rozpocet)
}
