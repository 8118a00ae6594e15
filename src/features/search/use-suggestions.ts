import { useEffect, useState } from 'react'
import type { MenuSuggestion, VariantSuggestion } from '../../../contract/discovery'
import { useServices } from '../../lib/services'
import { suggestPages, suggestProducts } from './search.api'
import { DEBOUNCE_MS, isSearchable } from './search-logic'

export type Suggestions = {
  /** The query these suggestions answer (it may trail the text being typed). */
  query: string
  products: VariantSuggestion[]
  pages: MenuSuggestion[]
  loading: boolean
}

const NONE: Suggestions = { query: '', products: [], pages: [], loading: false }

/**
 * Product and page suggestions for the text being typed: asked for 150 ms after the last keystroke, from two
 * characters on. An answer that arrives after the text has changed again is dropped, so a slow answer never
 * overwrites a newer one. A failed call leaves its group empty: suggestions are a convenience, the full
 * search (/search) still works.
 */
export function useSuggestions(text: string): Suggestions {
  const { api } = useServices()
  const [state, setState] = useState<Suggestions>(NONE)
  const query = text.trim()
  useEffect(() => {
    if (!isSearchable(query)) {
      setState(NONE)
      return
    }
    let current = true
    setState((previous) => ({ ...previous, loading: true }))
    const timer = setTimeout(() => {
      void Promise.allSettled([suggestProducts(api, query), suggestPages(api, query)]).then(([products, pages]) => {
        if (!current) return
        setState({
          query,
          products: products.status === 'fulfilled' ? products.value : [],
          pages: pages.status === 'fulfilled' ? pages.value : [],
          loading: false,
        })
      })
    }, DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [api, query])
  return state
}
