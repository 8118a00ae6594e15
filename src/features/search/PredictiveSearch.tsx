import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, type KeyboardEvent, lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useT } from '../../lib/services'
import {
  buildOptions,
  escapeAction,
  isInternalUrl,
  isSearchable,
  matchCategories,
  moveForKey,
  moveIndex,
  type SearchOption,
} from './search-logic'
import { useSuggestions } from './use-suggestions'
import { useCategoryTree } from '../catalogue'

/** The popup's code loads on the first focus of the search: a page that nobody searches from never loads it. */
const SuggestionList = lazy(() => import('./SuggestionList').then((m) => ({ default: m.SuggestionList })))

/**
 * The header search. Without scripts a plain GET form to /search; once hydrated an ARIA 1.2 combobox whose
 * listbox groups products, categories (matched here over the category tree) and pages, and ends with
 * "show all results". Focus stays in the input; the active option is announced by aria-activedescendant.
 */
export function PredictiveSearch() {
  const t = useT()
  const navigate = useNavigate()
  const tree = useCategoryTree()
  const id = useId()
  const inputId = `${id}q`
  const listboxId = `${id}listbox`
  const inputRef = useRef<HTMLInputElement>(null)
  const [enhanced, setEnhanced] = useState(false)
  const [focusedOnce, setFocusedOnce] = useState(false)
  const [value, setValue] = useState('')
  const [open, setOpen] = useState(false)
  const [activeKey, setActiveKey] = useState<string | null>(null)
  const suggestions = useSuggestions(value)
  const categories = useMemo(() => matchCategories(tree.roots, value), [tree, value])
  const options = useMemo(
    () => buildOptions({ query: value, products: suggestions.products, categories, pages: suggestions.pages }),
    [value, suggestions, categories],
  )
  const expanded = enhanced && open && isSearchable(value)
  // Keyed by option rather than position, so an option that disappears with new suggestions is no longer active.
  const activeIndex = expanded ? options.flat.findIndex((option) => option.key === activeKey) : -1
  const optionId = (index: number) => `${listboxId}-${index}`

  // The first render matches the server's (a plain form); the combobox roles come with the scripts.
  useEffect(() => setEnhanced(true), [])
  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' })
  })

  function close() {
    setOpen(false)
    setActiveKey(null)
  }

  function showAll(query: string) {
    close()
    void navigate({ to: '/search', search: { q: query } })
  }

  function choose(option: SearchOption) {
    if (option.kind === 'all') return showAll(option.query)
    close()
    setValue('')
    inputRef.current?.blur()
    if (option.kind === 'product') void navigate({ to: '/produkt/$slug', params: { slug: option.suggestion.product.slug } })
    if (option.kind === 'category') void navigate({ to: '/kategorie/$slug', params: { slug: option.category.slug } })
    if (option.kind === 'page') {
      if (isInternalUrl(option.page.url)) void navigate({ href: option.page.url })
      else window.location.assign(option.page.url)
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const move = moveForKey(event.key)
    if (move) {
      // Home and End move the caret while the list is closed.
      if (!isSearchable(value) || (!expanded && (move === 'first' || move === 'last'))) return
      event.preventDefault()
      setOpen(true)
      setActiveKey(options.flat[moveIndex(activeIndex, move, options.flat.length)]?.key ?? null)
    } else if (event.key === 'Enter') {
      const option = options.flat[activeIndex]
      // With no active option the form submits: the full results.
      if (option) {
        event.preventDefault()
        choose(option)
      }
    } else if (event.key === 'Escape') {
      const action = escapeAction(expanded, value)
      if (action) event.preventDefault()
      if (action === 'close') close()
      if (action === 'clear') setValue('')
    }
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
        'aria-expanded': expanded,
        'aria-controls': focusedOnce ? listboxId : undefined,
        'aria-autocomplete': 'list',
        'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
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
          setOpen(true)
          setActiveKey(null)
        }}
        onFocus={() => {
          setFocusedOnce(true)
          setOpen(true)
        }}
        onBlur={close}
        onKeyDown={onKeyDown}
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
          <SuggestionList
            listboxId={listboxId}
            expanded={expanded}
            options={options}
            activeIndex={activeIndex}
            optionId={optionId}
            loading={suggestions.loading}
            answered={suggestions.query === value.trim()}
            onChoose={choose}
          />
        </Suspense>
      ) : null}
    </form>
  )
}
