import type { Banner, Menu } from '../../../contract/catalogue'
import type { ApiClient } from '../../lib/api/client'
import { isApiError } from '../../lib/api/errors'

/** A navigation menu, or null when the shop has none under that code. */
export async function getMenu(api: ApiClient, code: string): Promise<Menu | null> {
  try {
    return await api.get(`/menus/${encodeURIComponent(code)}`, { schema: 'menu' })
  } catch (error) {
    if (isApiError(error, 404)) return null
    throw error
  }
}

export async function listBanners(api: ApiClient, placement: string): Promise<Banner[]> {
  const page = await api.get('/banners', { query: { placement, itemsPerPage: 10 }, schema: 'bannerList' })
  return page['hydra:member']
}
