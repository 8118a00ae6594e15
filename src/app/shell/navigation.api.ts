import type { Menu } from '../../../contract/catalogue'
import type { CmsBlock } from '../../../contract/cms'
import type { ApiClient } from '../../lib/api/client'
import { getCategoryData } from '../../features/catalogue/catalogue.api'
import type { CategoryData } from '../../features/catalogue/category-tree'
import { getBlock } from '../../features/content/cms.api'
import { getMenu } from '../../features/content/content.api'

/** `categories` is compact; `categoryTreeOf(navigation.categories)` gives the built tree. */
export type Navigation = { categories: CategoryData[]; header: Menu | null; footer: Menu | null; footerAbout: CmsBlock | null }

/** The footer's text about the shop: a CMS block editors change in content/blocks/. */
export const FOOTER_ABOUT_BLOCK = 'footer-about'

/** The category tree (root `menu_category`, loaded once at start: spec section 7), the site menus, the footer text. */
export async function loadNavigation(api: ApiClient): Promise<Navigation> {
  const [categories, header, footer, footerAbout] = await Promise.all([
    getCategoryData(api),
    getMenu(api, 'header'),
    getMenu(api, 'footer'),
    getBlock(api, FOOTER_ABOUT_BLOCK),
  ])
  return { categories, header, footer, footerAbout }
}
