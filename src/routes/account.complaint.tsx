import { createFileRoute } from '@tanstack/react-router'
import { accountHead } from '../features/account/account-head'
import { loadClaims } from '../features/claims/claims-loader'
import { ClaimsAccount } from '../features/claims/ClaimsAccount'
import { withClaimStyles } from '../features/claims/head'

/** Complaints and returns in the account (decision 026): the customer's claims with their state, and a new complaint. */
export const Route = createFileRoute('/account/complaint')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { services } }) => loadClaims(services),
  head: ({ match }) => withClaimStyles(accountHead(match.context.services, 'complaint')),
  component: function AccountComplaintRoute() {
    const { claims, orders } = Route.useLoaderData()
    return <ClaimsAccount claims={claims} orders={orders} />
  },
})
