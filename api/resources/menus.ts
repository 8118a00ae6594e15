import { Hono } from 'hono'
import * as z from 'zod/mini'
import { DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE } from '../../contract/channel'
import { pageQuery } from '../../contract/hydra'
import { iri } from '../../contract/iri'
import { getMenu, listMenus, type MenuRecord } from '../db/menus'
import type { ApiEnv } from '../env'
import { NotFoundError } from '../http/errors'
import { collection, embedded, item } from '../http/jsonld'
import { valid } from '../http/validate'
import { jsonLd, publicCache } from './respond'

/** Fields of a Menu: its items flat, each parent before its children, linked by `parent` IRIs. */
function menuFields(menu: MenuRecord) {
  return {
    code: menu.code,
    name: menu.name,
    items: menu.items.map((menuItem) =>
      embedded('MenuItem', iri('menu-items', menuItem.id), {
        id: menuItem.id,
        label: menuItem.label,
        url: menuItem.url,
        parent: menuItem.parentId === null ? null : iri('menu-items', menuItem.parentId),
        position: menuItem.position,
      }),
    ),
  }
}

/** Paging of the menus (named for the OpenAPI document). */
export const menuListQuery = z.object(pageQuery(MAX_ITEMS_PER_PAGE, DEFAULT_ITEMS_PER_PAGE))

/** Navigation menus (header, footer) in the request's locale. */
export const menus = new Hono<ApiEnv>()
  .get('/menus', publicCache, valid('query', menuListQuery), async function listMenusRoute(c) {
    const page = c.req.valid('query')
    const { menus, totalItems } = await listMenus(c.env.DB, c.get('locale'), page)
    const members = menus.map((menu) => embedded('Menu', iri('menus', menu.code), menuFields(menu)))
    return jsonLd(c, collection({ type: 'Menu', url: new URL(c.req.url), members, totalItems, page }))
  })
  .get(
    '/menus/:code',
    publicCache,
    valid('param', z.object({ code: z.string().check(z.minLength(1), z.maxLength(255)) })),
    async function showMenu(c) {
      const menu = await getMenu(c.env.DB, c.get('locale'), c.req.valid('param').code)
      if (!menu) throw new NotFoundError()
      return jsonLd(c, item('Menu', iri('menus', menu.code), menuFields(menu)))
    },
  )
