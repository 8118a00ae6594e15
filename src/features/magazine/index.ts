/**
 * The magazine (decision 017): categories (`/magazin-ze-sveta-drinku/{category}`, `vsechny` for all) and articles
 * (`/magazin/{slug}`). Route loaders and components import from here and are split into their routes' chunks
 * (codeSplitGroupings). `head` and `paths` are imported directly by the routes' `head()` (not code-split, so
 * they stay free of side effects and of the pages' code).
 */
export { ArticlePage } from './ArticlePage'
export { articleJsonLd } from './article-jsonld'
export { loadArticle, loadMagazineCategory, pageCount, parsePage, pickRelatedArticles } from './magazine'
export { MagazineCategoryPage } from './MagazineCategoryPage'
export { ALL_CATEGORY, articlePath, MAGAZINE_PATH, magazineCategoryPath } from './paths'
