import { createFileRoute } from '@tanstack/react-router'
import { accountHead } from '../features/account/account-head'
import { AccountPlaceholder } from '../features/account/AccountPlaceholder'

/** The watch list in the account; filled by the watch-list issue. */
export const Route = createFileRoute('/account/watchdog')({
  head: ({ match }) => accountHead(match.context.services, 'watchdog'),
  component: function AccountWatchdogRoute() {
    return <AccountPlaceholder section="watchdog" />
  },
})
