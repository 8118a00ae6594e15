import { Link } from '@tanstack/react-router'
import type { CmsSection } from '../../../contract/cms'
import { Breadcrumbs, type Crumb } from '../../components/ui/Breadcrumbs'
import { useT } from '../../lib/services'
import { ALL_CATEGORY, magazineCategoryPath } from './paths'

/** Úvod › Magazín (› category) (› article): visible and as schema.org BreadcrumbList. */
export function MagazineBreadcrumbs({
  section,
  article,
  siteUrl,
}: {
  section: CmsSection | null
  article?: { name: string; path: string }
  siteUrl: string
}) {
  const t = useT()
  const home = t('catalogue.breadcrumbHome')
  const magazine = t('magazine.breadcrumb')
  const crumbs: Crumb[] = [
    { name: home, url: `${siteUrl}/`, link: <Link to="/">{home}</Link> },
    {
      name: magazine,
      url: siteUrl + magazineCategoryPath(ALL_CATEGORY),
      link: (
        <Link to="/magazin-ze-sveta-drinku/$category" params={{ category: ALL_CATEGORY }}>
          {magazine}
        </Link>
      ),
    },
  ]
  if (section) {
    crumbs.push({
      name: section.name,
      url: siteUrl + magazineCategoryPath(section.code),
      link: (
        <Link to="/magazin-ze-sveta-drinku/$category" params={{ category: section.code }}>
          {section.name}
        </Link>
      ),
    })
  }
  if (article) crumbs.push({ name: article.name, url: siteUrl + article.path, link: null })
  return <Breadcrumbs crumbs={crumbs} />
}
