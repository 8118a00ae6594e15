/**
 * Addresses of the magazine. Free of side effects and of the pages' code: route heads, the header's links and the
 * sitemap may import it.
 */
export const MAGAZINE_PATH = '/magazin-ze-sveta-drinku'
/** The category of all articles. */
export const ALL_CATEGORY = 'vsechny'
export const ARTICLES_PER_PAGE = 12

export function magazineCategoryPath(category: string, page = 1): string {
  return `${MAGAZINE_PATH}/${encodeURIComponent(category)}${page > 1 ? `?page=${page}` : ''}`
}

export function articlePath(slug: string): string {
  return `/magazin/${encodeURIComponent(slug)}`
}

/** The day an article came out: its publish date, else when it was made. */
export function articleDate(article: { publishAt?: string | null; createdAt?: string }): string | undefined {
  return article.publishAt ?? article.createdAt ?? undefined
}
