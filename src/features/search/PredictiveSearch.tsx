import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { useT } from '../../lib/services'
import { useCategoryTree } from '../catalogue'
import { ASSIST_IDLE, type AssistHandle, type AssistState } from './search-assist-handle'

/**
 * The combobox's behaviour and its popup load on the first focus of the search (decision 021): a page that nobody
 * searches from never loads them.
 */
const SearchAssist = lazy(() => import('./SearchAssist').then((m) => ({ default: m.SearchAssist })))

/**
 * The header search. Without scripts a plain GET form to /search; once hydrated an ARIA 1.2 combobox whose
 * listbox groups products, categories (matched over the category tree) and pages, and ends with "show all
 * results" (SearchAssist). Focus stays in the input; the active option is announced by aria-activedescendant.
 */
export function PredictiveSearch() {
  const t = useT()
  const navigate = useNavigate()
  const tree = useCategoryTree()
  const id = useId()
  const inputId = `${id}q`
  const listboxId = `${id}listbox`
  const inputRef = useRef<HTMLInputElement>(null)
  const assist = useRef<AssistHandle | null>(null)
  const [enhanced, setEnhanced] = useState(false)
  const [focusedOnce, setFocusedOnce] = useState(false)
  const [value, setValue] = useState('')
  const [state, setState] = useState<AssistState>(ASSIST_IDLE)

  // The first render matches the server's (a plain form); the combobox roles come with the scripts.
  useEffect(() => setEnhanced(true), [])

  function showAll(query: string) {
    assist.current?.close()
    void navigate({ to: '/search', search: { q: query } })
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const query = value.trim()
    if (query === '') inputRef.current?.focus()
    else showAll(query)
  }

  const combobox = enhanced
    ? {
        role: 'combobox',
        'aria-expanded': state.expanded,
        'aria-controls': focusedOnce ? listboxId : undefined,
        'aria-autocomplete': 'list',
        'aria-activedescendant': state.activeDescendant,
      } as const
    : {}

  return (
    <form role="search" method="get" action="/search" className="site-search" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name="q"
        type="search"
        className="site-search__input"
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        value={value}
        onChange={(event) => {
          setValue(event.target.value)
          assist.current?.onType()
        }}
        onFocus={() => {
          setFocusedOnce(true)
          assist.current?.onFocus()
        }}
        onBlur={() => assist.current?.onBlur()}
        onKeyDown={(event) => assist.current?.onKeyDown(event)}
        {...combobox}
      />
      <button type="submit" className="site-search__submit">
        <span className="visually-hidden">{t('search.submit')}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
      {enhanced && focusedOnce ? (
        <Suspense fallback={null}>
          <SearchAssist
            listboxId={listboxId}
            categoryRoots={tree.roots}
            value={value}
            inputRef={inputRef}
            handle={assist}
            onState={setState}
            onValue={setValue}
            showAll={showAll}
          />
        </Suspense>
      ) : null}
    </form>
  )
}
