import { MAX_ITEMS_PER_PAGE } from '../../../contract/channel'
import type { CmsPage, CmsSection } from '../../../contract/cms'
import type { ApiClient } from '../../lib/api/client'

/** The magazine's calls of the cms-plugin (contract/cms.ts): its categories, article lists, one article. */

/** The magazine's categories (`/cms-plugin/sections?type=magazine`); none when the API has no such call. */
export async function listMagazineSections(api: ApiClient): Promise<CmsSection[]> {
  const answer = await api.getOrNull('/cms-plugin/sections', { query: { type: 'magazine' }, schema: 'cmsSectionList' })
  return answer?.['hydra:member'] ?? []
}

/** One page of articles, newest first; `section` null for all of them. */
export async function listArticles(
  api: ApiClient,
  { section, page, itemsPerPage }: { section: string | null; page: number; itemsPerPage: number },
): Promise<{ articles: CmsPage[]; totalItems: number }> {
  const answer = await api.getOrNull('/cms-plugin/pages', {
    query: { type: 'article', 'sections.code': section ?? undefined, page, itemsPerPage },
    schema: 'cmsPageList',
  })
  return { articles: answer?.['hydra:member'] ?? [], totalItems: answer?.['hydra:totalItems'] ?? 0 }
}

/** The newest articles (up to the API's page size), for picking related ones by code. */
export function listRecentArticles(api: ApiClient): Promise<CmsPage[]> {
  return listArticles(api, { section: null, page: 1, itemsPerPage: MAX_ITEMS_PER_PAGE }).then(
    (answer) => answer.articles,
  )
}
