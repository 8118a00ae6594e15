import type { CmsPage } from '../../../contract/cms'
import { JsonLd } from '../../components/ui/JsonLd'
import { useT } from '../../lib/services'
import { CmsContent } from './CmsContent'
import { ContentBreadcrumbs } from './ContentBreadcrumbs'
import { liquorStoreJsonLd } from './shop-info'
import { ShopInfoCard } from './ShopInfoCard'
import './texts'

/** /kontakt: the CMS page `kontakt` (when the shop has it), then the shop's information and its schema.org data. */
export function ContactPage({ page, siteUrl }: { page: CmsPage | null; siteUrl: string }) {
  const t = useT()
  const name = page?.name ?? t('content.contact.title')
  return (
    <article className="page page--content content-page">
      <JsonLd data={liquorStoreJsonLd(siteUrl)} />
      <ContentBreadcrumbs name={name} path="/kontakt" siteUrl={siteUrl} />
      <h1>{name}</h1>
      {page ? <CmsContent html={page.content} /> : null}
      <ShopInfoCard />
    </article>
  )
}
