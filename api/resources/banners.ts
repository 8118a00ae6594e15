import { Hono } from 'hono'
import * as z from 'zod/mini'
import { DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE } from '../../contract/channel'
import { pageQuery } from '../../contract/hydra'
import { iri } from '../../contract/iri'
import { type BannerRecord, listBanners } from '../db/banners'
import type { ApiEnv } from '../env'
import { collection, embedded } from '../http/jsonld'
import { valid } from '../http/validate'
import { mediaUrl } from './media'
import { jsonLd, publicCache } from './respond'

function bannerFields(banner: BannerRecord, publicMediaUrl: string) {
  return {
    code: banner.code,
    title: banner.title,
    subtitle: banner.subtitle,
    url: banner.url,
    image: banner.imagePath === null ? null : { path: mediaUrl(publicMediaUrl, banner.imagePath), type: 'main' },
    placement: banner.placement,
    position: banner.position,
  }
}

export const bannerQuery = z.object({
  ...pageQuery(MAX_ITEMS_PER_PAGE, DEFAULT_ITEMS_PER_PAGE),
  placement: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
})

/** Promotional banners that are enabled and inside their display window now. */
export const banners = new Hono<ApiEnv>().get(
  '/banners',
  publicCache,
  valid('query', bannerQuery),
  async function listBannersRoute(c) {
    const query = c.req.valid('query')
    const { banners, totalItems } = await listBanners(c.env.DB, c.get('locale'), new Date(), query)
    const members = banners.map((banner) =>
      embedded('Banner', iri('banners', banner.code), bannerFields(banner, c.env.PUBLIC_MEDIA_URL)),
    )
    return jsonLd(c, collection({ type: 'Banner', url: new URL(c.req.url), members, totalItems, page: query }))
  },
)
