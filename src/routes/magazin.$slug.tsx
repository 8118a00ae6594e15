import { createFileRoute, notFound } from '@tanstack/react-router'
import { ArticlePage, loadArticle } from '../features/magazine'
import { articleHead } from '../features/magazine/head'

/** A magazine article; any other CMS page, or none, is the 404 page. */
export const Route = createFileRoute('/magazin/$slug')({
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context: { services }, params, parentMatchPromise }) => {
    const data = await loadArticle(services.api, params.slug)
    if (!data) throw notFound()
    const root = (await parentMatchPromise).loaderData
    return { ...data, siteUrl: root?.shell.siteUrl ?? '' }
  },
  head: ({ loaderData, match }) =>
    loaderData ? articleHead(loaderData.article, loaderData.siteUrl, match.context.services.i18n.t) : {},
  component: function ArticleRoute() {
    return <ArticlePage {...Route.useLoaderData()} />
  },
})
