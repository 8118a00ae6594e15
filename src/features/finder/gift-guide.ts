import type { Query } from '../../lib/api/cache-key'
import {
  answersValidator,
  type Budget,
  type StepAnswers,
  BUDGETS,
  finderQuery,
  type FinderStep,
  MAX_FINDER_QUERIES,
  priceQuery,
} from './finder'

/** The gift guide (/pruvodce-darky): occasion, recipient and budget, each a URL parameter. */
export const OCCASIONS = ['narozeniny', 'vanoce', 'svatba', 'podekovani', 'firemni'] as const
export const RECIPIENTS = [
  'pro-nej',
  'pro-ni',
  'pro-milovnika-whisky',
  'pro-koktejlove-nadsence',
  'pro-abstinenta',
] as const
export type Occasion = (typeof OCCASIONS)[number]
export type Recipient = (typeof RECIPIENTS)[number]

export const GIFT_GUIDE_STEPS = [
  { param: 'prilezitost', values: OCCASIONS },
  { param: 'pro', values: RECIPIENTS },
  { param: 'rozpocet', values: BUDGETS },
] as const satisfies readonly FinderStep[]

export const giftGuideSearch = answersValidator(GIFT_GUIDE_STEPS)
export type GiftGuideAnswers = StepAnswers<typeof GIFT_GUIDE_STEPS>
export type CompleteGiftGuideAnswers = { prilezitost: Occasion; pro: Recipient; rozpocet: Budget }

/** Taxon codes of the demo catalogue a recipient gets suggestions from, the best fit first. */
const RECIPIENT_TAXONS: Record<Recipient, readonly string[]> = {
  'pro-nej': ['whisky', 'rum', 'brandy_a_konak'],
  'pro-ni': ['likery', 'vino_a_sekty', 'gin'],
  'pro-milovnika-whisky': ['whisky'],
  'pro-koktejlove-nadsence': ['gin', 'likery', 'merch_a_vybaveni'],
  // Alcohol-free drinks and mixers, and the alcohol-free beers (a leaf under beer).
  'pro-abstinenta': ['nealko_a_mixery', 'pivo_nealko'],
}

/** What an occasion prefers, asked for first: gift boxes at Christmas and for business, sparkling wine at weddings. */
const OCCASION_TAXON: Partial<Record<Occasion, string>> = {
  vanoce: 'darky',
  firemni: 'darky',
  svatba: 'sekty',
}

export function isCompleteGiftGuide(answers: GiftGuideAnswers): answers is CompleteGiftGuideAnswers {
  return answers.prilezitost !== undefined && answers.pro !== undefined && answers.rozpocet !== undefined
}

/** The taxons searched for complete answers: the occasion's preference first, then the recipient's; at most three. */
export function giftGuideTaxons({ prilezitost, pro }: CompleteGiftGuideAnswers): string[] {
  // Gift boxes and sparkling wine are alcoholic: an abstainer gets only what is theirs.
  const preferred = pro === 'pro-abstinenta' ? undefined : OCCASION_TAXON[prilezitost]
  const taxons = [...(preferred ? [preferred] : []), ...RECIPIENT_TAXONS[pro]]
  return [...new Set(taxons)].slice(0, MAX_FINDER_QUERIES)
}

/** The product queries (GET /products) for complete answers: one per taxon, within the budget, bestsellers first. */
export function giftGuideQueries(answers: CompleteGiftGuideAnswers): Query[] {
  return giftGuideTaxons(answers).map((taxon) => finderQuery({ taxon, ...priceQuery(answers.rozpocet) }))
}

/** Categories whose whole listing is worth a link under the results: the recipient's. */
export function giftGuideListingTaxons(answers: CompleteGiftGuideAnswers): readonly string[] {
  return RECIPIENT_TAXONS[answers.pro]
}
