import { createFileRoute } from '@tanstack/react-router'
import { FaqPage, listFaq } from '../features/content'
import { faqHead } from '../features/content/head'

/** The FAQ: every question by topic, each linkable as `#code`. */
export const Route = createFileRoute('/nejcastejsi-dotazy')({
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context: { services }, parentMatchPromise }) => {
    const items = await listFaq(services.api)
    const root = (await parentMatchPromise).loaderData
    return { items, siteUrl: root?.shell.siteUrl ?? '' }
  },
  head: ({ loaderData, match }) => (loaderData ? faqHead(loaderData.siteUrl, match.context.services.i18n.t) : {}),
  component: function FaqRoute() {
    return <FaqPage {...Route.useLoaderData()} />
  },
})
