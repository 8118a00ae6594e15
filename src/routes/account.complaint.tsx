import { createFileRoute } from '@tanstack/react-router'
import { accountHead } from '../features/account/account-head'
import { AccountPlaceholder } from '../features/account/AccountPlaceholder'

/** Complaints and returns in the account; filled by the complaints issue. */
export const Route = createFileRoute('/account/complaint')({
  head: ({ match }) => accountHead(match.context.services, 'complaint'),
  component: function AccountComplaintRoute() {
    return <AccountPlaceholder section="complaint" />
  },
})
