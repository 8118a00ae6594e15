import { createFileRoute, notFound } from '@tanstack/react-router'
import { ConsentSettingsLink } from '../features/consent'
import { CmsPageView, loadCmsPage } from '../features/content'
import { useT } from '../lib/services'
import { cmsPageHead } from '../features/content/head'

/**
 * Generic CMS pages (`/obchodni-podminky`, `/reklamace-a-vraceni-zbozi`, …); an unknown slug is the 404 page.
 * Static routes rank before this dynamic segment, so a CMS slug never shadows an app route; the worker's
 * redirects run before any route.
 */
export const Route = createFileRoute('/$slug')({
  // The loader travels with the page in its own chunk: other pages do not carry the content feature.
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context: { services }, params, parentMatchPromise }) => {
    const page = await loadCmsPage(services.api, params.slug)
    if (!page) throw notFound()
    const root = (await parentMatchPromise).loaderData
    return { page, siteUrl: root?.shell.siteUrl ?? '' }
  },
  head: ({ loaderData, match }) =>
    loaderData ? cmsPageHead(loaderData.page, loaderData.siteUrl, match.context.services.i18n.t) : {},
  component: function CmsPageRoute() {
    const data = Route.useLoaderData()
    const t = useT()
    return (
      <CmsPageView {...data}>
        {/* the cookie policy page is where the settings can be changed too (docs/czech-commerce.md#cookies) */}
        {data.page.slug === 'zasady-uzivani-souboru-cookies' ? (
          <p id="nastaveni-cookies">
            <ConsentSettingsLink className="button button--primary">
              {t('footer.changeCookieSettings')}
            </ConsentSettingsLink>
          </p>
        ) : null}
      </CmsPageView>
    )
  },
})
