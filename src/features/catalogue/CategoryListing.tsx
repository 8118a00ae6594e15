import { Link } from '@tanstack/react-router'
import { useT } from '../../lib/services'
import type { ProductPage } from './catalogue.api'
import type { CategorySummary } from './category-page'
import { CategoryBreadcrumbs } from './CategoryBreadcrumbs'
import type { CategoryNode } from './category-tree'
import type { ListingState } from './listing-search'
import { ProductListing } from './ProductListing'
import './listing-texts'

type Props = {
  category: CategorySummary
  /** The category in the menu tree (breadcrumbs, subcategories); null when it is outside the menu. */
  node: CategoryNode | null
  products: ProductPage
  state: ListingState
  siteUrl: string
}

/** A category: breadcrumbs, name and description, its subcategories, then its filtered, sorted, paged products. */
export function CategoryListing({ category, node, products, state, siteUrl }: Props) {
  const t = useT()
  const crumbs = node?.breadcrumbs ?? [{ name: category.name, slug: category.slug }]
  const subcategories = node?.children ?? []
  return (
    <section className="category" aria-labelledby="category-title">
      <CategoryBreadcrumbs crumbs={crumbs} siteUrl={siteUrl} />
      <header className="category__header">
        <h1 id="category-title">{category.name}</h1>
        {category.description ? <p className="category__description">{category.description}</p> : null}
      </header>
      {subcategories.length > 0 ? (
        <nav className="category__subcategories" aria-label={t('catalogue.subcategories')}>
          <ul>
            {subcategories.map((subcategory) => (
              <li key={subcategory.code}>
                <Link to="/kategorie/$slug" params={{ slug: subcategory.slug }} className="category__subcategory">
                  {subcategory.image ? (
                    <img src={subcategory.image} alt="" width={40} height={40} loading="lazy" />
                  ) : null}
                  <span>{subcategory.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ProductListing
        target={{ kind: 'category', slug: category.slug }}
        page={products}
        state={state}
        defaultSort="bestseller"
        list={{ id: category.code, name: category.name }}
      />
    </section>
  )
}
