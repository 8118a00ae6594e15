import { createRoute } from '@tanstack/react-router'
import { adminGiftCardDetail, adminGiftCardList } from '../../contract/admin/gift-cards'
import { adminGet, query } from '../lib/admin-api'
import { rootRoute } from './__root'
import { GiftCardScreen } from '../features/gift-cards/GiftCardScreen'
import { GIFT_CARDS_PAGE_SIZE, GiftCardsScreen } from '../features/gift-cards/GiftCardsScreen'
import { giftCardListSearch } from '../features/gift-cards/list-search'

/** The gift vouchers (docs/decisions/056-gift-vouchers.md): filters in the URL, the newest first as the API lists them. */
export const giftCardsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/darkove-poukazy',
  validateSearch: giftCardListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) =>
    adminGet(
      adminGiftCardList,
      `/gift-cards${query({ ...deps, itemsPerPage: GIFT_CARDS_PAGE_SIZE })}`,
      abortController.signal,
    ),
  component: GiftCardsScreen,
})

/** One voucher with where it was spent. */
export const giftCardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/darkove-poukazy/$code',
  loader: ({ params, abortController }) =>
    adminGet(adminGiftCardDetail, `/gift-cards/${encodeURIComponent(params.code)}`, abortController.signal),
  component: GiftCardScreen,
})
