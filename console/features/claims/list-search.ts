import * as z from 'zod/mini'
import { CLAIM_STATES, CLAIM_TYPES } from '../../../contract/claim-limits'
import { searchOneOf, searchPage, searchText } from '../../lib/search-params'

export { CLAIM_STATES, CLAIM_TYPES }

/** The inbox's filters, all in the URL; unknown values are dropped. */
export const claimListSearch = z.object({
  state: searchOneOf(CLAIM_STATES),
  type: searchOneOf(CLAIM_TYPES),
  overdue: searchOneOf(['true']),
  search: searchText(100),
  page: searchPage,
})

export type ClaimListSearch = z.output<typeof claimListSearch>
