import type { GiftCard } from '../../../contract/gift-cards'
import type { ApiClient } from '../../lib/api/client'
import { isApiError } from '../../lib/api/errors'
import { normalizeOrder, type Order } from '../../lib/api/normalize'

export type BalanceAnswer = { kind: 'found'; giftCard: GiftCard } | { kind: 'notFound' | 'tooMany' | 'failed' }

/**
 * The balance of a voucher (`GET /gift-cards/{code}`), asked from the browser only, never through a page address:
 * the code is the voucher itself, so it stays out of the page's URL, history and the access logs (the request log
 * writes the segment as `:code`, contract/request-log.ts). Never cached.
 */
export async function lookUpBalance(api: ApiClient, code: string): Promise<BalanceAnswer> {
  try {
    const giftCard = await api.get(`/gift-cards/${encodeURIComponent(code)}`, { schema: 'giftCard', cache: false })
    return { kind: 'found', giftCard }
  } catch (error) {
    if (isApiError(error, 404)) return { kind: 'notFound' }
    if (isApiError(error, 429)) return { kind: 'tooMany' }
    return { kind: 'failed' }
  }
}

/**
 * Pays part of the cart with a voucher (`add-to-order`) or takes it off (`remove-from-order`); the code as typed,
 * the answer is the cart. The cart store sends it in its queue (`changeCart`).
 */
export async function changeGiftCard(
  api: ApiClient,
  action: 'add-to-order' | 'remove-from-order',
  code: string,
  token: string,
): Promise<Order> {
  const path = `/gift-cards/${encodeURIComponent(code)}/${action}`
  return normalizeOrder(await api.patch(path, { body: { orderTokenValue: token }, schema: 'order' }))
}
