import { useNavigate, useRouterState } from '@tanstack/react-router'
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
  // Whether the shopper still wants suggestions: a focus or typing asks for them; a blur, a submitted search or any
  // navigation ends that. The assistant's chunk may arrive after all of these and opens only while it holds.
  const wantsPopup = useRef(false)
  const [enhanced, setEnhanced] = useState(false)
  const [focusedOnce, setFocusedOnce] = useState(false)
  const [value, setValue] = useState('')
  const [state, setState] = useState<AssistState>(ASSIST_IDLE)

  // The first render matches the server's (a plain form); the combobox roles come with the scripts.
  useEffect(() => setEnhanced(true), [])

  // Another page (a link, the back button, a chosen suggestion) closes the popup; the focus may stay in the input.
  const href = useRouterState({ select: (state) => state.location.href })
  useEffect(() => {
    wantsPopup.current = false
    assist.current?.close()
  }, [href])

  function showAll(query: string) {
    wantsPopup.current = false
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
    ? ({
        role: 'combobox',
        'aria-expanded': state.expanded,
        'aria-controls': focusedOnce ? listboxId : undefined,
        'aria-autocomplete': 'list',
        'aria-activedescendant': state.activeDescendant,
      } as const)
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
          wantsPopup.current = true
          assist.current?.onType()
        }}
        onFocus={() => {
          setFocusedOnce(true)
          wantsPopup.current = true
          assist.current?.onFocus()
        }}
        onBlur={() => {
          wantsPopup.current = false
          assist.current?.onBlur()
        }}
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
            wantsPopup={wantsPopup}
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
