/**
 * The head of a page: title, description, Open Graph, and where given the canonical address, an image, the
 * Open Graph type and a robots rule. One shape for every route's `head()`.
 */
export type PageHead = {
  title: string
  description: string
  /** Absolute canonical address; also the Open Graph URL. */
  canonical?: string
  /** Absolute image URL for Open Graph. */
  image?: string
  ogTitle?: string
  ogType?: 'website' | 'product' | 'article'
  robots?: string
}

export function pageHead({ title, description, canonical, image, ogTitle, ogType, robots }: PageHead) {
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      ...(ogType ? [{ property: 'og:type', content: ogType }] : []),
      { property: 'og:title', content: ogTitle ?? title },
      { property: 'og:description', content: description },
      ...(canonical ? [{ property: 'og:url', content: canonical }] : []),
      ...(image ? [{ property: 'og:image', content: image }] : []),
      ...(robots ? [{ name: 'robots', content: robots }] : []),
    ],
    links: canonical ? [{ rel: 'canonical', href: canonical }] : [],
  }
}
