import type { ReactNode } from 'react'
import type { CmsPage } from '../../../contract/cms'
import { CmsContent } from './CmsContent'
import { cmsPagePath } from './cms-page'
import { ContentBreadcrumbs } from './ContentBreadcrumbs'

/** A generic CMS page (`/{slug}`): breadcrumbs, its name as the heading, its content, and what a route adds below it. */
export function CmsPageView({ page, siteUrl, children }: { page: CmsPage; siteUrl: string; children?: ReactNode }) {
  return (
    <article className="page page--content content-page">
      <ContentBreadcrumbs name={page.name} path={cmsPagePath(page.slug)} siteUrl={siteUrl} />
      <h1>{page.name}</h1>
      <CmsContent html={page.content} />
      {children}
    </article>
  )
}
