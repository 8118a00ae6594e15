import type { ReactNode } from 'react'
import type { CmsPage } from '../../../contract/cms'
import { JsonLd } from '../../components/ui/JsonLd'
import { useT } from '../../lib/services'
import { CmsContent } from './CmsContent'
import { ContentBreadcrumbs } from './ContentBreadcrumbs'
import { liquorStoreJsonLd } from './shop-info'
import { ShopInfoCard } from './ShopInfoCard'
import './texts'

/**
 * /kontakt: the CMS page `kontakt` (when the shop has it), then the contact form (`children`, from the route: its
 * code stays in that route's chunk) beside the shop's information, and its schema.org data.
 */
export function ContactPage({
  page,
  siteUrl,
  children,
}: {
  page: CmsPage | null
  siteUrl: string
  children?: ReactNode
}) {
  const t = useT()
  const name = page?.name ?? t('content.contact.title')
  return (
    <article className="page page--content content-page">
      <JsonLd data={import.meta.env.SSR ? liquorStoreJsonLd(siteUrl) : undefined} />
      <ContentBreadcrumbs name={name} path="/kontakt" siteUrl={siteUrl} />
      <h1>{name}</h1>
      {page ? <CmsContent html={page.content} /> : null}
      <div className="contact-page__grid">
        {children}
        <ShopInfoCard />
      </div>
    </article>
  )
}
