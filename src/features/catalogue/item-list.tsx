import { createContext, type ReactNode, useContext } from 'react'
import type { ListedProduct } from '../../../contract/listed-product'
import type { ItemList } from '../../lib/analytics'
import { toGa4Item, trackSelectItem } from '../../lib/analytics-items'
import { getCategoryByCode } from './category-tree'
import { useCategoryTree } from './use-category-tree'

/**
 * The product list a card belongs to, for the `select_item` event: a category (its code), `search`,
 * `home_bestsellers`, `home_novelties`, `similar` or `recommended`. Lists rendered by other features (the home
 * page's sections) name themselves with the provider.
 */
const ItemListContext = createContext<ItemList | null>(null)

export function ItemListProvider({ list, children }: { list: ItemList; children: ReactNode }) {
  return <ItemListContext.Provider value={list}>{children}</ItemListContext.Provider>
}

export function useItemList(): ItemList | null {
  return useContext(ItemListContext)
}

/** The breadcrumb names of a product's main category, top first; none when it is not in the menu tree. */
export function useCategoryNames(): (product: ListedProduct) => string[] {
  const tree = useCategoryTree()
  return (product) => getCategoryByCode(tree, product.mainTaxon)?.breadcrumbs.map((crumb) => crumb.name) ?? []
}

/** A handler that reports the choice of a product from a list. */
export function useSelectItem(list: ItemList | null): (product: ListedProduct, index: number) => void {
  const categoriesOf = useCategoryNames()
  return (product, index) => {
    if (!list) return
    trackSelectItem(toGa4Item(product, { index, list, categories: categoriesOf(product) }), list)
  }
}
