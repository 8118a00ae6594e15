import { createFileRoute } from '@tanstack/react-router'
import { accountHead } from '../features/account/account-head'
import { loadSettings } from '../features/account/account-loaders'
import { AccountSettings } from '../features/account/AccountSettings'

/** Account settings: details saved automatically, the address book and the password change. */
export const Route = createFileRoute('/account/settings')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { services } }) => loadSettings(services),
  head: ({ match }) => accountHead(match.context.services, 'settings'),
  component: function AccountSettingsRoute() {
    return <AccountSettings addresses={Route.useLoaderData().addresses} />
  },
})
