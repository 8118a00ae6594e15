import { createFileRoute } from '@tanstack/react-router'
import { accountHead } from '../features/account/account-head'
import { loadShopping } from '../features/account/account-loaders'
import { OrderList } from '../features/account/OrderList'

/** My orders: every placed order, each linking to its detail (/order/{token}). */
export const Route = createFileRoute('/account/shopping')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { services } }) => loadShopping(services),
  head: ({ match }) => accountHead(match.context.services, 'shopping'),
  component: function AccountShoppingRoute() {
    return <OrderList orders={Route.useLoaderData().orders} />
  },
})
