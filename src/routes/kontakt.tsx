import { createFileRoute } from '@tanstack/react-router'
import { ContactPage, getPageBySlug } from '../features/content'
import { contactHead } from '../features/content/head'
import { ContactForm } from '../features/contact/ContactForm'
import { withContactStyles } from '../features/contact/head'

/** The contact page: the CMS page `kontakt` when the shop has it, the contact form and the shop's information. */
export const Route = createFileRoute('/kontakt')({
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context: { services }, parentMatchPromise }) => {
    const page = await getPageBySlug(services.api, 'kontakt')
    const root = (await parentMatchPromise).loaderData
    return { page: page?.enabled === false ? null : page, siteUrl: root?.shell.siteUrl ?? '' }
  },
  head: ({ loaderData, match }) =>
    loaderData
      ? withContactStyles(contactHead(loaderData.page, loaderData.siteUrl, match.context.services.i18n.t))
      : {},
  component: function KontaktRoute() {
    return (
      <ContactPage {...Route.useLoaderData()}>
        <ContactForm />
      </ContactPage>
    )
  },
})
