import type { ListedProduct } from '../../../contract/listed-product'
import type { ItemList } from '../../lib/analytics'
import { useItemList, useSelectItem } from './item-list'
import { type CardImageLoading, ProductCard } from './ProductCard'

/** Cards in a listing's first row on any screen (two on a phone, four on a desktop). */
const FIRST_ROW = 4

const loadingAt = (index: number): CardImageLoading => (index === 0 ? 'high' : index < FIRST_ROW ? 'eager' : 'lazy')

/**
 * A list of product cards; a click on a card reports `select_item` with the list (the prop or the provider's).
 * `aboveTheFold`: the grid is the page's main content at its top (a category or search listing), so its first row
 * loads its images at once instead of lazily.
 */
export function ProductGrid({
  products,
  list,
  aboveTheFold = false,
}: {
  products: ListedProduct[]
  list?: ItemList
  aboveTheFold?: boolean
}) {
  const provided = useItemList()
  const onSelect = useSelectItem(list ?? provided)
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.code}>
          <ProductCard
            product={product}
            onSelect={() => onSelect(product, index)}
            imageLoading={aboveTheFold ? loadingAt(index) : 'lazy'}
          />
        </li>
      ))}
    </ul>
  )
}
