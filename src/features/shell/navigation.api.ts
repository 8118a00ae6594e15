import type { Menu } from '../../../contract/catalogue'
import type { ApiClient } from '../../lib/api/client'
import { getCategoryTree } from '../catalogue/catalogue.api'
import type { CategoryTree } from '../catalogue/category-tree'
import { getMenu } from '../content/content.api'

export type Navigation = { tree: CategoryTree; header: Menu | null; footer: Menu | null }

/** The category tree (root `menu_category`, loaded once at start: spec section 7) and the site menus. */
export async function loadNavigation(api: ApiClient): Promise<Navigation> {
  const [tree, header, footer] = await Promise.all([getCategoryTree(api), getMenu(api, 'header'), getMenu(api, 'footer')])
  return { tree, header, footer }
}
