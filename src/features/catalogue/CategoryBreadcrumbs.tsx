import { Link, useRouter } from '@tanstack/react-router'
import { Breadcrumbs, type Crumb } from '../../components/ui/Breadcrumbs'
import { useT } from '../../lib/services'

type Category = { name: string; slug: string }

type Props = {
  /** Categories from the top down; the last one is the current page unless a product follows. */
  crumbs: Category[]
  /** The product of a product page: the last crumb, not a link. */
  product?: { name: string; slug: string }
  siteUrl: string
}

/** Breadcrumbs from the home page through the categories: a visible trail and schema.org BreadcrumbList. */
export function CategoryBreadcrumbs({ crumbs, product, siteUrl }: Props) {
  const t = useT()
  const router = useRouter()
  const home = t('catalogue.breadcrumbHome')
  const trail: Crumb[] = [
    { name: home, url: siteUrl + router.buildLocation({ to: '/' }).href, link: <Link to="/">{home}</Link> },
    ...crumbs.map((crumb) => ({
      name: crumb.name,
      url: siteUrl + router.buildLocation({ to: '/kategorie/$slug', params: { slug: crumb.slug } }).href,
      link: (
        <Link to="/kategorie/$slug" params={{ slug: crumb.slug }}>
          {crumb.name}
        </Link>
      ),
    })),
    ...(product
      ? [
          {
            name: product.name,
            url: siteUrl + router.buildLocation({ to: '/produkt/$slug', params: { slug: product.slug } }).href,
            link: null,
          },
        ]
      : []),
  ]
  return <Breadcrumbs crumbs={trail} />
}
