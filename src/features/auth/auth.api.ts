import type { Customer } from '../../../contract/account'
import type { ApiClient } from '../../lib/api/client'

/** Ends the session in the storefront worker, which alone can clear the HttpOnly cookie. */
export type SessionEnd = () => Promise<void>

/**
 * The account calls of the shop API (docs/shop-api.md#accounts) the session needs. The login answer's token never
 * reaches the browser: the storefront worker keeps it in the HttpOnly cookie and passes on the customer IRI.
 */
export function createAuthApi(api: ApiClient, endSession: SessionEnd) {
  return {
    /** `{ customer }`; throws the ApiError of a 401 (wrong e-mail or password) or 429 (too many attempts). */
    async login(email: string, password: string): Promise<{ customer: string }> {
      const answer = await api.post('/authentication-token', { body: { email, password } })
      const customer = (answer as { customer?: unknown } | undefined)?.customer
      if (typeof customer !== 'string') throw new Error('The login answer names no customer')
      return { customer }
    },
    /** The customer of the session (`GET {customer iri}`); never cached, it is one person's data. */
    getCustomer(iri: string): Promise<Customer> {
      return api.get(iri, { schema: 'customer', cache: false })
    },
    endSession,
  }
}
export type AuthApi = ReturnType<typeof createAuthApi>

/** The browser's session end: `POST /_logout` on the storefront's own origin. */
export async function endBrowserSession(): Promise<void> {
  const response = await fetch('/_logout', { method: 'POST', credentials: 'same-origin' })
  if (!response.ok) throw new Error(`POST /_logout failed with status ${response.status}`)
}
