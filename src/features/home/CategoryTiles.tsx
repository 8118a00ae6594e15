import { Link } from '@tanstack/react-router'
import { useT } from '../../lib/services'
import type { CategoryNode } from '../catalogue'

/** The top categories of the tree as tiles with their images. */
export function CategoryTiles({ categories }: { categories: CategoryNode[] }) {
  const t = useT()
  if (categories.length === 0) return null
  return (
    <section className="home-section" aria-labelledby="categories-title">
      <h2 id="categories-title">{t('home.categories')}</h2>
      <ul className="category-tiles">
        {categories.map((category) => (
          <li key={category.code}>
            <Link to="/kategorie/$slug" params={{ slug: category.slug }} className="category-tile">
              {category.image ? <img src={category.image} alt="" width={96} height={96} loading="lazy" /> : null}
              <span>{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
