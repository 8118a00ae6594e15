import type { CmsPage } from '../../../contract/cms'
import type { ApiClient } from '../../lib/api/client'
import { getPageBySlug } from './cms.api'
import './texts'

export { cmsPagePath } from './head'

const MAX_SLUG_LENGTH = 255

/**
 * The CMS page a `/{slug}` address shows, or null (the 404 page) when the shop has none, it is switched off,
 * or it is not a plain page: articles live under /magazin/ and landing pages under /stranka/.
 */
export async function loadCmsPage(api: ApiClient, slug: string): Promise<CmsPage | null> {
  // no slug is longer than the shop's column (255): any other one-segment address is not worth an API call
  if (slug.length === 0 || slug.length > MAX_SLUG_LENGTH) return null
  const page = await getPageBySlug(api, slug)
  if (!page || page.enabled === false || page.type !== 'page') return null
  return page
}
