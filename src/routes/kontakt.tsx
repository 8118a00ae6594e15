import { createFileRoute } from '@tanstack/react-router'
import { ContactPage, getPageBySlug } from '../features/content'
import { contactHead } from '../features/content/head'

/** The contact page: the CMS page `kontakt` when the shop has it, and the shop's information in any case. */
export const Route = createFileRoute('/kontakt')({
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context: { services }, parentMatchPromise }) => {
    const page = await getPageBySlug(services.api, 'kontakt')
    const root = (await parentMatchPromise).loaderData
    return { page: page?.enabled === false ? null : page, siteUrl: root?.shell.siteUrl ?? '' }
  },
  head: ({ loaderData, match }) => (loaderData ? contactHead(loaderData.page, loaderData.siteUrl, match.context.services.i18n.t) : {}),
  component: function KontaktRoute() {
    return <ContactPage {...Route.useLoaderData()} />
  },
})
