import type { CmsPage } from '../../../contract/cms'
import type { ApiClient } from '../../lib/api/client'
import { getPageBySlug } from './cms.api'
import './texts'

export { cmsPagePath } from './head'

/**
 * The CMS page a `/{slug}` address shows, or null (the 404 page) when the shop has none, it is switched off,
 * or it is not a plain page: articles live under /magazin/ and landing pages under /stranka/.
 */
export async function loadCmsPage(api: ApiClient, slug: string): Promise<CmsPage | null> {
  const page = await getPageBySlug(api, slug)
  if (!page || page.enabled === false || page.type !== 'page') return null
  return page
}
