import { createFileRoute } from '@tanstack/react-router'
import { accountHead } from '../features/account/account-head'
import { loadOverview } from '../features/account/account-loaders'
import { AccountOverview } from '../features/account/AccountOverview'

/** The account's default child: the overview. Private: never indexed. */
export const Route = createFileRoute('/account/')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { services } }) => loadOverview(services),
  head: ({ match }) => accountHead(match.context.services, 'overview'),
  component: function AccountOverviewRoute() {
    return <AccountOverview orders={Route.useLoaderData().orders} />
  },
})
