import { JsonLd } from '../../components/ui/JsonLd'
import { useT } from '../../lib/services'
import { ProductGrid } from '../catalogue'
import { CmsContent } from '../content'
import { ArticleDate, ArticleGrid } from './ArticleCard'
import { articleJsonLd } from './article-jsonld'
import { MagazineBreadcrumbs } from './MagazineBreadcrumbs'
import type { ArticleData } from './magazine'
import { articlePath } from './paths'

/** A magazine article: breadcrumbs, heading, date, perex, image, body, its products and related articles. */
export function ArticlePage({ article, products, related, siteUrl }: ArticleData & { siteUrl: string }) {
  const t = useT()
  return (
    <div className="page magazine-article">
      <JsonLd data={import.meta.env.SSR ? articleJsonLd(article, siteUrl) : undefined} />
      <MagazineBreadcrumbs
        section={article.sections[0] ?? null}
        article={{ name: article.name, path: articlePath(article.slug) }}
        siteUrl={siteUrl}
      />
      <article className="magazine-article__body">
        <header className="magazine-article__header">
          <h1>{article.name}</h1>
          <p className="magazine-article__meta">
            <ArticleDate article={article} />
          </p>
          {article.teaser ? <p className="magazine-article__perex">{article.teaser}</p> : null}
        </header>
        {article.teaserImage ? (
          <img
            className="magazine-article__image"
            src={article.teaserImage}
            alt=""
            width={960}
            height={480}
            decoding="async"
            fetchPriority="high"
          />
        ) : null}
        <CmsContent html={article.content} />
      </article>
      {products.length > 0 ? (
        <section className="magazine-article__products" aria-labelledby="article-products">
          <h2 id="article-products">{t('magazine.products')}</h2>
          <ProductGrid products={products} />
        </section>
      ) : null}
      {related.length > 0 ? (
        <section className="magazine-article__related" aria-labelledby="article-related">
          <h2 id="article-related">{t('magazine.related')}</h2>
          <ArticleGrid articles={related} headingLevel={3} />
        </section>
      ) : null}
    </div>
  )
}
