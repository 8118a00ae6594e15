import type { CmsPage, CmsSection } from '../../../contract/cms'
import type { I18n } from '../../lib/i18n'
import { pageHead } from '../../lib/page-head'
import { contentCssUrl as contentCss } from '../content'
import magazineCss from './magazine.css?url'
import { ALL_CATEGORY, articlePath, magazineCategoryPath } from './paths'

/**
 * Heads of the magazine's routes. `head()` is not code-split by TanStack, so this module stays free of side
 * effects and of the pages' code; the texts it reads are registered by the route's chunk, loaded before the head.
 */

/** The prose styles of the content pages and the magazine's own, linked by the magazine's heads only. */
const styles = [
  { rel: 'stylesheet', href: contentCss },
  { rel: 'stylesheet', href: magazineCss },
]

type CategoryHeadData = { slug: string; section: CmsSection | null; page: number; pageCount: number }

/** A category page: its name, canonical address with the page, and rel prev/next between the pages. */
export function magazineCategoryHead(data: CategoryHeadData, siteUrl: string, t: I18n['t']) {
  const name = data.slug === ALL_CATEGORY || !data.section ? t('magazine.title') : data.section.name
  const title = data.page > 1 ? t('magazine.pageTitle', { title: name, page: data.page }) : name
  const head = pageHead({
    title: t('magazine.metaTitle', { title }),
    ogTitle: title,
    description: data.section
      ? t('magazine.categoryDescription', { name: data.section.name })
      : t('magazine.metaDescription'),
    canonical: siteUrl + magazineCategoryPath(data.slug, data.page),
    ogType: 'website',
  })
  const paging = [
    ...(data.page > 1 ? [{ rel: 'prev', href: siteUrl + magazineCategoryPath(data.slug, data.page - 1) }] : []),
    ...(data.page < data.pageCount
      ? [{ rel: 'next', href: siteUrl + magazineCategoryPath(data.slug, data.page + 1) }]
      : []),
  ]
  return { ...head, links: [...head.links, ...paging, ...styles] }
}

/** An article: its SEO title, else its name; its meta description, else its perex; its teaser image. */
export function articleHead(article: CmsPage, siteUrl: string, t: I18n['t']) {
  const title = article.title?.trim() || article.name
  const head = pageHead({
    title: article.title?.trim() || t('magazine.metaTitle', { title }),
    ogTitle: article.name,
    description: article.metaDescription?.trim() || article.teaser?.trim() || t('magazine.metaDescription'),
    canonical: siteUrl + articlePath(article.slug),
    image: article.teaserImage ? absoluteUrl(article.teaserImage, siteUrl) : undefined,
    ogType: 'article',
  })
  return { ...head, links: [...head.links, ...styles] }
}

/** An address on this site, absolute; the API's image paths may already be absolute. */
export function absoluteUrl(path: string, siteUrl: string): string {
  try {
    return new URL(path, `${siteUrl}/`).href
  } catch {
    return path
  }
}
