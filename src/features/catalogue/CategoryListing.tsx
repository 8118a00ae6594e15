import { Link } from '@tanstack/react-router'
import type { Taxon } from '../../../contract/catalogue'
import { useT } from '../../lib/services'
import type { ProductPage } from './catalogue.api'
import { ProductGrid } from './ProductGrid'

export const CATEGORY_PAGE_SIZE = 24

/** A category: its name and description, a page of its products (with its descendants'), paging links. */
export function CategoryListing({ category, products, page }: { category: Taxon; products: ProductPage; page: number }) {
  const t = useT()
  const pages = Math.max(1, Math.ceil(products.totalItems / CATEGORY_PAGE_SIZE))
  return (
    <section className="category" aria-labelledby="category-title">
      <h1 id="category-title">{category.name}</h1>
      {category.description ? <p className="category__description">{category.description}</p> : null}
      {products.products.length === 0 ? <p>{t('catalogue.empty')}</p> : <ProductGrid products={products.products} />}
      {pages > 1 ? (
        <nav className="pagination" aria-label={t('catalogue.pagination')}>
          {page > 1 ? (
            <Link to="/kategorie/$slug" params={{ slug: category.slug }} search={{ page: page - 1 === 1 ? undefined : page - 1 }} rel="prev">
              {t('catalogue.previous')}
            </Link>
          ) : null}
          <span>{t('catalogue.pageOf', { page, pages })}</span>
          {page < pages ? (
            <Link to="/kategorie/$slug" params={{ slug: category.slug }} search={{ page: page + 1 }} rel="next">
              {t('catalogue.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  )
}
