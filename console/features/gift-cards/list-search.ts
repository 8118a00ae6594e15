import * as z from 'zod/mini'
import { GIFT_CARD_STATES } from '../../../contract/gift-cards'
import { searchOneOf, searchPage, searchText } from '../../lib/search-params'

export { GIFT_CARD_STATES }

/** The vouchers list's filters, in the URL: the state and a part of the code (dashes and case ignored by the API). */
export const giftCardListSearch = z.object({
  state: searchOneOf(GIFT_CARD_STATES),
  code: searchText(32),
  page: searchPage,
})

export type GiftCardListSearch = z.output<typeof giftCardListSearch>
