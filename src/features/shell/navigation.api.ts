import type { Menu, Taxon } from '../../../contract/catalogue'
import type { ApiClient } from '../../lib/api/client'
import { listTopCategories } from '../catalogue/catalogue.api'
import { getMenu } from '../content/content.api'

export type Navigation = { categories: Taxon[]; header: Menu | null; footer: Menu | null }

/** The category menu (root `menu_category`, loaded at start: spec section 7) and the site menus. */
export async function loadNavigation(api: ApiClient): Promise<Navigation> {
  const [categories, header, footer] = await Promise.all([listTopCategories(api), getMenu(api, 'header'), getMenu(api, 'footer')])
  return { categories, header, footer }
}
