import type { CmsPage } from '../../../contract/cms'
import type { I18n } from '../../lib/i18n'
import { pageHead } from '../../lib/page-head'
import contentCss from './content.css?url'

/**
 * Heads of the content routes. `head()` is not code-split by TanStack, so this module stays free of side effects
 * and of the pages' code: a route's head can import it without pulling the content feature into every page. The
 * texts it reads are registered by the route's chunk, which is loaded before the head runs.
 */

/** The address of a CMS page on this site: `/{slug}`. */
export function cmsPagePath(slug: string): string {
  return `/${encodeURIComponent(slug)}`
}

/** The content pages' stylesheet (prose, hours, FAQ), linked by their heads only. */
const styles = [{ rel: 'stylesheet', href: contentCss }]

function withStyles(head: ReturnType<typeof pageHead>) {
  return { ...head, links: [...head.links, ...styles] }
}

/**
 * Title, description and canonical address of a CMS page: its SEO title as the editor wrote it (with the shop's
 * name where they want it), else its name with the shop's name.
 */
export function cmsPageHead(page: CmsPage, siteUrl: string, t: I18n['t'], path = cmsPagePath(page.slug)) {
  return withStyles(
    pageHead({
      title: page.title?.trim() || t('content.metaTitle', { title: page.name }),
      ogTitle: page.name,
      description: page.metaDescription?.trim() || page.teaser?.trim() || t('site.description'),
      canonical: siteUrl + path,
      ogType: 'website',
    }),
  )
}

/** /kontakt: the CMS page's SEO texts when the shop has the page, else the built-in ones. */
export function contactHead(page: CmsPage | null, siteUrl: string, t: I18n['t']) {
  if (page) return cmsPageHead(page, siteUrl, t, '/kontakt')
  return withStyles(
    pageHead({
      title: t('content.contact.metaTitle'),
      description: t('content.contact.metaDescription'),
      canonical: `${siteUrl}/kontakt`,
    }),
  )
}

export const FAQ_PATH = '/nejcastejsi-dotazy'

/** /nejcastejsi-dotazy. */
export function faqHead(siteUrl: string, t: I18n['t']) {
  return withStyles(
    pageHead({
      title: t('content.faq.metaTitle'),
      description: t('content.faq.metaDescription'),
      canonical: siteUrl + FAQ_PATH,
    }),
  )
}
