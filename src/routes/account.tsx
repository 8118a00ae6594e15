import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AccountLayout } from '../features/account/AccountLayout'

/** /account (docs/product.md#account): needs login; the layout asks a guest to log in (the popup opens at once). */
export const Route = createFileRoute('/account')({
  component: function AccountRoute() {
    return (
      <AccountLayout>
        <Outlet />
      </AccountLayout>
    )
  },
})
