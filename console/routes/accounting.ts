import { createRoute } from '@tanstack/react-router'
import { invoiceRecap } from '../../contract/admin/invoices'
import { accountingSearch, currentMonth, monthRange } from '../features/accounting/accounting-search'
import { AccountingScreen } from '../features/accounting/AccountingScreen'
import { adminGet, query } from '../lib/admin-api'
import { rootRoute } from './__root'

/** A month's tax documents for the accountant: the recap per VAT rate, and the exports (admin only, decision 055). */
export const accountingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/ucetnictvi',
  validateSearch: accountingSearch,
  loaderDeps: ({ search }) => ({ month: search.month ?? currentMonth() }),
  loader: ({ deps, abortController }) =>
    adminGet(invoiceRecap, `/invoices/recap${query(monthRange(deps.month))}`, abortController.signal),
  component: AccountingScreen,
})
