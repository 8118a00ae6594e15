import { Hono } from 'hono'
import * as z from 'zod/mini'
import { type ContentElement, cmsPagesQuery } from '../../contract/cms'
import { iri } from '../../contract/iri'
import { getPage, getPageBySlug, listPages, type PageRecord } from '../db/cms'
import type { SectionRef } from '../db/cms-json'
import type { ApiEnv } from '../env'
import { NotFoundError } from '../http/errors'
import { collection, embedded, item } from '../http/jsonld'
import { valid } from '../http/validate'
import { mediaUrl } from './media'
import { jsonLd, publicCache } from './respond'

/** A section as pages and blocks embed it (contract `cmsSection`). */
export function sectionRef(section: SectionRef) {
  return embedded('Section', iri('cms-plugin/sections', section.code), { code: section.code, name: section.name })
}

/** An element as served: pictures of heroes and banners as URLs, like `teaserImage`. */
function elementOut(element: ContentElement, publicMediaUrl: string): ContentElement {
  const image = (path: string | null | undefined) => (path ? mediaUrl(publicMediaUrl, path) : null)
  if (element.type === 'hero') {
    const hero = element.configuration.hero
    return { ...element, configuration: { ...element.configuration, hero: { ...hero, image: image(hero.image) } } }
  }
  if (element.type === 'banner') {
    const banner = element.configuration.banner
    return {
      ...element,
      configuration: { ...element.configuration, banner: { ...banner, image: image(banner.image) } },
    }
  }
  return element
}

/**
 * The fields of a Page (contract `cmsPage`): BitBag's names (with v6's contentElements), our extras type, teaser,
 * teaserImage, relatedPages.
 */
function pageFields(page: PageRecord, publicMediaUrl: string) {
  return {
    id: page.id,
    code: page.code,
    enabled: true,
    publishAt: page.publishAt,
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
    slug: page.slug,
    name: page.name,
    title: page.title,
    content: page.contentHtml,
    metaKeywords: page.metaKeywords,
    metaDescription: page.metaDescription,
    sections: page.sections.map(sectionRef),
    products: page.productCodes.map((code) => iri('products', code)),
    type: page.type,
    teaser: page.teaser,
    teaserImage: page.teaserImage === null ? null : mediaUrl(publicMediaUrl, page.teaserImage),
    relatedPages: page.relatedPages,
    contentElements: page.contentElements.map((element) => elementOut(element, publicMediaUrl)),
  }
}

function pageItem(page: PageRecord | null, publicMediaUrl: string) {
  // unknown, disabled and not yet published pages are all simply not found
  if (!page) throw new NotFoundError()
  return item('Page', iri('cms-plugin/pages', page.id), pageFields(page, publicMediaUrl))
}

const id = z.object({ id: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)) })
const slug = z.object({ slug: z.string().check(z.minLength(1), z.maxLength(255)) })

/** Pages, articles and landing pages that are enabled and published (BitBag: Page). */
export const cmsPages = new Hono<ApiEnv>()
  .get('/cms-plugin/pages', publicCache, valid('query', cmsPagesQuery), async function listCmsPages(c) {
    const query = c.req.valid('query')
    const { pages, totalItems } = await listPages(c.env.DB, c.get('locale'), new Date(), {
      ...query,
      section: query['sections.code'],
    })
    const members = pages.map((page) =>
      embedded('Page', iri('cms-plugin/pages', page.id), pageFields(page, c.env.PUBLIC_MEDIA_URL)),
    )
    return jsonLd(c, collection({ type: 'Page', url: new URL(c.req.url), members, totalItems, page: query }))
  })
  .get('/cms-plugin/pages/:id', publicCache, valid('param', id), async function showCmsPage(c) {
    const page = await getPage(c.env.DB, c.get('locale'), new Date(), c.req.valid('param').id)
    return jsonLd(c, pageItem(page, c.env.PUBLIC_MEDIA_URL))
  })
  .get('/cms-plugin/page-by-slug/:slug', publicCache, valid('param', slug), async function showCmsPageBySlug(c) {
    const page = await getPageBySlug(c.env.DB, c.get('locale'), new Date(), c.req.valid('param').slug)
    return jsonLd(c, pageItem(page, c.env.PUBLIC_MEDIA_URL))
  })
