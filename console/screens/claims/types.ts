/** The admin API's claims (decision 050) as the console reads them. */
export type ClaimFile = { id: number; fileName: string; contentType: string; size: number; url: string }

export type ClaimRow = {
  id: number
  number: string
  type: 'complaint' | 'return'
  state: 'new' | 'in_progress' | 'resolved'
  orderNumber: string
  email: string
  reason: string | null
  decision: 'accepted' | 'rejected' | null
  resolution: 'refund' | 'replacement' | 'repair' | null
  createdAt: string
  deadline: string | null
  daysLeft: number | null
  overdue: boolean
  awaitingShop: boolean
}

export type ClaimDetail = ClaimRow & {
  description: string | null
  bankAccount: string | null
  decisionReason: string | null
  refundAmount: number | null
  decidedBy: string | null
  order: {
    tokenValue: string
    number: string
    total: number
    paymentState: string
    payments: Array<{ id: number; method: string; state: string; amount: number; refundedAmount: number }>
  }
  items: Array<{ id: number; productName: string; variantName: string | null; quantity: number; claimed: number }>
  attachments: ClaimFile[]
  messages: Array<{
    id: number
    author: 'customer' | 'shop'
    staff: string | null
    message: string
    createdAt: string
    attachments: ClaimFile[]
  }>
}

export const CLAIM_STATES = ['new', 'in_progress', 'resolved'] as const
export const CLAIM_TYPES = ['complaint', 'return'] as const

/** A complaint's deadline is worth a warning from 5 days left (decision 050). */
export const DEADLINE_WARN_DAYS = 5

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
