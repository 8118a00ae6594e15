import { Link } from '@tanstack/react-router'
import { JsonLd } from '../../components/ui/JsonLd'
import { useT } from '../../lib/services'

/** Úvod › {name}: the trail of a content page, visible and as schema.org BreadcrumbList. */
export function ContentBreadcrumbs({ name, path, siteUrl }: { name: string; path: string; siteUrl: string }) {
  const t = useT()
  const home = t('catalogue.breadcrumbHome')
  return (
    <nav className="breadcrumbs" aria-label={t('nav.breadcrumbs')}>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: home, item: `${siteUrl}/` },
            { '@type': 'ListItem', position: 2, name, item: siteUrl + path },
          ],
        }}
      />
      <ol>
        <li>
          <Link to="/">{home}</Link>
        </li>
        <li>
          <span aria-current="page">{name}</span>
        </li>
      </ol>
    </nav>
  )
}
