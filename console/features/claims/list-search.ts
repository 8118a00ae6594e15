import { CLAIM_STATES, CLAIM_TYPES } from '../../../contract/request-limits'

export { CLAIM_STATES, CLAIM_TYPES }

export type ClaimListSearch = { state?: string; type?: string; overdue?: string; search?: string; page?: number }

const oneOf = (value: unknown, allowed: readonly string[]) =>
  typeof value === 'string' && allowed.includes(value) ? value : undefined

/** The inbox's filters, all in the URL; unknown values are dropped. */
export function parseClaimListSearch(search: Record<string, unknown>): ClaimListSearch {
  const text = typeof search.search === 'string' ? search.search.trim().slice(0, 100) : ''
  const page = Number(search.page)
  return {
    state: oneOf(search.state, CLAIM_STATES),
    type: oneOf(search.type, CLAIM_TYPES),
    overdue: oneOf(search.overdue, ['true']),
    search: text === '' ? undefined : text,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  }
}
