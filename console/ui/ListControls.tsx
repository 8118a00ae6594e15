import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { TextField } from '../../src/components/ui/FormField'
import { SelectField } from '../../src/components/ui/SelectField'
import { t } from '../lib/texts'

/** The console's paged lists whose filters and page live in the URL (so Back and a shared link show the same). */
export type ListPath = '/objednavky' | '/reklamace' | '/zaznam-zmen' | '/presmerovani' | '/recenze' | '/darkove-poukazy'

/** One filter of a list: a text, search or date field, or a choice among `options` ("Vše" added first). */
export type FilterField = {
  name: string
  label: string
  hint?: string
  type?: 'search' | 'text' | 'date'
  options?: ReadonlyArray<{ value: string; label: string }>
}

/** The filled-in filters only: an empty field filters nothing and stays out of the URL. */
export function filledIn(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''))
}

/**
 * A list's filter form: its fields filled from the URL's `search`, then "Filtrovat" (the screen puts the values
 * into the URL) and "Zrušit filtry" (the list without a filter). Render it with `key={JSON.stringify(search)}`, so
 * that it shows the filters of the list it stands above, also after Back.
 */
export function FilterForm(props: {
  label: string
  list: ListPath
  fields: readonly FilterField[]
  search: Record<string, unknown>
  onApply: (values: Record<string, string>) => void
}) {
  const [values, setValues] = useState(() =>
    Object.fromEntries(props.fields.map(({ name }) => [name, String(props.search[name] ?? '')])),
  )
  const set = (name: string) => (value: string) => setValues((current) => ({ ...current, [name]: value }))
  return (
    <form
      className="filters"
      role="search"
      aria-label={props.label}
      onSubmit={(event) => {
        event.preventDefault()
        props.onApply(values)
      }}
    >
      {props.fields.map((field) =>
        field.options ? (
          <SelectField
            key={field.name}
            id={`filter-${field.name}`}
            label={field.label}
            value={values[field.name] ?? ''}
            options={field.options}
            prompt={t('list.any')}
            onValue={set(field.name)}
          />
        ) : (
          <TextField
            key={field.name}
            id={`filter-${field.name}`}
            name={field.name}
            type={field.type ?? 'text'}
            label={field.label}
            hint={field.hint}
            value={values[field.name] ?? ''}
            onValue={set(field.name)}
            maxLength={field.type === 'date' ? undefined : 100}
          />
        ),
      )}
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
