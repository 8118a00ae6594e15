import { Link } from '@tanstack/react-router'
import { Breadcrumbs } from '../../components/ui/Breadcrumbs'
import { useT } from '../../lib/services'

/** Úvod › {name}: the trail of a content page, visible and as schema.org BreadcrumbList. */
export function ContentBreadcrumbs({ name, path, siteUrl }: { name: string; path: string; siteUrl: string }) {
  const t = useT()
  const home = t('catalogue.breadcrumbHome')
  return (
    <Breadcrumbs
      crumbs={[
        { name: home, url: `${siteUrl}/`, link: <Link to="/">{home}</Link> },
        { name, url: siteUrl + path, link: null },
      ]}
    />
  )
}
