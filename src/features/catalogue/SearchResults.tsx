import { useT } from '../../lib/services'
import type { SearchPageData } from './search-page'
import { ProductListing } from './ProductListing'
import './search-texts'

/** The results page: the query as the heading and the listing (relevance first), or a search form without one. */
export function SearchResults({ q, state, products }: SearchPageData) {
  const t = useT()
  if (q === null || products === null) {
    return (
      <section className="search-results" aria-labelledby="search-title">
        <h1 id="search-title">{t('searchPage.title')}</h1>
        <p>{t('searchPage.emptyQuery')}</p>
        <form method="get" action="/search" role="search" className="search-results__form">
          <label htmlFor="search-results-q">{t('searchPage.label')}</label>
          <input id="search-results-q" type="search" name="q" required maxLength={200} />
          <button type="submit" className="button button--primary">
            {t('searchPage.submit')}
          </button>
        </form>
      </section>
    )
  }
  return (
    <section className="search-results" aria-labelledby="search-title">
      <h1 id="search-title">{t('searchPage.heading', { q })}</h1>
      <ProductListing
        target={{ kind: 'search', q }}
        page={products}
        state={state}
        defaultSort="relevance"
        list={{ id: 'search', name: t('searchPage.listName') }}
      />
    </section>
  )
}
