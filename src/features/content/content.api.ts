import type { Banner, Menu } from '../../../contract/catalogue'
import type { ApiClient } from '../../lib/api/client'

/** A navigation menu, or null when the shop has none under that code. */
export function getMenu(api: ApiClient, code: string): Promise<Menu | null> {
  return api.getOrNull(`/menus/${encodeURIComponent(code)}`, { schema: 'menu' })
}

export async function listBanners(api: ApiClient, placement: string): Promise<Banner[]> {
  const page = await api.get('/banners', { query: { placement, itemsPerPage: 10 }, schema: 'bannerList' })
  return page['hydra:member']
}
