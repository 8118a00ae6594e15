/**
 * Landing pages (`/stranka/{slug}`, decision 019): CMS pages of type `landing` built from content elements (hero,
 * text, headings, product carousels, banners, FAQ excerpts, a product listing; decision 019). The route's loader
 * and component import from here and are split into its chunk (codeSplitGroupings); `head` is imported directly
 * by the route's `head()` (not code-split, so it stays free of side effects and of the page's code).
 */
export { CAROUSEL_SIZE, type LandingBlock, type LandingData, loadLandingPage } from './landing'
export { LandingPage } from './LandingPage'
export { landingHead, landingPath } from './head'
