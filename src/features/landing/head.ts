import type { CmsPage } from '../../../contract/cms'
import { isKnownContentElement } from '../../../contract/content-elements'
import type { I18n } from '../../lib/i18n'
import { pageHead } from '../../lib/page-head'
import { hasFilters, type ListingState } from '../catalogue'
import { contentCssUrl as contentCss } from '../content'
import landingCss from './landing.css?url'

/**
 * The head of `/stranka/{slug}`. `head()` is not code-split by TanStack, so this module stays free of side
 * effects and of the page's code (it imports modules, not the features' index files, for that reason); the texts
 * it reads are registered by the route's chunk, loaded before the head runs.
 */

/** The address of a landing page on this site. */
export function landingPath(slug: string): string {
  return `/stranka/${encodeURIComponent(slug)}`
}

const styles = [
  { rel: 'stylesheet', href: contentCss },
  { rel: 'stylesheet', href: landingCss },
]

/** The picture shared with the page: its first hero's, else its teaser image; absolute. */
function shareImage(page: CmsPage, siteUrl: string): string | undefined {
  const hero = (page.contentElements ?? []).filter(isKnownContentElement).find((element) => element.type === 'hero')
  const image = (hero?.type === 'hero' ? hero.configuration.hero.image : null) || page.teaserImage
  if (!image) return undefined
  try {
    return new URL(image, `${siteUrl}/`).href
  } catch {
    return image
  }
}

/**
 * Title (the page's SEO title as it is, else its name with the shop's), description and the canonical address without the listing's state; a filtered, sorted or paged variant
 * of a page with a listing is not indexed (as category pages).
 */
export function landingHead(data: { page: CmsPage; listingState: ListingState | null }, siteUrl: string, t: I18n['t']) {
  const { page, listingState: state } = data
  // the editor's SEO title is the whole title (as BitBag's metaTitle); without one, the name and the shop's
  const seoTitle = page.title?.trim()
  const variant = state !== null && (hasFilters(state) || state.page > 1 || state.sort !== null)
  const head = pageHead({
    title: seoTitle || t('landing.metaTitle', { title: page.name }),
    ogTitle: seoTitle || page.name,
    description: page.metaDescription?.trim() || page.teaser?.trim() || t('site.description'),
    canonical: siteUrl + landingPath(page.slug),
    ogType: 'website',
    image: shareImage(page, siteUrl),
    robots: variant ? 'noindex,follow' : undefined,
  })
  return { ...head, links: [...head.links, ...styles] }
}
