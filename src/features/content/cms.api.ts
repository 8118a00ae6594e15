import { MAX_ITEMS_PER_PAGE } from '../../../contract/channel'
import type { CmsBlock, CmsPage, FaqItem } from '../../../contract/cms'
import type { ApiClient } from '../../lib/api/client'

/**
 * The cms-plugin calls (contract/cms.ts). Apart from content.api.ts, whose menus and banners every page's shell
 * loads, so these travel in the content routes' chunks only.
 */

/** A CMS page by its slug (`/cms-plugin/page-by-slug/{slug}`), or null when the shop has none. */
export function getPageBySlug(api: ApiClient, slug: string): Promise<CmsPage | null> {
  return api.getOrNull(`/cms-plugin/page-by-slug/${encodeURIComponent(slug)}`, { schema: 'cmsPage' })
}

/** A content block by its code (`/cms-plugin/blocks/{code}`), or null when the shop has none. */
export function getBlock(api: ApiClient, code: string): Promise<CmsBlock | null> {
  return api.getOrNull(`/cms-plugin/blocks/${encodeURIComponent(code)}`, { schema: 'cmsBlock' })
}

/**
 * Every FAQ item (`/cms-plugin/faq`), all pages of the collection; the FAQ page orders them by position. An API
 * without the call (404; a collection is never 404 for being empty) has no questions: the page says so.
 */
export async function listFaq(api: ApiClient): Promise<FaqItem[]> {
  const items: FaqItem[] = []
  for (let page = 1; ; page++) {
    const query = { itemsPerPage: MAX_ITEMS_PER_PAGE, page }
    // only the first page may be missing: a later 404 is a real failure
    const answer =
      page === 1
        ? await api.getOrNull('/cms-plugin/faq', { query, schema: 'faqList' })
        : await api.get('/cms-plugin/faq', { query, schema: 'faqList' })
    if (answer === null) return []
    items.push(...answer['hydra:member'])
    if (answer['hydra:member'].length === 0 || items.length >= answer['hydra:totalItems']) return items
  }
}
