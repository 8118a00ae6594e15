import type { Claim } from '../../../contract/claims'
import type { AppServices } from '../../lib/services'
import { createAccountApi } from '../account'
import { listClaims } from './claims.api'
import type { OrderChoice } from './ComplaintForm'

/** /account/complaint: the customer's claims and the orders the complaint form offers; empty for a guest. */
export async function loadClaims(services: AppServices): Promise<{ claims: Claim[]; orders: OrderChoice[] }> {
  if (!services.auth.getState().isAuthenticated) return { claims: [], orders: [] }
  const [claims, { orders }] = await Promise.all([
    listClaims(services.api),
    createAccountApi(services.api).listOrders(),
  ])
  return {
    claims,
    orders: orders.flatMap((order) => (order.number ? [{ number: order.number, label: order.number }] : [])),
  }
}
