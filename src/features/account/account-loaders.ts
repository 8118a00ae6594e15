import './texts'
import type { AccountAddress } from '../../../contract/account'
import type { AppServices } from '../../lib/services'
import { type AccountOrder, createAccountApi } from './account.api'

/**
 * What each account screen awaits before it renders. A guest gets empty data: the layout shows the login
 * instead of the screen, and reruns the loaders once the visitor has logged in.
 */
const LATEST_ORDERS = 3

function isLoggedIn(services: AppServices): boolean {
  return services.auth.getState().isAuthenticated
}

export async function loadOverview(services: AppServices): Promise<{ orders: AccountOrder[] }> {
  if (!isLoggedIn(services)) return { orders: [] }
  const { orders } = await createAccountApi(services.api).listOrders()
  return { orders: orders.slice(0, LATEST_ORDERS) }
}

export async function loadShopping(services: AppServices): Promise<{ orders: AccountOrder[] }> {
  if (!isLoggedIn(services)) return { orders: [] }
  return { orders: (await createAccountApi(services.api).listOrders()).orders }
}

export async function loadSettings(services: AppServices): Promise<{ addresses: AccountAddress[] }> {
  if (!isLoggedIn(services)) return { addresses: [] }
  return { addresses: await createAccountApi(services.api).listAddresses() }
}
