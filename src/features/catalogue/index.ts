/**
 * The catalogue's surface for other features (the magazine's and landing pages' products, listings). No module
 * here has side effects, so importing this costs a chunk only what it uses. The catalogue's own routes import
 * its modules directly, as they did before this file.
 */
export { getProductsByCode, getProductsByIri, listProducts, type ProductPage } from './catalogue.api'
export { ItemListProvider } from './item-list'
export type { ListingTarget } from './listing-link'
export { hasFilters, type ListingState, toApiQuery } from './listing-search'
export { ProductGrid } from './ProductGrid'
export { ProductListing } from './ProductListing'
export { getCategoryByCode, type CategoryNode } from './category-tree'
export { useCategoryTree } from './use-category-tree'
