import { useT } from '../../lib/services'
import { ListingLink, type ListingTarget } from './listing-link'
import { pageWindow } from './listing-pages'
import { type ListingState, pageSearch } from './listing-search'
import './listing-texts'

/** Previous and next (rel prev/next) and the page links, with the filters kept. */
export function ListingPagination({
  target,
  state,
  pages,
}: {
  target: ListingTarget
  state: ListingState
  pages: number
}) {
  const t = useT()
  if (pages <= 1) return null
  const { page } = state
  return (
    <nav className="pagination" aria-label={t('catalogue.pagination')}>
      {page > 1 ? (
        <ListingLink target={target} search={pageSearch(state, page - 1)} rel="prev" className="pagination__step">
          {t('catalogue.previous')}
        </ListingLink>
      ) : null}
      <ul className="pagination__pages">
        {pageWindow(page, pages).map((n, index) => (
          <li key={n ?? `gap-${index}`}>
            {n === null ? (
              <span className="pagination__gap">…</span>
            ) : (
              <ListingLink
                target={target}
                search={pageSearch(state, n)}
                className="pagination__page"
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('catalogue.pageLabel', { page: n })}
              >
                {n}
              </ListingLink>
            )}
          </li>
        ))}
      </ul>
      {page < pages ? (
        <ListingLink target={target} search={pageSearch(state, page + 1)} rel="next" className="pagination__step">
          {t('catalogue.next')}
        </ListingLink>
      ) : null}
    </nav>
  )
}
