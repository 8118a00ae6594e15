import { BANNERS, MENUS, type MenuItemDef, REDIRECTS } from './data/content.ts'
import { bannerSvg } from './svg.ts'
import type { BannerRow, MediaObject, MenuItemRow, MenuRow, RedirectRow, Shape } from './types.ts'

export type ContentRows = {
  menus: MenuRow[]
  menuItems: MenuItemRow[]
  banners: BannerRow[]
  redirects: RedirectRow[]
  media: MediaObject[]
}

const BANNER_SHAPES: Shape[][] = [
  ['giftbox', 'spirit', 'giftbox'],
  ['spirit', 'wine', 'soft'],
  ['spirit', 'spirit', 'beer'],
  ['spirit', 'soft', 'spirit'],
]

/** Header and footer menus, home-page banners (one of them expired) and the redirects of the old shop. */
export function buildContent(): ContentRows {
  const out: ContentRows = { menus: [], menuItems: [], banners: [], redirects: [], media: [] }

  function addItems(menuCode: string, items: MenuItemDef[], parentId: number | null): void {
    items.forEach((item, position) => {
      const id = out.menuItems.length + 1
      out.menuItems.push({
        id,
        menu_code: menuCode,
        parent_id: parentId,
        position,
        locale: 'cs_CZ',
        label: item.label,
        url: item.url,
      })
      if (item.children) addItems(menuCode, item.children, id)
    })
  }
  for (const menu of MENUS) {
    out.menus.push({ code: menu.code, name: menu.name })
    addItems(menu.code, menu.items, null)
  }

  BANNERS.forEach((banner, position) => {
    const path = `banners/${banner.code}.svg`
    const shapes = BANNER_SHAPES[position % BANNER_SHAPES.length] ?? ['spirit']
    out.media.push({ key: path, body: bannerSvg({ ...banner, shapes }), contentType: 'image/svg+xml' })
    out.banners.push({
      id: position + 1,
      code: banner.code,
      placement: 'homepage',
      position,
      enabled: 1,
      locale: 'cs_CZ',
      title: banner.title,
      subtitle: banner.subtitle,
      url: banner.url,
      image_path: path,
      starts_at: banner.startsAt,
      ends_at: banner.endsAt,
    })
  })

  REDIRECTS.forEach(([origin, destination], index) => {
    out.redirects.push({ id: index + 1, origin_url: origin, destination_url: destination, enabled: 1 })
  })
  return out
}
