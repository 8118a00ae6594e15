import type { ListedProduct } from '../../../contract/listed-product'
import type { ItemList } from '../../lib/analytics'
import { useItemList, useSelectItem } from './item-list'
import { ProductCard } from './ProductCard'

/** A list of product cards; a click on a card reports `select_item` with the list (the prop or the provider's). */
export function ProductGrid({ products, list }: { products: ListedProduct[]; list?: ItemList }) {
  const provided = useItemList()
  const onSelect = useSelectItem(list ?? provided)
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.code}>
          <ProductCard product={product} onSelect={() => onSelect(product, index)} />
        </li>
      ))}
    </ul>
  )
}
