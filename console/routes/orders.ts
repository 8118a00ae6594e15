import { createRoute } from '@tanstack/react-router'
import { adminOrder, adminOrderList } from '../../contract/admin/orders'
import { adminGet, query } from '../lib/admin-api'
import { rootRoute } from './__root'
import { orderListSearch } from '../features/orders/list-search'
import { OrderScreen } from '../features/orders/OrderScreen'
import { OrdersScreen, PAGE_SIZE } from '../features/orders/OrdersScreen'

/** The orders list: its filters are the URL's search parameters, the admin API's own (decision 044). */
export const ordersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/objednavky',
  validateSearch: orderListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, abortController }) =>
    adminGet(adminOrderList, `/orders${query({ ...deps, itemsPerPage: PAGE_SIZE })}`, abortController.signal),
  component: OrdersScreen,
})

/** One order: `GET /orders/{tokenValue}`; each transition answers the whole order, which the screen then shows. */
export const orderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/objednavky/$token',
  loader: ({ params, abortController }) =>
    adminGet(adminOrder, `/orders/${encodeURIComponent(params.token)}`, abortController.signal),
  component: OrderScreen,
})
