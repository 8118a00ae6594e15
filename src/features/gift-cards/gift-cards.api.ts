import type { GiftCard } from '../../../contract/gift-cards'
import type { ApiClient } from '../../lib/api/client'
import { isApiError } from '../../lib/api/errors'

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
