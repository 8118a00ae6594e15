import { Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { t } from '../lib/texts'

/** The console's paged lists whose filters and page live in the URL (so Back and a shared link show the same). */
export type ListPath = '/objednavky' | '/reklamace' | '/zaznam-zmen' | '/presmerovani'

/** The filter fields' values while they are edited, and a setter per field for the toolkit's `onValue`. */
export function useFilterValues<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial)
  const set = (name: keyof T) => (value: string) => setValues((current) => ({ ...current, [name]: value }))
  return { values, set }
}

/** The filled-in filters only: an empty field filters nothing and stays out of the URL. */
export function filledIn(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''))
}

/**
 * A list's filter form: its fields, then "Filtrovat" (the screen puts the values into the URL) and "Zrušit filtry"
 * (the list without a filter). Render it with `key={JSON.stringify(search)}`, so that it shows the filters of the
 * list it stands above, also after Back.
 */
export function FilterForm(props: { label: string; list: ListPath; onApply: () => void; children: ReactNode }) {
  return (
    <form
      className="filters"
      role="search"
      aria-label={props.label}
      onSubmit={(event) => {
        event.preventDefault()
        props.onApply()
      }}
    >
      {props.children}
      <div className="filters__buttons">
        <button type="submit" className="button button--primary">
          {t('list.filter')}
        </button>
        <Link to={props.list} search={{}} className="button">
          {t('list.clear')}
        </Link>
      </div>
    </form>
  )
}

/** Previous and next page of a list, keeping its filters; nothing when everything fits on one page. */
export function Paging(props: {
  list: ListPath
  search: Record<string, unknown> & { page?: number }
  total: number
  pageSize: number
}) {
  const page = props.search.page ?? 1
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize))
  if (pages === 1) return null
  // the first page has no `page` in its URL, as the list's own link has none
  const at = (target: number) => ({ ...props.search, page: target === 1 ? undefined : target }) as never
  return (
    <nav aria-label={t('list.paging')} className="paging">
      {page > 1 && (
        <Link to={props.list} search={at(page - 1)}>
          {t('list.previous')}
        </Link>
      )}
      <span>{t('list.page', { page, pages })}</span>
      {page < pages && (
        <Link to={props.list} search={at(page + 1)}>
          {t('list.next')}
        </Link>
      )}
    </nav>
  )
}
