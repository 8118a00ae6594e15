/**
 * Content (decision 017): generic CMS pages (`/{slug}`), the contact page, the FAQ and the shop's information.
 * Route loaders and components import from here and are split into their routes' chunks (codeSplitGroupings).
 * Two modules are imported directly instead: `head` by the routes' `head()` (not code-split, so it must stay
 * free of side effects), and `shop-info` by the home page (the LiquorStore data without the pages' code).
 */
export { getBlock, getPageBySlug, listFaq } from './cms.api'
export { loadCmsPage } from './cms-page'
export { CmsContent } from './CmsContent'
export { CmsPageView } from './CmsPageView'
export { ContentBreadcrumbs } from './ContentBreadcrumbs'
export { ContactPage } from './ContactPage'
export { FaqPage } from './FaqPage'
export { faqAnchor, faqPageJsonLd, groupFaqByTopic } from './faq'
export { cmsPageHead, cmsPagePath, contactHead, FAQ_PATH, faqHead } from './head'
export { OpeningHoursTable } from './OpeningHoursTable'
export { liquorStoreJsonLd, SHOP_INFO } from './shop-info'
export { default as contentCssUrl } from './content.css?url'
