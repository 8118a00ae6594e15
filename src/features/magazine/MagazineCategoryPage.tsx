import { Link } from '@tanstack/react-router'
import { useT } from '../../lib/services'
import { ArticleGrid } from './ArticleCard'
import { MagazineBreadcrumbs } from './MagazineBreadcrumbs'
import type { MagazineCategoryData } from './magazine'
import { ALL_CATEGORY } from './paths'

/** A magazine category (`vsechny` for all): heading, the categories as tabs, a page of article cards, paging. */
export function MagazineCategoryPage({ data, siteUrl }: { data: MagazineCategoryData; siteUrl: string }) {
  const t = useT()
  const { slug, section, sections, articles, page, pageCount } = data
  const tabs = [{ code: ALL_CATEGORY, name: t('magazine.all') }, ...sections.map(({ code, name }) => ({ code, name }))]
  return (
    <div className="page magazine">
      <MagazineBreadcrumbs section={section} siteUrl={siteUrl} />
      <h1>{section ? section.name : t('magazine.title')}</h1>
      <nav className="magazine-tabs" aria-label={t('magazine.categories')}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.code}>
              <Link
                to="/magazin-ze-sveta-drinku/$category"
                params={{ category: tab.code }}
                className="magazine-tabs__link"
                aria-current={tab.code === slug ? 'page' : undefined}
              >
                {tab.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {articles.length > 0 ? (
        <ArticleGrid articles={articles} />
      ) : (
        <p className="magazine__empty">{t('magazine.empty')}</p>
      )}
      {pageCount > 1 ? (
        <nav className="magazine-pagination" aria-label={t('magazine.pagination')}>
          {page > 1 ? (
            <Link
              to="/magazin-ze-sveta-drinku/$category"
              params={{ category: slug }}
              search={page > 2 ? { page: page - 1 } : {}}
              rel="prev"
              className="button button--ghost"
            >
              ‹ {t('magazine.previous')}
            </Link>
          ) : null}
          <span className="magazine-pagination__status">{t('magazine.pageOf', { page, count: pageCount })}</span>
          {page < pageCount ? (
            <Link
              to="/magazin-ze-sveta-drinku/$category"
              params={{ category: slug }}
              search={{ page: page + 1 }}
              rel="next"
              className="button button--ghost"
            >
              {t('magazine.next')} ›
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}
