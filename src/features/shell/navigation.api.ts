import type { Menu } from '../../../contract/catalogue'
import type { ApiClient } from '../../lib/api/client'
import { getCategoryData } from '../catalogue/catalogue.api'
import type { CategoryData } from '../catalogue/category-tree'
import { getMenu } from '../content/content.api'

/** `categories` is compact; `categoryTreeOf(navigation.categories)` gives the built tree. */
export type Navigation = { categories: CategoryData[]; header: Menu | null; footer: Menu | null }

/** The category tree (root `menu_category`, loaded once at start: spec section 7) and the site menus. */
export async function loadNavigation(api: ApiClient): Promise<Navigation> {
  const [categories, header, footer] = await Promise.all([getCategoryData(api), getMenu(api, 'header'), getMenu(api, 'footer')])
  return { categories, header, footer }
}
