import * as z from 'zod/mini'
import { REVIEW_STATUSES } from '../../../contract/reviews'

/** The queue's search parameters: the status shown (waiting ones unless chosen) and the page. */
export const reviewListSearch = z.object({
  status: z._default(z.catch(z.enum(REVIEW_STATUSES), 'new'), 'new'),
  page: z.optional(z.catch(z.coerce.number().check(z.int(), z.minimum(1)), 1)),
})
export type ReviewListSearch = z.infer<typeof reviewListSearch>
