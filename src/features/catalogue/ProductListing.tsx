import { useLocation } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import type { ItemList } from '../../lib/analytics'
import { useT } from '../../lib/services'
import type { ProductPage } from './catalogue.api'
import { ListingFilters, LISTING_FORM_ID } from './ListingFilters'
import { ListingLink, type ListingTarget, useListingNavigate } from './listing-link'
import { pageCount } from './listing-pages'
import { ListingPagination } from './ListingPagination'
import {
  changeListing,
  clearFilters,
  hasFilters,
  LISTING_SORTS,
  type ListingSearch,
  type ListingSort,
  type ListingState,
  listingSearchSchema,
  readListingState,
} from './listing-search'
import { ProductGrid } from './ProductGrid'
import './listing-texts'

const EMPTY_ADVICE = {
  category: 'catalogue.emptyAdviceCategory',
  search: 'catalogue.emptyAdviceSearch',
  landing: 'catalogue.emptyAdviceFilters',
} as const satisfies Record<ListingTarget['kind'], string>

type Props = {
  target: ListingTarget
  page: ProductPage
  state: ListingState
  defaultSort: ListingSort
  list: ItemList
  /** Filters the page fixes (a landing page of offers): their controls are not shown. */
  fixed?: { offer?: boolean }
}

/**
 * A product listing driven by the URL: result count, sort, facet filters, products and pages. Everything renders
 * on the server; the controls form a plain GET form (an apply button, hidden once hydrated), and with scripts
 * each change navigates at once, the shown choice running ahead of the loaded results.
 */
export function ProductListing({ target, page, state, defaultSort, list, fixed }: Props) {
  const t = useT()
  const action = useLocation({ select: (location) => location.pathname })
  const navigate = useListingNavigate(target)
  const [pending, setPending] = useState<ListingState | null>(null)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const stateKey = JSON.stringify(state)
  useEffect(() => setPending(null), [stateKey])
  const shown = pending ?? state
  const pages = pageCount(page.totalItems)
  const filtered = hasFilters(state)
  const activeFilters =
    shown.brand.length +
    shown.volume.length +
    shown.country.length +
    (shown.offer ? 1 : 0) +
    (shown.price.min !== null || shown.price.max !== null ? 1 : 0)

  function apply(search: ListingSearch) {
    setPending(readListingState(search))
    navigate(search)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const fields: Record<string, string[]> = {}
    for (const [key, value] of new FormData(event.currentTarget))
      if (typeof value === 'string') (fields[key] ??= []).push(value)
    apply(listingSearchSchema.parse(fields))
  }

  return (
    <div
      className={`listing${page.facets ? '' : ' listing--no-filters'}${filtersOpen ? ' listing--filters-open' : ''}`}
    >
      <form id={LISTING_FORM_ID} method="get" action={action} onSubmit={submit} className="listing__form">
        {target.kind === 'search' ? <input type="hidden" name="q" value={target.q} /> : null}
      </form>
      <div className="listing__toolbar">
        <p className="listing__count" aria-live="polite">
          {t('catalogue.count', { count: page.totalItems })}
        </p>
        {page.facets ? (
          <a
            href="#listing-filters"
            role="button"
            className="listing__filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls="listing-filters"
            onClick={(event) => {
              event.preventDefault()
              setFiltersOpen((open) => !open)
            }}
          >
            {activeFilters > 0
              ? t('catalogue.filters.toggleActive', { count: activeFilters })
              : t('catalogue.filters.toggle')}
          </a>
        ) : null}
        <label className="listing__sort">
          <span>{t('catalogue.sort.label')}</span>
          <select
            name="sort"
            form={LISTING_FORM_ID}
            value={shown.sort ?? defaultSort}
            onChange={(event) =>
              apply(changeListing(shown, { sort: LISTING_SORTS.find((sort) => sort === event.target.value) ?? null }))
            }
          >
            {LISTING_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`catalogue.sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        {/* Only a browser without scripts needs it (with scripts a change applies at once): inside noscript it
            never takes room while the page waits for its scripts, so the cards below do not jump up on hydration. */}
        <noscript>
          <button type="submit" form={LISTING_FORM_ID} className="button button--ghost listing__apply">
            {t('catalogue.filters.apply')}
          </button>
        </noscript>
      </div>
      {page.facets ? (
        <aside id="listing-filters" className="listing__filters" aria-label={t('catalogue.filters.title')}>
          <h2 className="visually-hidden">{t('catalogue.filters.title')}</h2>
          {filtered ? (
            <ListingLink target={target} search={clearFilters(state)} className="listing__clear">
              {t('catalogue.clearFilters')}
            </ListingLink>
          ) : null}
          <ListingFilters facets={page.facets} state={shown} onChange={apply} offerFixed={fixed?.offer === true} />
          <button type="submit" form={LISTING_FORM_ID} className="button button--primary listing__apply">
            {t('catalogue.filters.apply')}
          </button>
        </aside>
      ) : null}
      <div className="listing__results">
        {page.products.length === 0 ? (
          <div className="listing__empty">
            <p className="listing__empty-title">{t('catalogue.empty')}</p>
            <p>
              {t(EMPTY_ADVICE[target.kind])}{' '}
              {filtered ? (
                <ListingLink target={target} search={clearFilters(state)}>
                  {t('catalogue.clearFilters')}
                </ListingLink>
              ) : null}
            </p>
          </div>
        ) : (
          <ProductGrid products={page.products} list={list} aboveTheFold />
        )}
        <ListingPagination target={target} state={state} pages={pages} />
      </div>
    </div>
  )
}
