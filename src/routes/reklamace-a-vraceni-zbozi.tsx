import { createFileRoute, notFound } from '@tanstack/react-router'
import { CmsPageView, loadCmsPage } from '../features/content'
import { cmsPageHead } from '../features/content/head'
import { ClaimForms } from '../features/claims/ClaimForms'
import { withClaimStyles } from '../features/claims/head'

const SLUG = 'reklamace-a-vraceni-zbozi'

/**
 * Complaints and returns: the CMS page's information, then the complaint and return forms (decision 026). A
 * static route, so it ranks before the generic `/$slug`; the forms' code rides in this route's chunk only.
 */
export const Route = createFileRoute('/reklamace-a-vraceni-zbozi')({
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context: { services }, parentMatchPromise }) => {
    const page = await loadCmsPage(services.api, SLUG)
    if (!page) throw notFound()
    const root = (await parentMatchPromise).loaderData
    return { page, siteUrl: root?.shell.siteUrl ?? '' }
  },
  head: ({ loaderData, match }) =>
    loaderData ? withClaimStyles(cmsPageHead(loaderData.page, loaderData.siteUrl, match.context.services.i18n.t)) : {},
  component: function ClaimsRoute() {
    return (
      <CmsPageView {...Route.useLoaderData()}>
        <ClaimForms />
      </CmsPageView>
    )
  },
})
