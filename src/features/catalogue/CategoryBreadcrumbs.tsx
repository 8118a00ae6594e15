import { Link, useRouter } from '@tanstack/react-router'
import { JsonLd } from '../../components/ui/JsonLd'
import { useT } from '../../lib/services'

type Crumb = { name: string; slug: string }

type Props = {
  /** Categories from the top down; the last one is the current page unless a product follows. */
  crumbs: Crumb[]
  /** The product of a product page: the last crumb, not a link. */
  product?: { name: string; slug: string }
  siteUrl: string
}

/** Breadcrumbs from the home page through the categories: a visible trail and schema.org BreadcrumbList. */
export function CategoryBreadcrumbs({ crumbs, product, siteUrl }: Props) {
  const t = useT()
  const router = useRouter()
  const categoryUrl = (slug: string) => siteUrl + router.buildLocation({ to: '/kategorie/$slug', params: { slug } }).href
  const items = [
    { name: t('catalogue.breadcrumbHome'), url: siteUrl + router.buildLocation({ to: '/' }).href },
    ...crumbs.map((crumb) => ({ name: crumb.name, url: categoryUrl(crumb.slug) })),
    ...(product ? [{ name: product.name, url: siteUrl + router.buildLocation({ to: '/produkt/$slug', params: { slug: product.slug } }).href }] : []),
  ]
  const currentIndex = items.length - 1
  return (
    <nav className="breadcrumbs" aria-label={t('nav.breadcrumbs')}>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
        }}
      />
      <ol>
        <li>
          <Link to="/">{t('catalogue.breadcrumbHome')}</Link>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={crumb.slug}>
            {index + 1 === currentIndex && !product ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link to="/kategorie/$slug" params={{ slug: crumb.slug }}>
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
        {product ? (
          <li>
            <span aria-current="page">{product.name}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  )
}
