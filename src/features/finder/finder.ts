import type { ListedProduct } from '../../../contract/listed-product'
import type { Query } from '../../lib/api/cache-key'

/**
 * What both finders share: questions asked one at a time whose answers live in the URL, budgets, and the
 * merge of a few product queries into one list of suggestions.
 */
export type FinderStep = { param: string; values: readonly string[] }
export type Answers = Readonly<Record<string, string | undefined>>

/** Product cards a finder shows; every query asks for this many, the merge keeps this many. */
export const FINDER_RESULT_LIMIT = 8
/** At most this many product queries run for one result (in parallel). */
export const MAX_FINDER_QUERIES = 3

/** The answers a finder's steps allow: each one of its step's values, or undefined while not answered. */
export type StepAnswers<S extends readonly FinderStep[]> = {
  [Step in S[number] as Step['param']]?: Step['values'][number]
}

/**
 * The route's `validateSearch` of a finder: an answer that is not one of its step's values reads as "not answered
 * yet" (that step is asked again). Plain code, not zod: route validators ship with every page.
 */
export function answersValidator<const S extends readonly FinderStep[]>(steps: S) {
  return {
    parse(raw: unknown): StepAnswers<S> {
      const search = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}
      const answers: Record<string, string | undefined> = {}
      for (const step of steps) {
        const value = search[step.param]
        answers[step.param] = typeof value === 'string' && step.values.includes(value) ? value : undefined
      }
      return answers as StepAnswers<S>
    },
  }
}

/** Index of the first step without an answer; `steps.length` when every step is answered. */
export function currentStepIndex(steps: readonly FinderStep[], answers: Answers): number {
  const index = steps.findIndex((step) => answers[step.param] === undefined)
  return index === -1 ? steps.length : index
}

/** The answers with one taken out: that step is asked again, the others are kept. */
export function withoutAnswer<A extends Answers>(answers: A, param: string): A {
  const next: Record<string, string | undefined> = { ...answers }
  delete next[param]
  return next as A
}

/** The answers one step back (the last answer before the current step removed), or null on the first step. */
export function previousAnswers<A extends Answers>(steps: readonly FinderStep[], answers: A): A | null {
  const current = currentStepIndex(steps, answers)
  const previous = steps
    .slice(0, current)
    .reverse()
    .find((step) => answers[step.param] !== undefined)
  return previous ? withoutAnswer(answers, previous.param) : null
}

// ---- Budgets (haléře incl. VAT, as the API filters prices) --------------------------------------------

export const BUDGETS = ['do-500', '500-1000', '1000-2000', 'nad-2000'] as const
export type Budget = (typeof BUDGETS)[number]

const BUDGET_BOUNDS: Record<Budget, { min?: number; max?: number }> = {
  'do-500': { max: 500 },
  '500-1000': { min: 500, max: 1000 },
  '1000-2000': { min: 1000, max: 2000 },
  'nad-2000': { min: 2000 },
}

/** `price[gte]` / `price[lte]` of GET /products for a budget, in haléře; none for no budget. */
export function priceQuery(budget: Budget | undefined): Query {
  if (budget === undefined) return {}
  const { min, max } = BUDGET_BOUNDS[budget]
  return {
    'price[gte]': min === undefined ? undefined : min * 100,
    'price[lte]': max === undefined ? undefined : max * 100,
  }
}

/** The `price` parameter of a category listing URL (whole crowns, `min-max`, either end open). */
export function listingPrice(budget: Budget | undefined): string | undefined {
  if (budget === undefined) return undefined
  const { min, max } = BUDGET_BOUNDS[budget]
  return `${min ?? 0}-${max ?? ''}`
}

/** A product query of a finder: bestsellers first, one page of suggestions. */
export function finderQuery(filters: Query): Query {
  return { ...filters, 'order[bestseller]': 'desc', itemsPerPage: FINDER_RESULT_LIMIT }
}

export function isAvailable(product: ListedProduct): boolean {
  return product.defaultVariantData?.inStock === true
}

/**
 * One list out of several answers: taken in turns (first of each, then second of each, …) so every query is
 * represented and each keeps its own order; a product found twice appears once, where it came first. What can
 * be bought comes first: a sold-out product is suggested only when too few are available to fill the list
 * (FinderResults shows those apart, marked as sold out).
 */
export function mergeProducts(
  lists: readonly (readonly ListedProduct[])[],
  limit = FINDER_RESULT_LIMIT,
): ListedProduct[] {
  const seen = new Set<string>()
  const merged: ListedProduct[] = []
  const longest = Math.max(0, ...lists.map((list) => list.length))
  for (let position = 0; position < longest; position++) {
    for (const list of lists) {
      const product = list[position]
      if (!product || seen.has(product.code)) continue
      seen.add(product.code)
      merged.push(product)
    }
  }
  return [...merged.filter(isAvailable), ...merged.filter((product) => !isAvailable(product))].slice(0, limit)
}
