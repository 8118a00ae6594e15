import { createFileRoute } from '@tanstack/react-router'
import { accountHead } from '../features/account/account-head'
import { WatchdogList } from '../features/watchdog/WatchdogList'

/** The watch list in the account (decision 025): read from the watchdog store, which the browser loads. */
export const Route = createFileRoute('/account/watchdog')({
  head: ({ match }) => accountHead(match.context.services, 'watchdog'),
  component: function AccountWatchdogRoute() {
    return <WatchdogList />
  },
})
