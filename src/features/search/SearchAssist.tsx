import { useNavigate } from '@tanstack/react-router'
import { type RefObject, useEffect, useLayoutEffect, useMemo, useState } from 'react'
import type { AssistHandle, AssistState } from './search-assist-handle'
import {
  buildOptions,
  type CategoryLike,
  escapeAction,
  isInternalUrl,
  isSearchable,
  matchCategories,
  moveForKey,
  moveIndex,
  type SearchOption,
} from './search-logic'
import { SuggestionList } from './SuggestionList'
import { useSuggestions } from './use-suggestions'

type Props = {
  listboxId: string
  /** The category tree's roots (the header has them: the same tree as the category menu). */
  categoryRoots: readonly CategoryLike[]
  value: string
  inputRef: RefObject<HTMLInputElement | null>
  /** False once the search was sent, the input left or the page changed, however recently the input had focus. */
  wantsPopup: RefObject<boolean>
  /** Where the input's events go (PredictiveSearch calls them). */
  handle: RefObject<AssistHandle | null>
  onState: (state: AssistState) => void
  onValue: (value: string) => void
  showAll: (query: string) => void
}

/**
 * The header search's combobox behaviour, loaded on the first focus of the search (PredictiveSearch keeps the
 * input): the suggestions for the text, the categories matched over the category tree, the grouped listbox ending
 * with "show all results", the keyboard (arrows, Home/End, Enter, Escape) and the active option, which the input
 * announces by aria-activedescendant while the focus stays in it.
 */
export function SearchAssist(props: Props) {
  const { listboxId, categoryRoots, value, inputRef, wantsPopup, handle, onState, onValue, showAll } = props
  const navigate = useNavigate()
  // loaded on a focus: open when the input still has it and nothing has ended the search since (a search sent
  // before this chunk arrived leaves the focus in the input, over the results page)
  const [open, setOpen] = useState(() => wantsPopup.current && document.activeElement === inputRef.current)
  const [activeKey, setActiveKey] = useState<string | null>(null)
  const suggestions = useSuggestions(value)
  const categories = useMemo(() => matchCategories(categoryRoots, value), [categoryRoots, value])
  const options = useMemo(
    () => buildOptions({ query: value, products: suggestions.products, categories, pages: suggestions.pages }),
    [value, suggestions, categories],
  )
  const expanded = open && isSearchable(value)
  // Keyed by option rather than position, so an option that disappears with new suggestions is no longer active.
  const activeIndex = expanded ? options.flat.findIndex((option) => option.key === activeKey) : -1
  const optionId = (index: number) => `${listboxId}-${index}`
  const activeDescendant = activeIndex >= 0 ? optionId(activeIndex) : undefined

  useLayoutEffect(() => onState({ expanded, activeDescendant }), [onState, expanded, activeDescendant])
  useLayoutEffect(() => () => onState({ expanded: false, activeDescendant: undefined }), [onState])
  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' })
  })

  function close() {
    setOpen(false)
    setActiveKey(null)
  }

  function choose(option: SearchOption) {
    if (option.kind === 'all') return showAll(option.query)
    close()
    onValue('')
    inputRef.current?.blur()
    if (option.kind === 'product')
      void navigate({ to: '/produkt/$slug', params: { slug: option.suggestion.product.slug } })
    if (option.kind === 'category') void navigate({ to: '/kategorie/$slug', params: { slug: option.category.slug } })
    if (option.kind === 'page') {
      if (isInternalUrl(option.page.url)) void navigate({ href: option.page.url })
      else window.location.assign(option.page.url)
    }
  }

  // the input's events reach this render's handlers (set after each commit, cleared when the assistant goes)
  useLayoutEffect(() => {
    handle.current = {
      onKeyDown(event) {
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
          if (action === 'clear') onValue('')
        }
      },
      onFocus: () => setOpen(true),
      onBlur: close,
      onType() {
        setOpen(true)
        setActiveKey(null)
      },
      close,
    }
    return () => {
      handle.current = null
    }
  })

  return (
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
  )
}
