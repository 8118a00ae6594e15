import type { Menu, MenuItem } from '../../../contract/catalogue'
import type { CmsBlock } from '../../../contract/cms'
import type { ApiClient } from '../../lib/api/client'
import { getCategoryData } from '../../features/catalogue/catalogue.api'
import type { CategoryData } from '../../features/catalogue/category-tree'
import { getBlock } from '../../features/content/cms.api'
import { getMenu } from '../../features/content/content.api'

/** What the header and footer render of a site menu. */
export type NavigationMenu = Pick<Menu, 'name'> & { items: Pick<MenuItem, '@id' | 'id' | 'label' | 'url' | 'parent'>[] }

/**
 * `categories` is compact; `categoryTreeOf(navigation.categories)` gives the built tree. Root loader data, so
 * it is serialised into every page for hydration: only what the header and footer render
 * (docs/decisions/040-uncached-render.md).
 */
export type Navigation = {
  categories: CategoryData[]
  header: NavigationMenu | null
  footer: NavigationMenu | null
  footerAbout: Pick<CmsBlock, 'content'> | null
}

function navigationMenu(menu: Menu | null): NavigationMenu | null {
  if (!menu) return null
  return {
    name: menu.name,
    items: menu.items.map((item) => ({
      '@id': item['@id'],
      id: item.id,
      label: item.label,
      url: item.url,
      parent: item.parent,
    })),
  }
}

/** The footer's text about the shop: a CMS block editors change in content/blocks/. */
export const FOOTER_ABOUT_BLOCK = 'footer-about'

/** The category tree (root `menu_category`, loaded once at start: docs/product.md#calls), the site menus, the footer text. */
export async function loadNavigation(api: ApiClient): Promise<Navigation> {
  const [categories, header, footer, footerAbout] = await Promise.all([
    getCategoryData(api),
    getMenu(api, 'header'),
    getMenu(api, 'footer'),
    getBlock(api, FOOTER_ABOUT_BLOCK),
  ])
  return {
    categories,
    header: navigationMenu(header),
    footer: navigationMenu(footer),
    footerAbout: footerAbout ? { content: footerAbout.content } : null,
  }
}
