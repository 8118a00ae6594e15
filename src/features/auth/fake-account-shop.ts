import type { Customer } from '../../../contract/account'
import type { Transport } from '../../lib/api/client'
import { createFakeShop } from '../cart/fake-shop'

/**
 * A test double of the shop API's account calls in front of the cart's fake (docs/shop-api.md#accounts, docs/shop-api.md#cart-and-checkout),
 * as the browser sees them through the storefront worker: the login answers `{ customer }` (the token stays
 * in the worker's cookie, modelled here as `session`), `POST /orders` picks up carts for the logged-in
 * customer, an expired session answers 401.
 */
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/ld+json' } })
const LOGIN_LIMIT = 5

export function createFakeAccountShop() {
  const shop = createFakeShop()
  const accounts = new Map<string, { customer: Customer; password: string }>()
  /** The customer each cart token belongs to. */
  const cartOwners = new Map<string, string>()
  const calls: { method: string; path: string; body: unknown }[] = []
  const state = { session: null as string | null, failures: 0 }

  function addCustomer(id: number, email: string, password: string): Customer {
    const customer: Customer = {
      '@id': `/api/v2/shop/customers/${id}`,
      id,
      email,
      firstName: 'Jana',
      lastName: 'Nováková',
      phoneNumber: null,
      subscribedToNewsletter: false,
      verified: true,
    }
    accounts.set(email, { customer, password })
    return customer
  }

  const get = (token: string) => shop.transport(`/api/v2/shop/orders/${token}`, { method: 'GET' })

  async function pickUp(customer: string, replacement: string | undefined): Promise<Response> {
    if (replacement) {
      const order = shop.orders.get(replacement)
      if (!order || order.state !== 'cart')
        return json({ '@type': 'hydra:Error', 'hydra:description': 'Not Found' }, 404)
      cartOwners.set(replacement, customer)
      return get(replacement)
    }
    const own = [...cartOwners].filter(
      ([token, owner]) => owner === customer && (shop.orders.get(token)?.lines.length ?? 0) > 0,
    )
    const latest = own.at(-1)
    if (latest) return get(latest[0])
    const created = await shop.transport('/api/v2/shop/orders', { method: 'POST', body: '{}' })
    const order = (await created.clone().json()) as { tokenValue: string }
    cartOwners.set(order.tokenValue, customer)
    return created
  }

  const transport: Transport = async (url, init) => {
    const method = init.method ?? 'GET'
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {}
    calls.push({ method, path: url, body })
    if (method === 'POST' && url === '/api/v2/shop/authentication-token') {
      if (state.failures >= LOGIN_LIMIT)
        return json({ '@type': 'hydra:Error', 'hydra:description': 'Příliš mnoho pokusů.' }, 429)
      const account = accounts.get(String(body.email))
      if (!account || account.password !== body.password) {
        state.failures += 1
        return json({ code: 401, message: 'Invalid credentials.' }, 401)
      }
      state.session = account.customer['@id']
      return json({ customer: account.customer['@id'] })
    }
    const customerMatch = /^\/api\/v2\/shop\/customers\/\d+$/.exec(url)
    if (customerMatch) {
      if (!state.session) return json({ code: 401, message: 'JWT Token not found' }, 401)
      const account = [...accounts.values()].find((a) => a.customer['@id'] === url)
      if (!account || state.session !== url)
        return json({ '@type': 'hydra:Error', 'hydra:description': 'Not Found' }, 404)
      return json(account.customer)
    }
    if (method === 'POST' && url === '/api/v2/shop/orders' && state.session) {
      return pickUp(
        state.session,
        typeof body.replacementTokenValue === 'string' ? body.replacementTokenValue : undefined,
      )
    }
    return shop.transport(url, init)
  }

  return {
    shop,
    transport,
    calls,
    cartOwners,
    addCustomer,
    /** The session as the worker's cookies hold it; null once logged out or expired. */
    get session() {
      return state.session
    },
    /** A session begun outside the login call (social login: the worker set the cookies). */
    startSession(customer: string) {
      state.session = customer
    },
    endSession() {
      state.session = null
    },
    /** The JWT expired: calls that need it answer 401. */
    expireSession() {
      state.session = null
    },
  }
}
