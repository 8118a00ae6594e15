import { Link } from '@tanstack/react-router'
import type { CmsPage } from '../../../contract/cms'
import { formatLongDate } from '../../../contract/prague-time'
import { articleDate } from './paths'

/** The publish date of an article as `<time datetime>`, or nothing when it has none. */
export function ArticleDate({ article, className }: { article: CmsPage; className?: string }) {
  const iso = articleDate(article)
  const text = iso ? formatLongDate(iso) : null
  if (!iso || !text) return null
  return (
    <time className={className} dateTime={iso}>
      {text}
    </time>
  )
}

/** An article in a list: teaser image, category and date, headline linking to it, perex. */
export function ArticleCard({ article, headingLevel = 2 }: { article: CmsPage; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const section = article.sections[0]
  return (
    <article className="article-card">
      {article.teaserImage ? (
        <Link
          to="/magazin/$slug"
          params={{ slug: article.slug }}
          className="article-card__image-link"
          tabIndex={-1}
          aria-hidden="true"
        >
          <img
            className="article-card__image"
            src={article.teaserImage}
            alt=""
            width={400}
            height={250}
            loading="lazy"
            decoding="async"
          />
        </Link>
      ) : null}
      <p className="article-card__meta">
        {section ? <span className="article-card__section">{section.name}</span> : null}
        <ArticleDate article={article} />
      </p>
      <Heading className="article-card__title">
        <Link to="/magazin/$slug" params={{ slug: article.slug }}>
          {article.name}
        </Link>
      </Heading>
      {article.teaser ? <p className="article-card__teaser">{article.teaser}</p> : null}
    </article>
  )
}

export function ArticleGrid({ articles, headingLevel }: { articles: CmsPage[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="article-grid">
      {articles.map((article) => (
        <li key={article.code}>
          <ArticleCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
