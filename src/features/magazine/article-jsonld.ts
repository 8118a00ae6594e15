import type { CmsPage } from '../../../contract/cms'
import { absoluteUrl } from './head'
import { articleDate, articlePath } from './paths'

/** The shop as author and publisher of its magazine. */
const SHOP_NAME = 'Drinkárna'

/** schema.org Article of a magazine article: headline, dates, image, perex, the shop as author and publisher. */
export function articleJsonLd(article: CmsPage, siteUrl: string) {
  const url = siteUrl + articlePath(article.slug)
  const published = articleDate(article)
  const organization = { '@type': 'Organization', name: SHOP_NAME, url: `${siteUrl}/` }
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.name.slice(0, 110),
    ...(article.teaser ? { description: article.teaser } : {}),
    ...(article.teaserImage ? { image: [absoluteUrl(article.teaserImage, siteUrl)] } : {}),
    ...(published ? { datePublished: published } : {}),
    ...((article.updatedAt ?? published) ? { dateModified: article.updatedAt ?? published } : {}),
    author: organization,
    publisher: { ...organization, logo: { '@type': 'ImageObject', url: `${siteUrl}/favicon.svg` } },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(article.sections[0] ? { articleSection: article.sections[0].name } : {}),
  }
}
