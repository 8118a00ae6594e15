import { Link } from '@tanstack/react-router'
import type { Taxon } from '../../../contract/catalogue'
import { useT } from '../../lib/services'

export function CategoryTiles({ categories }: { categories: Taxon[] }) {
  const t = useT()
  return (
    <section className="home-section" aria-labelledby="categories-title">
      <h2 id="categories-title">{t('home.categories')}</h2>
      <ul className="category-tiles">
        {categories.map((category) => (
          <li key={category.code}>
            <Link to="/kategorie/$slug" params={{ slug: category.slug }} className="category-tile">
              {category.images?.[0] ? <img src={category.images[0].path} alt="" width={96} height={96} loading="lazy" /> : null}
              <span>{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
